import { useChecklist } from '../primitives/shared/useChecklist';
import { useHazardIndex, useIndustry, useIndustryExposures, useUserProfile } from '@riskatlas/api-client';
import { reportDocumentTheme, type ReportThemeValue } from '@riskatlas/theme';
import { useEffect, useEffectEvent, useImperativeHandle, useMemo, useRef, useState, type ComponentPropsWithRef, type Ref } from 'react';
import type { BusinessLocation } from '../LocationSearch';
import { indicativeRates } from '../rules/industry-content';
import {
  activeClasses,
  type ClassGroup,
  type CountryCode,
  effectiveGrouping,
  filterHazardIndexEntries,
  groupedHazardChart,
  numberedTitle,
  numberReportSections,
  type ReportSection,
  sectionShown,
  type UnderwriterClass,
} from '@riskatlas/domain';
import { coverDate, REPORT_COVER_TITLES, REPORT_PAGE_WIDTH_PX, reportName, startsReportPage } from '../rules/report-document';
import { fill, reportCopy } from './copy';
import { HazardChartCapture, HazardGroupChartCapture } from './HazardChartCapture';
import { ReportErrorBoundary } from './ReportErrorBoundary';
import {
  ChecklistContent,
  CompanyContent,
  CompanyLogo,
  ExposuresContent,
  HazardContent,
  InsurableGrossProfitContent,
  NatCatContent,
  ProfileContent,
  ReportPage,
  UnderInsuranceContent,
} from './ReportSections';
import { useElementWidth } from '../primitives/shared/useElementWidth';
import { BackCover, Cover, Document, Fit, Page, Viewport } from './ReportPreview.styles';
import { usePageBreaks } from './usePageBreaks';

/** What the preview tells its page once its data is in (docs/product/reports.md#charts). */
export interface ReportPreviewStatus {
  /** Every section's data is loaded and the charts are captured: Save/Download may proceed. */
  ready: boolean;
  hazardIndexChartDataUrl: string;
  /** The tailored report's grouped chart; '' when the report has no grouping. */
  hazardIndexGroupChartDataUrl: string;
}

export interface ReportPreviewProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The industry. Required. */
  industryId: number;
  /** The user's country. Required. */
  country: CountryCode;
  /** The sections and their check state (from `defaultReportSections` and the drawer). Required. */
  sections: readonly ReportSection[];
  /** Underwriter report: "Risk Consideration Report" cover, "Underwriter Comment". Default `false`. */
  underwriter?: boolean;
  /** The cover's insured business name. Default 'Insured Business Name'. */
  insuredBusinessName?: string;
  /** The report theme's colours. Default: the default report theme. */
  reportTheme?: ReportThemeValue;
  /** The business location the NatCat section analyses. Default `null`. */
  businessLocation?: BusinessLocation | null;
  /**
   * The tailored report's class groups (the saved `hazard_index` grouping; empty for the default of all
   * classes recommended). When given, the hazard assessment shows the grouped chart. Default: none.
   */
  grouping?: readonly ClassGroup[] | null;
  /** Comments per insurance class id (HTML, sanitised on render). Default none. */
  comments?: Readonly<Record<number, string>>;
  /**
   * The user's `documents_assessments` (docs/product/industry-search-and-pages.md#active-classes): only
   * these classes are active, so only they are charted and printed. Default `null` (not restricted).
   */
  documentsAssessments?: readonly number[] | null;
  /** The user's currency setting (a code such as `GBP`) for the amounts the report shows. Default: none, shown as `$`. */
  currency?: string | null;
  /**
   * The underwriter's saved classes (the `hazard_index_underwriter` section): the selected ones are listed
   * and each class's checklist answers print under its comment. Default none.
   */
  underwriterClasses?: readonly UnderwriterClass[];
  /** Apply the table page-break rule (reportPageBreakRequired). Default `true`. */
  pageBreakRequired?: boolean;
  /** The cover's date. Default: today. */
  date?: Date;
  /** Called whenever readiness or the captured chart changes. */
  onStatusChange?: (status: ReportPreviewStatus) => void;
  /** Receives the `<article>` of the document, which the PDF download serialises. */
  documentRef?: Ref<HTMLElement | null>;
}

const NO_COMMENTS: Readonly<Record<number, string>> = {};
const NO_CLASSES: readonly UnderwriterClass[] = [];

/**
 * The report preview document (docs/product/reports.md#preview-document): cover and disclaimer (the PDF's front matter), the
 * checked content sections numbered in order (the short ones sharing pages, docs/pdf.md#pages), and the back cover. Each section sits in an error
 * boundary. Laid out at the printed page width so the page-break rule measures what will print, and
 * zoomed out to fit a narrower frame (a phone) the way a document viewer does.
 * Rest props go to the scrolling root `<div>`.
 */
export function ReportPreview({
  industryId,
  country,
  sections,
  underwriter = false,
  insuredBusinessName,
  reportTheme,
  businessLocation = null,
  comments = NO_COMMENTS,
  underwriterClasses = NO_CLASSES,
  grouping = null,
  documentsAssessments = null,
  currency = null,
  pageBreakRequired = true,
  date,
  onStatusChange,
  documentRef,
  ...rest
}: ReportPreviewProps) {
  const report = useMemo(() => reportDocumentTheme(reportTheme), [reportTheme]);
  const articleRef = useRef<HTMLElement>(null);
  useImperativeHandle<HTMLElement | null, HTMLElement | null>(documentRef, () => articleRef.current, []);
  usePageBreaks(articleRef, pageBreakRequired);
  const [frameRef, frameWidth] = useElementWidth<HTMLDivElement>();
  // Unmeasured (server render, jsdom) is full size.
  const zoom = frameWidth > 0 ? Math.min(1, frameWidth / REPORT_PAGE_WIDTH_PX) : 1;

  const industry = useIndustry(industryId, {}, { shouldRetryOnError: false });
  const hazard = useHazardIndex(industryId, country, { shouldRetryOnError: false });
  const profile = useUserProfile(undefined, { shouldRetryOnError: false });
  const entries = useMemo(
    () => activeClasses(filterHazardIndexEntries(hazard.data?.data ?? [], country), documentsAssessments),
    [hazard.data, country, documentsAssessments],
  );
  const chartGroups = useMemo(
    () =>
      grouping
        ? groupedHazardChart(
            entries,
            effectiveGrouping(
              grouping,
              false,
              entries.map((entry) => entry.id),
            ),
          )
        : null,
    [grouping, entries],
  );
  // Both chart images belong to one industry: loading another clears them (docs/product/industry-search-and-pages.md#loading-an-industry) before its charts are drawn.
  const [charts, setCharts] = useState({ industryId, hazard: '', group: '' });
  if (charts.industryId !== industryId) setCharts({ industryId, hazard: '', group: '' });
  const { hazard: chartDataUrl, group: groupChartDataUrl } = charts;
  const chartsReady = entries.length === 0 || (chartDataUrl !== '' && (chartGroups === null || groupChartDataUrl !== ''));
  const shown = sections.filter(sectionShown);
  const numbers = numberReportSections(sections);
  const has = (key: ReportSection['key']) => shown.some((section) => section.key === key);
  const exposures = useIndustryExposures(has('report-significant-exposures') ? industryId : null, country, { shouldRetryOnError: false });
  const checklist = useChecklist(industryId, has('report-risk-checklist'));
  const rate = indicativeRates(industry.data?.indicative_rates ?? []).find((item) => item.country === country);

  const ready = !industry.isLoading && !hazard.isLoading && !profile.isLoading && !exposures.isLoading && !checklist.loading && chartsReady;
  const notify = useEffectEvent((status: ReportPreviewStatus) => onStatusChange?.(status));
  useEffect(
    () => notify({ ready, hazardIndexChartDataUrl: chartDataUrl, hazardIndexGroupChartDataUrl: groupChartDataUrl }),
    [ready, chartDataUrl, groupChartDataUrl],
  );

  const name = reportName(insuredBusinessName);
  const kind = underwriter ? 'underwriter' : 'adviser';

  const content = (section: ReportSection) => {
    switch (section.key) {
      case 'user-profile':
        return <ProfileContent />;
      case 'company-profile':
        return <CompanyContent />;
      case 'introduction-iprofilerisk':
        return <p>{fill(reportCopy.introduction, { industry: industry.data?.name ?? '', name })}</p>;
      case 'about':
        return <p>{reportCopy.about}</p>;
      case 'purpose':
        return <p>{fill(reportCopy.purpose, { name })}</p>;
      case 'under-insurance':
        return <UnderInsuranceContent currency={currency} />;
      case 'report-hazard-assessment':
        return (
          <HazardContent
            section={section}
            entries={entries}
            chartDataUrl={chartGroups ? groupChartDataUrl : chartDataUrl}
            chartAlt={chartGroups ? reportCopy.hazardGroupChart : reportCopy.hazardChart}
            comments={comments}
            underwriter={underwriter}
            underwriterClasses={underwriter ? underwriterClasses : NO_CLASSES}
          />
        );
      case 'insurable-gross-profit':
        return rate ? <InsurableGrossProfitContent country={country} rate={rate.rate} /> : null;
      case 'report-significant-exposures':
        return <ExposuresContent industryId={industryId} country={country} />;
      case 'report-natural-catastrophe':
        return businessLocation ? <NatCatContent section={section} location={businessLocation} /> : null;
      case 'report-risk-checklist':
        return <ChecklistContent section={section} industryId={industryId} />;
      default:
        return null;
    }
  };

  return (
    <Viewport aria-label={reportCopy.previewLabel} role="region" {...rest}>
      <HazardChartCapture
        key={`hazard-${String(industryId)}`}
        entries={entries}
        onCapture={(hazard) => setCharts((current) => ({ ...current, hazard }))}
      />
      {chartGroups ? (
        <HazardGroupChartCapture
          key={`group-${String(industryId)}`}
          groups={chartGroups}
          onCapture={(group) => setCharts((current) => ({ ...current, group }))}
        />
      ) : null}
      <div ref={frameRef}>
        <Fit style={zoom < 1 ? { zoom } : undefined}>
          <Document ref={articleRef} $report={report} data-report-document>
            <div data-report-front>
              <Cover $report={report} aria-label={REPORT_COVER_TITLES[kind]}>
                <CompanyLogo />
                <h1>{REPORT_COVER_TITLES[kind]}</h1>
                <p data-report-name>
                  {reportCopy.preparedFor} {name}
                </p>
                {industry.data ? (
                  <p>
                    {reportCopy.industry}: {industry.data.name}
                  </p>
                ) : null}
                <p>
                  {reportCopy.date}: {coverDate(date ?? new Date())}
                </p>
              </Cover>
              <Page data-report-page aria-label={reportCopy.disclaimerTitle}>
                <h1>{reportCopy.disclaimerTitle}</h1>
                <p>{reportCopy.disclaimer}</p>
              </Page>
            </div>
            <div data-report-body>
              {shown
                .filter((section) => section.key !== 'cover')
                .map((section, index) => (
                  <ReportErrorBoundary key={section.key}>
                    <ReportPage
                      title={numberedTitle(section, numbers)}
                      report={report}
                      sectionKey={section.key}
                      continuesPage={!startsReportPage(section.key, index === 0)}
                    >
                      {content(section)}
                    </ReportPage>
                  </ReportErrorBoundary>
                ))}
              <BackCover $report={report} aria-label={reportCopy.backCover}>
                <p>{reportCopy.backCover}</p>
              </BackCover>
            </div>
          </Document>
        </Fit>
      </div>
    </Viewport>
  );
}
