import { useLayoutEffect, type RefObject } from 'react';
import { REPORT_PAGE_WIDTH_PX, tablePageBreaks } from '../rules/report-document';

const TABLE = '[data-report-table]';
const PAGE = '[data-report-page]';

/**
 * Applies the page-break rule to the rendered document: within each page section (each starts a
 * printed page) the tables' positions are measured without breaks, and those the rule pushes to the
 * next page are marked `data-page-break` (a CSS `break-before: page`). Runs after every render, so new
 * data or unchecked sections are measured again.
 */
export function usePageBreaks(rootRef: RefObject<HTMLElement | null>, enabled: boolean): void {
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    // On a phone the preview is zoomed out (ReportPreview's Fit): positions are measured at print size.
    const drawn = root.getBoundingClientRect().width;
    const scale = drawn > 0 ? drawn / REPORT_PAGE_WIDTH_PX : 1;
    for (const page of root.querySelectorAll<HTMLElement>(PAGE)) {
      const tables = [...page.querySelectorAll<HTMLElement>(TABLE)];
      for (const table of tables) table.removeAttribute('data-page-break');
      if (!enabled || tables.length === 0) continue;
      const top = page.getBoundingClientRect().top;
      const breaks = tablePageBreaks(tables.map((table) => (table.getBoundingClientRect().top - top) / scale));
      tables.forEach((table, index) => {
        if (breaks[index]) table.setAttribute('data-page-break', 'true');
      });
    }
  });
}
