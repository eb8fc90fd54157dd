import { useLayoutEffect, type RefObject } from 'react';
import { REPORT_PAGE_WIDTH_PX, tablePageBreaks } from '../rules/report-document';

const TABLE = '[data-report-table]';
const PAGE = '[data-report-page]';

/** The report's parts split where a printed page starts: each run is a page-starting part and those that follow it on its page. */
function pageRuns(parts: readonly HTMLElement[]): HTMLElement[][] {
  const runs: HTMLElement[][] = [];
  for (const part of parts) {
    const run = runs.at(-1);
    if (run && part.hasAttribute('data-continues-page')) run.push(part);
    else runs.push([part]);
  }
  return runs;
}

/**
 * Applies the page-break rule to the rendered document: within each run of parts that starts a printed
 * page (docs/pdf.md#pages) the tables' positions are measured without breaks, and those the rule pushes
 * to the next page are marked `data-page-break` (a CSS `break-before: page`). Runs after every render,
 * so new data or unchecked sections are measured again.
 */
export function usePageBreaks(rootRef: RefObject<HTMLElement | null>, enabled: boolean): void {
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    // Every break goes first: one in an earlier part of a run would move the tables after it.
    for (const table of root.querySelectorAll<HTMLElement>(TABLE)) table.removeAttribute('data-page-break');
    if (!enabled) return;
    // On a phone the preview is zoomed out (ReportPreview's Fit): positions are measured at print size.
    const drawn = root.getBoundingClientRect().width;
    const scale = drawn > 0 ? drawn / REPORT_PAGE_WIDTH_PX : 1;
    for (const run of pageRuns([...root.querySelectorAll<HTMLElement>(PAGE)])) {
      const tables = run.flatMap((part) => [...part.querySelectorAll<HTMLElement>(TABLE)]);
      if (tables.length === 0) continue;
      const top = run[0]!.getBoundingClientRect().top;
      const breaks = tablePageBreaks(tables.map((table) => (table.getBoundingClientRect().top - top) / scale));
      tables.forEach((table, index) => {
        if (breaks[index]) table.setAttribute('data-page-break', 'true');
      });
    }
  });
}
