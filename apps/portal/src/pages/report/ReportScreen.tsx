import type { ClassGroup, ReportSection, ReportSectionKey, UnderwriterClass } from '@riskatlas/domain';
import {
  Button,
  LocationSearch,
  REPORT_COVER_TITLES,
  REPORT_FILE_NAMES,
  ReportCustomizationDrawer,
  ReportPreview,
  reportDownloadCopy,
  reportName,
  useReportDownload,
  type ReportPreviewStatus,
} from '@riskatlas/widgets';
import { useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { placeCountryFor, useBusinessLocation } from '../../session/business-location';
import { useFullscreen } from '../natcat/useFullscreen';
import type { useReportSetup } from './useReportSetup';

const Layout = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md}px;
  background: ${({ theme }) => theme.color.surface.page};
  &:fullscreen {
    overflow-y: auto;
  }
  @media (max-width: 768px) {
    flex-direction: column;
    /* Full width on a phone: the preview takes its width from here and fits its pages to it. */
    align-items: stretch;
  }
`;

const LocationField = styled.div`
  margin-top: ${({ theme }) => theme.space.sm}px;
`;

/** Where a profile section is edited: the account page, opened beside the report (see editSection below). */
const ACCOUNT_PAGES: Partial<Record<ReportSectionKey, string>> = {
  'user-profile': '/account/user-profile',
  'company-profile': '/account/company-information',
};

const PreviewColumn = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;

export interface ReportScreenProps {
  industryId: number;
  setup: ReturnType<typeof useReportSetup>;
  sections: ReportSection[];
  onSectionsChange: (sections: ReportSection[]) => void;
  insuredBusinessName: string;
  onInsuredBusinessNameChange: (name: string) => void;
  comments?: Readonly<Record<number, string>>;
  /** The underwriter's saved selections and checklist answers. */
  underwriterClasses?: readonly UnderwriterClass[];
  /** The tailored report's class groups: the preview draws the grouped hazard chart. */
  grouping?: readonly ClassGroup[] | null;
  /**
   * The flow's own edits (its builder step); the screen itself edits the business location and the
   * profile sections. Default: none.
   */
  onEditSection?: (key: ReportSectionKey) => void;
  /** The sections `onEditSection` edits. Default: none. */
  editableSections?: readonly ReportSectionKey[];
  /** Step buttons of the tailored and underwriter flows. */
  actions?: ReactNode;
}

/**
 * The report step every flow shares: the customisation drawer beside the preview, with Download
 * (disabled until the preview's charts are captured; the PDF is the rendered preview itself).
 */
export function ReportScreen({
  industryId,
  setup,
  sections,
  onSectionsChange,
  insuredBusinessName,
  onInsuredBusinessNameChange,
  comments,
  underwriterClasses,
  grouping,
  onEditSection,
  editableSections = [],
  actions,
}: ReportScreenProps) {
  const layoutRef = useRef<HTMLDivElement>(null);
  const locationRef = useRef<HTMLDivElement>(null);
  const [location, setLocation] = useBusinessLocation();
  const documentRef = useRef<HTMLElement | null>(null);
  const { fullscreen, toggle } = useFullscreen(layoutRef);
  const [status, setStatus] = useState<ReportPreviewStatus>({
    ready: false,
    hazardIndexChartDataUrl: '',
    hazardIndexGroupChartDataUrl: '',
  });
  const kind = setup.underwriter ? 'underwriter' : 'adviser';
  const name = reportName(insuredBusinessName);
  const { download, downloading } = useReportDownload({
    documentRef,
    fileName: REPORT_FILE_NAMES[kind],
    title: `${REPORT_COVER_TITLES[kind]} — ${name}`,
  });

  const offersNatcat = sections.some((section) => section.key === 'report-natural-catastrophe');
  const ownEdits: ReportSectionKey[] = [
    ...(offersNatcat ? (['report-natural-catastrophe'] as const) : []),
    ...sections.map((section) => section.key).filter((key) => key in ACCOUNT_PAGES),
  ];
  const editSection = (key: ReportSectionKey) => {
    const accountPage = ACCOUNT_PAGES[key];
    if (key === 'report-natural-catastrophe') {
      // The location field (or "Change Location" once one is set) is the section's only setting.
      locationRef.current?.querySelector<HTMLElement>('input, button')?.focus();
    } else if (accountPage) {
      // The profile is edited on its account page; a new tab keeps this report (its checks, theme and
      // name) as it is, and the preview reads the profile again when the broker comes back to it.
      window.open(accountPage, '_blank', 'noopener');
    } else {
      onEditSection?.(key);
    }
  };

  return (
    <Layout ref={layoutRef}>
      <ReportCustomizationDrawer
        sections={sections}
        onSectionsChange={onSectionsChange}
        themeId={setup.themeId}
        onThemeChange={(theme) => setup.setThemeId(theme.id)}
        appTheme={setup.context?.appTheme ?? 'default'}
        insuredBusinessName={insuredBusinessName}
        onInsuredBusinessNameChange={onInsuredBusinessNameChange}
        onEditSection={editSection}
        editableSections={[...ownEdits, ...editableSections]}
        fullscreen={fullscreen}
        onToggleFullscreen={toggle}
        actions={
          <>
            {actions}
            <Button disabled={!status.ready} aria-busy={downloading} onClick={() => void download()}>
              {downloading ? reportDownloadCopy.downloading : reportDownloadCopy.download}
            </Button>
            {offersNatcat ? (
              // The NatCat section needs a business location (docs/product/natcat.md#natcat-in-reports): it is
              // chosen here in every app theme, not only on the NatCat theme's screens.
              <LocationField ref={locationRef}>
                <LocationSearch value={location} onChange={setLocation} country={placeCountryFor(setup.user!.country)} />
              </LocationField>
            ) : null}
          </>
        }
      />
      <PreviewColumn>
        <ReportPreview
          industryId={industryId}
          country={setup.user!.country}
          underwriter={setup.underwriter}
          sections={sections}
          insuredBusinessName={insuredBusinessName}
          reportTheme={setup.reportTheme}
          businessLocation={setup.location}
          comments={comments}
          underwriterClasses={underwriterClasses}
          grouping={grouping}
          documentsAssessments={setup.user!.documents_assessments}
          currency={setup.currency}
          onStatusChange={setStatus}
          documentRef={documentRef}
        />
      </PreviewColumn>
    </Layout>
  );
}
