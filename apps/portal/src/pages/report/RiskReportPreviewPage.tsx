import { applyPreviewSelection, parsePreviewSections } from '@riskatlas/domain';
import { ReportPreview, serializeReport } from '@riskatlas/widgets';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useReportLoadState } from './ReportLoadState';
import { useReportSetup } from './useReportSetup';

/** The host object a React Native webview injects. */
interface WebViewHost {
  postMessage(message: string): void;
}

declare global {
  interface Window {
    ReactNativeWebView?: WebViewHost;
  }
}

/** What the mobile app receives once the report is rendered. */
export interface RiskReportMessage {
  type: 'risk-report';
  content: string;
  cover: string | null;
  params: { industryId: number; insuredBusinessName: string | null; sections: string | null };
}

/**
 * `/industries/{id}/risk-report/preview?insuredBusinessName=&sections=` (docs/product/reports.md#risk-report-preview): the report
 * with the sections the query names (a JSON object keyed by section, or a comma list). Inside the mobile
 * app's webview, once every part is loaded, it posts the rendered content, cover and params to the host
 * app — once.
 */
export function RiskReportPreviewPage() {
  const { id } = useParams();
  const industryId = id && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  const [searchParams] = useSearchParams();
  const insuredBusinessName = searchParams.get('insuredBusinessName');
  const sectionsParam = searchParams.get('sections');
  const setup = useReportSetup(industryId);
  const sections = useMemo(
    () => (setup.sections ? applyPreviewSelection(setup.sections, parsePreviewSections(sectionsParam)) : null),
    [setup.sections, sectionsParam],
  );
  const documentRef = useRef<HTMLElement | null>(null);
  const [ready, setReady] = useState(false);
  const posted = useRef(false);
  const loadState = useReportLoadState(industryId, setup);

  useEffect(() => {
    const host = window.ReactNativeWebView;
    const element = documentRef.current;
    if (!ready || posted.current || !host || !element || industryId === null) return;
    posted.current = true;
    void serializeReport(element, insuredBusinessName ?? '').then(({ html, frontMatterHtml }) => {
      const message: RiskReportMessage = {
        type: 'risk-report',
        content: html,
        cover: frontMatterHtml,
        params: { industryId, insuredBusinessName, sections: sectionsParam },
      };
      host.postMessage(JSON.stringify(message));
    });
  }, [ready, industryId, insuredBusinessName, sectionsParam]);

  if (loadState || industryId === null || !setup.user || !sections) return loadState;
  return (
    <ReportPreview
      industryId={industryId}
      country={setup.user.country}
      underwriter={setup.underwriter}
      documentsAssessments={setup.user.documents_assessments}
      currency={setup.currency}
      sections={sections}
      insuredBusinessName={insuredBusinessName ?? undefined}
      reportTheme={setup.reportTheme}
      businessLocation={setup.location}
      onStatusChange={(status) => setReady(status.ready)}
      documentRef={documentRef}
      data-ready={ready}
    />
  );
}
