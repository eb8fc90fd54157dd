import { composeStory, type Meta, type StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { commands, page } from 'vitest/browser';
import * as AdvertisementCarousel from '../../packages/widgets/src/AdvertisementCarousel/AdvertisementCarousel.stories';
import * as BuildingCostCalculator from '../../packages/widgets/src/BuildingCostCalculator/BuildingCostCalculator.stories';
import * as CompanyInformation from '../../packages/widgets/src/CompanyInformation/CompanyInformation.stories';
import * as CourseViewer from '../../packages/widgets/src/CourseViewer/CourseViewer.stories';
import * as Endorsements from '../../packages/widgets/src/Endorsements/Endorsements.stories';
import * as GeneralInformation from '../../packages/widgets/src/GeneralInformation/GeneralInformation.stories';
import * as GeneralInformationCarousel from '../../packages/widgets/src/GeneralInformationCarousel/GeneralInformationCarousel.stories';
import * as HazardIndex from '../../packages/widgets/src/HazardIndex/HazardIndex.stories';
import * as IndicativeRates from '../../packages/widgets/src/IndicativeRates/IndicativeRates.stories';
import * as IndustryBrowser from '../../packages/widgets/src/IndustryBrowser/IndustryBrowser.stories';
import * as IndustryCompare from '../../packages/widgets/src/IndustryCompare/IndustryCompare.stories';
import * as IndustryCodes from '../../packages/widgets/src/IndustryCodes/IndustryCodes.stories';
import * as IndustryNameBrowser from '../../packages/widgets/src/IndustryNameBrowser/IndustryNameBrowser.stories';
import * as IndustrySearch from '../../packages/widgets/src/IndustrySearch/IndustrySearch.stories';
import * as LocationSearch from '../../packages/widgets/src/LocationSearch/LocationSearch.stories';
import * as LoginForm from '../../packages/widgets/src/LoginForm/LoginForm.stories';
import * as LoginModal from '../../packages/widgets/src/LoginModal/LoginModal.stories';
import * as MaterialsEquipment from '../../packages/widgets/src/MaterialsEquipment/MaterialsEquipment.stories';
import * as Media from '../../packages/widgets/src/Media/Media.stories';
import * as NatCatCard from '../../packages/widgets/src/NatCatCard/NatCatCard.stories';
import * as NatCatChart from '../../packages/widgets/src/NatCatChart/NatCatChart.stories';
import * as NatCatPanel from '../../packages/widgets/src/NatCatPanel/NatCatPanel.stories';
import * as Button from '../../packages/widgets/src/primitives/Button/Button.stories';
import * as ClassIcon from '../../packages/widgets/src/primitives/ClassIcon/ClassIcon.stories';
import * as EmptyState from '../../packages/widgets/src/primitives/EmptyState/EmptyState.stories';
import * as FormField from '../../packages/widgets/src/primitives/FormField/FormField.stories';
import * as Quiz from '../../packages/widgets/src/Quiz/Quiz.stories';
import * as RecentActivities from '../../packages/widgets/src/RecentActivities/RecentActivities.stories';
import * as RelatedIndustries from '../../packages/widgets/src/RelatedIndustries/RelatedIndustries.stories';
import * as ReportCustomizationDrawer from '../../packages/widgets/src/ReportCustomizationDrawer/ReportCustomizationDrawer.stories';
import * as ReportPreview from '../../packages/widgets/src/ReportPreview/ReportPreview.stories';
import * as RiskAssessment from '../../packages/widgets/src/RiskAssessment/RiskAssessment.stories';
import * as RiskChecklist from '../../packages/widgets/src/RiskChecklist/RiskChecklist.stories';
import * as SignificantExposures from '../../packages/widgets/src/SignificantExposures/SignificantExposures.stories';
import * as TailoredReportBuilder from '../../packages/widgets/src/TailoredReportBuilder/TailoredReportBuilder.stories';
import * as TermsOfUseModal from '../../packages/widgets/src/TermsOfUseModal/TermsOfUseModal.stories';
import * as UnderInsuranceCalculator from '../../packages/widgets/src/UnderInsuranceCalculator/UnderInsuranceCalculator.stories';
import * as UnderwriterReportBuilder from '../../packages/widgets/src/UnderwriterReportBuilder/UnderwriterReportBuilder.stories';
import * as UserProfile from '../../packages/widgets/src/UserProfile/UserProfile.stories';
import * as UserSettings from '../../packages/widgets/src/UserSettings/UserSettings.stories';

declare module 'vitest/browser' {
  interface BrowserCommands {
    matchStoryScreenshot: (name: string) => Promise<{ pass: boolean; message: string }>;
  }
}

/** A stories file: its meta (as `default`) and its stories. */
interface StoriesModule {
  default: Pick<Meta, 'title'>;
}

/** One screenshot: a story's state (after its play function) under a toolbar theme. */
interface VisualCase {
  stories: StoriesModule;
  story: string;
  /** The toolbar theme (preview.tsx). Default: the default theme. */
  theme?: string;
  /** A modal: the root fills a 768 px high viewport, as the modal centres on it. Default: false. */
  modal?: boolean;
  /** Brings the story into the state worth seeing when no story ends there. Default: none. */
  interact?: (canvas: ReturnType<typeof within>) => Promise<void>;
}

/** The industry search with its result list open (its Results story picks one, closing the list). */
async function searchBakeries(canvas: ReturnType<typeof within>) {
  await userEvent.type(canvas.getByRole('combobox', { name: 'Search industries' }), 'bak');
  await canvas.findByRole('option', { name: /Bakery Café/ });
}

/** The curated set: every public widget and primitive once, in its main state, plus a few in other themes. */
const cases: VisualCase[] = [
  { stories: Button, story: 'Primary' },
  { stories: ClassIcon, story: 'AllClasses' },
  { stories: EmptyState, story: 'WithAction' },
  { stories: FormField, story: 'WithError' },
  { stories: AdvertisementCarousel, story: 'Paused' },
  { stories: BuildingCostCalculator, story: 'Estimated' },
  { stories: CompanyInformation, story: 'Playground' },
  { stories: CourseViewer, story: 'FirstUnit' },
  { stories: Endorsements, story: 'Loaded' },
  { stories: GeneralInformation, story: 'Overview' },
  { stories: GeneralInformationCarousel, story: 'Playground' },
  { stories: HazardIndex, story: 'ChartMode' },
  { stories: IndicativeRates, story: 'Loaded' },
  { stories: IndustryBrowser, story: 'Browsing' },
  { stories: IndustryCodes, story: 'Loaded' },
  { stories: IndustryCompare, story: 'TwoIndustries' },
  { stories: IndustryNameBrowser, story: 'Playground' },
  { stories: IndustrySearch, story: 'Playground', interact: searchBakeries },
  { stories: LocationSearch, story: 'LocationSet' },
  { stories: LoginForm, story: 'ValidationErrors' },
  { stories: LoginModal, story: 'Open', modal: true },
  { stories: MaterialsEquipment, story: 'Loaded' },
  { stories: Media, story: 'Gallery' },
  { stories: NatCatCard, story: 'WithProfiles' },
  { stories: NatCatChart, story: 'Captured' },
  { stories: NatCatPanel, story: 'Collapsed' },
  { stories: Quiz, story: 'Unanswered' },
  { stories: RecentActivities, story: 'TailoredReports' },
  { stories: RelatedIndustries, story: 'Loaded' },
  { stories: ReportCustomizationDrawer, story: 'Open' },
  { stories: ReportPreview, story: 'Adviser' },
  { stories: RiskAssessment, story: 'Assessment' },
  { stories: RiskChecklist, story: 'Loaded' },
  { stories: SignificantExposures, story: 'Loaded' },
  { stories: TailoredReportBuilder, story: 'Saved' },
  { stories: TermsOfUseModal, story: 'Playground', modal: true },
  { stories: UnderInsuranceCalculator, story: 'SpecExample' },
  { stories: UnderwriterReportBuilder, story: 'Saved' },
  { stories: UserProfile, story: 'Playground' },
  { stories: UserSettings, story: 'Australia' },
  // The brand colours reach every role: buttons, headings, charts, links. Each partner theme has its
  // own baselines of the action-heavy widgets (primary and secondary buttons, the search input's focus
  // ring and selected option, toggles, tabs, links), so a role falling back to our navy shows here;
  // Coastal Mutual also sets its own font and square corners.
  { stories: HazardIndex, story: 'ChartMode', theme: 'partner' },
  { stories: LoginForm, story: 'ValidationErrors', theme: 'partner-coastal' },
  { stories: IndustrySearch, story: 'Playground', theme: 'natcat', interact: searchBakeries },
  { stories: BuildingCostCalculator, story: 'Estimated', theme: 'partner-coastal' },
  { stories: NatCatCard, story: 'WithProfiles', theme: 'partner' },
  { stories: IndustrySearch, story: 'Playground', theme: 'partner', interact: searchBakeries },
  { stories: LoginForm, story: 'ValidationErrors', theme: 'partner' },
  { stories: RiskChecklist, story: 'Loaded', theme: 'partner' },
  { stories: RecentActivities, story: 'TailoredReports', theme: 'partner' },
  { stories: IndustrySearch, story: 'Playground', theme: 'partner-coastal', interact: searchBakeries },
  { stories: HazardIndex, story: 'ChartMode', theme: 'partner-coastal' },
  { stories: RiskChecklist, story: 'Loaded', theme: 'partner-coastal' },
];

/** Viewport sizes: most widgets fit in the first; modals centre on a laptop-height viewport. */
const PAGE = { width: 1024, height: 1200 };
const MODAL_PAGE = { width: 1024, height: 768 };

// The story root: a fixed width, so layouts are the same on every machine; long ones (the report
// preview, the NatCat panel, the calculators) are cut at the page height to keep baselines small.
const root = document.createElement('div');
root.dataset.visualRoot = '';
Object.assign(root.style, {
  boxSizing: 'border-box',
  width: '800px',
  maxHeight: `${PAGE.height}px`,
  overflow: 'hidden',
  padding: '16px',
  background: '#ffffff',
  display: 'flow-root',
});

beforeAll(async () => {
  document.body.style.margin = '0';
  document.body.append(root);
  // Load the self-hosted font before the first screenshot rather than racing its swap.
  await Promise.all(['400', '600', '700'].map((weight) => document.fonts.load(`${weight} 16px "Inter Variable"`)));
});

afterAll(() => root.remove());

test.each(cases.map((entry) => [caseName(entry), entry] as const))('%s looks as its baseline', async (_name, entry) => {
  const { stories, story, theme, modal = false, interact } = entry;
  const annotations = (stories as unknown as Record<string, StoryObj>)[story];
  if (!annotations) throw new Error(`${stories.default.title} has no story ${story}`);
  const size = modal ? MODAL_PAGE : PAGE;
  await page.viewport(size.width, size.height);
  root.style.height = modal ? `${size.height}px` : '';
  const composed = composeStory(annotations, stories.default as Meta, theme ? { initialGlobals: { theme } } : {}, story);
  await composed.run({ canvasElement: root });
  await interact?.(within(root));
  await document.fonts.ready;
  const result = await commands.matchStoryScreenshot(caseName(entry));
  expect(result.pass, result.message).toBe(true);
});

/** The baseline's file name: the story id, plus the theme when it is not the default. */
function caseName({ stories, story, theme }: VisualCase): string {
  const id = `${stories.default.title ?? ''}--${story}`
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .toLowerCase();
  return theme ? `${id}.${theme}` : id;
}
