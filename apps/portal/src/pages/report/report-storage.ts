/**
 * The report screens' stored flags (docs/product/shell-and-dashboard.md#tailored-report-intro-video, docs/product/reports.md#report-routes-and-roles): the intro video's
 * viewed flag lasts across visits; the working customisation (the template being edited) lasts for the
 * tab and is cleared when the report is opened afresh from `/industries/{id}/report`.
 */
const VIDEO_VIEWED_KEY = 'riskatlas.tailoredReportVideoViewed';
export const WORKING_CUSTOMIZATION_KEY = 'riskatlas.reportCustomization';

function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    // Storage blocked: the flag then lasts only for this page.
    return fallback;
  }
}

export function introVideoViewed(): boolean {
  return safely(() => window.localStorage.getItem(VIDEO_VIEWED_KEY) === 'true', false);
}

export function markIntroVideoViewed(): void {
  safely(() => window.localStorage.setItem(VIDEO_VIEWED_KEY, 'true'), undefined);
}

export function clearWorkingCustomization(): void {
  safely(() => window.sessionStorage.removeItem(WORKING_CUSTOMIZATION_KEY), undefined);
}
