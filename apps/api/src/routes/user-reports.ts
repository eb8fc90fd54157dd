import type { components } from '@riskatlas/contract';
import type { Handlers } from '../contract/handlers.js';
import type { ServerContext } from '../context.js';
import { findSavedReport, listSavedReports, type SavedReport } from '../db/repositories/user-reports.js';
import { notFound } from '../errors.js';
import { callerId } from '../request-context.js';
import type { CatalogueSnapshot } from '../catalogue/snapshot.js';

type UserReport = components['schemas']['UserReport'];

/** The contract's bound on the list (the dashboard shows at most 10 of one kind, spec §9). */
export const USER_REPORTS_LIMIT = 100;

const KINDS = {
  'Tailored Report': { report_id: 1, report_type: 'tailored' },
  'Underwriter Report': { report_id: 2, report_type: 'underwriter' },
} as const;

function describe(report: SavedReport, catalogue: CatalogueSnapshot): UserReport {
  return {
    id: report.id,
    name: report.name,
    industry_id: report.industry_id,
    // A report outlives an industry a later import removed; its name then reads as unknown.
    industry_name: catalogue.industry(report.industry_id)?.name ?? 'Unknown industry',
    ...KINDS[report.kind],
    last_updated_on: new Date(report.updated_at).toISOString(),
    customizations: report.customizations as UserReport['customizations'],
  };
}

export function userReportHandlers({ db, catalogue }: ServerContext): Handlers {
  return {
    async listUserReports(request) {
      const reports = await listSavedReports(db, callerId(request), USER_REPORTS_LIMIT);
      const current = catalogue.current();
      return { data: reports.map((report) => describe(report, current)) };
    },

    async getUserReport(request) {
      const report = await findSavedReport(db, callerId(request), request.params.reportId);
      if (!report) throw notFound('No saved report has this id.');
      return describe(report, catalogue.current());
    },
  };
}
