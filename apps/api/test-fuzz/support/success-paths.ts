import type { FuzzReport } from './fuzzer.js';

/**
 * Implemented operations no generated request can bring to a 2xx in a test run, whoever calls: each
 * with the reason. Listed here, never skipped silently; empty today (every implemented operation has
 * a fixture or an account that lets it succeed).
 */
export const SUCCESS_EXEMPTIONS: Readonly<Record<string, string>> = {};

/**
 * The implemented operations of a run that no valid request brought to a 2xx (exemptions left
 * out): only hand-written tests would then check their success path.
 */
export function unreachedSuccessPaths(
  reports: readonly FuzzReport[],
  implemented: ReadonlySet<string>,
  exemptions: Readonly<Record<string, string>> = SUCCESS_EXEMPTIONS,
): string[] {
  return reports
    .filter((report) => implemented.has(report.operationId) && report.succeeded === 0 && !(report.operationId in exemptions))
    .map((report) => report.operationId);
}

/** One line per operation: 2xx answers out of the requests sent, and every status seen, for the log. */
export function successTable(reports: readonly FuzzReport[]): string {
  const width = Math.max(...reports.map((report) => report.operationId.length));
  return [...reports]
    .sort((a, b) => a.operationId.localeCompare(b.operationId))
    .map((report) => {
      const statuses = Object.entries(report.statuses)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ');
      return `  ${report.operationId.padEnd(width)} ${String(report.succeeded).padStart(4)} 2xx of ${report.sent}  (${statuses})`;
    })
    .join('\n');
}
