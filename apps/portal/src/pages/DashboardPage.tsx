import { useIndustry, useUserPoints, useUserSettings } from '@riskatlas/api-client';
import { sectionOpenIn, TAXONOMIES } from '@riskatlas/domain';
import {
  AdvertisementCarousel,
  dashboardCards,
  GeneralInformationCarousel,
  IndustrySearch,
  LocationSearch,
  NatCatCard,
  RecentActivities,
  type DashboardCard,
} from '@riskatlas/widgets';
import { Fragment, useDeferredValue, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { brandOf } from '../rules/brands';
import { LoadFailed } from '../routes/LoadFailed';
import { DEMO_COURSE, DEMO_INDUSTRY_IDS, isDemoUser } from '../rules/demo';
import { placeCountryFor, useBusinessLocation } from '../session/business-location';
import { useSettingsInForce } from '../session/settings-in-force';
import { useShellUser } from '../session/user-preview';
import { dateFormatOf } from '../rules/settings-format';
import { isWhiteLabelHost } from '../rules/white-label';
import {
  FeedbackCard,
  HelpWithClaimsCard,
  KnowledgeCard,
  PointsCard,
  ProfileCard,
  SupportServicesCard,
  TailoredReportCard,
  TalkToTeamCard,
} from './dashboard/Cards';
import { DashboardGreeting, DashboardLoading } from './dashboard/DashboardGreeting';
import { TailoredReportVideo } from './dashboard/TailoredReportVideo';

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space.lg}px;
`;

const SearchCard = styled.section`
  margin-block-end: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.surface}px;
  background: ${({ theme }) => theme.color.surface.raised};

  & h2 {
    margin-block: 0 ${({ theme }) => theme.space.xs}px;
  }
`;

const BrowseByName = styled.p`
  margin-block: ${({ theme }) => theme.space.sm}px 0;
`;

const Wide = styled.div`
  grid-column: span 2;
  @media (max-width: 767px) {
    grid-column: auto;
  }
`;

/** The demo persona's cards: what its allow-list opens, where its search would otherwise be refused. */
const DEMO_CARDS: readonly DashboardCard[] = ['recent-activities', 'profile', 'support-services', 'feedback'];

/** One of the demo's industries, named as the catalogue names it ("Industry N" until that loads). */
function DemoIndustryLink({ id }: { id: number }) {
  const { data: industry } = useIndustry(id, {}, { shouldRetryOnError: false });
  return <Link to={`/industries/${String(id)}`}>{industry?.name ?? `Industry ${String(id)}`}</Link>;
}

function DemoContentCard() {
  return (
    <SearchCard aria-labelledby="demo-content-title" data-testid="demo-content">
      <h2 id="demo-content-title">Explore the demo</h2>
      <p>This demo account opens three industries and one short course.</p>
      <ul>
        {DEMO_INDUSTRY_IDS.map((id) => (
          <li key={id}>
            <DemoIndustryLink id={id} />
          </li>
        ))}
        <li>
          <Link to={`/courses/${DEMO_COURSE.id}`}>{DEMO_COURSE.name}</Link> (short course)
        </li>
      </ul>
    </SearchCard>
  );
}

/**
 * Renders its children in a second, interruptible pass after it mounts: the greeting and the search
 * paint first, rather than after a dozen cards have built their styles in one long task.
 */
function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useDeferredValue(true, false) ? children : null;
}

export function DashboardPage() {
  const { user, error, isLoading, retry } = useShellUser();
  // A failure here is the shell's start-up toast (shell/Layout.tsx); the page shows what it can.
  const { data: settings } = useUserSettings();
  const { taxonomy } = useSettingsInForce();
  // The current totals (the user record's own copy is not kept up to date by grading). Points exist only
  // where the points page does (au and nz, docs/product/shell-and-dashboard.md#points-badge): elsewhere the
  // API refuses the call, so it is not made.
  const { data: currentPoints } = useUserPoints(user && sectionOpenIn('points', user.country) ? undefined : null);
  const navigate = useNavigate();
  const [videoOpen, setVideoOpen] = useState(false);
  const [location, setLocation] = useBusinessLocation();

  if (isLoading) return <DashboardLoading />;
  if (error || !user) return <LoadFailed message="No Data" error={error} onRetry={retry} />;

  const whiteLabel = isWhiteLabelHost(window.location.hostname);
  const demo = isDemoUser(user.roles);
  const helpOnly = brandOf(user.roles).dashboard === 'help-only';
  const goTo = (href: string) => void navigate(href);
  const cards: Record<DashboardCard, () => ReactNode> = {
    'recent-activities': () => (
      <Wide>
        <RecentActivities underwriter={user.roles.includes('Underwriter')} dateFormat={dateFormatOf(settings?.data)} onNavigate={goTo} />
      </Wide>
    ),
    'general-information': () => <GeneralInformationCarousel country={user.country} onNavigate={goTo} />,
    advertisements: () => <AdvertisementCarousel country={user.country} scope={whiteLabel ? 'white_label' : 'main'} onNavigate={goTo} />,
    profile: () => <ProfileCard personName={user.person_name} email={user.email} />,
    cip: () => <PointsCard kind="cip" country={user.country} points={currentPoints ?? user.points} />,
    cpd: () => <PointsCard kind="cpd" country={user.country} points={currentPoints ?? user.points} />,
    knowledge: () => <KnowledgeCard />,
    'support-services': () => <SupportServicesCard />,
    'help-with-claims': () => <HelpWithClaimsCard />,
    'talk-to-team': () => <TalkToTeamCard />,
    feedback: () => <FeedbackCard />,
    'tailored-report': () => <TailoredReportCard onPlayVideo={() => setVideoOpen(true)} />,
    natcat: () => (
      <>
        <SearchCard aria-labelledby="natural-hazard-location">
          <h2 id="natural-hazard-location">Natural hazard location</h2>
          <LocationSearch value={location} onChange={setLocation} country={placeCountryFor(user.country)} />
        </SearchCard>
        <NatCatCard location={location} onViewProfiles={() => goTo('/natcat')} />
      </>
    ),
  };

  return (
    <>
      <DashboardGreeting personName={user.person_name} />
      {demo ? (
        <DemoContentCard />
      ) : (
        <SearchCard aria-labelledby="industry-search-title">
          <h2 id="industry-search-title">Search industries</h2>
          <p>
            {/* A typed code is searched in the classification the settings choose. */}
            {`Search by keyword or ${TAXONOMIES[taxonomy].short} code, or browse by category or name.`}
          </p>
          <IndustrySearch
            trial={user.roles.includes('Trial')}
            country={user.country}
            taxonomy={taxonomy}
            onNavigate={({ href }) => goTo(href)}
            onBrowse={() => goTo('/industries/browse')}
          />
          {/* The card offers browsing by category (the Browse button) or by name; both are closed to trial users. */}
          {user.roles.includes('Trial') ? null : (
            <BrowseByName>
              <Link to="/industries/browse?by=name">Browse industries by name (A–Z)</Link>
            </BrowseByName>
          )}
          {/* Beyond the spec (docs/product/compare.md#choosing-industries): the main menu has no room left at xl. */}
          <BrowseByName>
            <Link to="/compare">Compare industries side by side</Link>
          </BrowseByName>
        </SearchCard>
      )}
      <AfterFirstPaint>
        <Cards data-testid="dashboard-cards" data-view={user.country === 'gb' || user.country === 'others' ? 'uk' : 'anz'}>
          {(demo ? DEMO_CARDS : dashboardCards({ country: user.country, appTheme: user.app_theme, helpOnly })).map((card) => (
            <Fragment key={card}>{cards[card]()}</Fragment>
          ))}
        </Cards>
      </AfterFirstPaint>
      <TailoredReportVideo open={videoOpen} onClose={() => setVideoOpen(false)} />
    </>
  );
}
