import type { components } from '@riskatlas/contract';
import type { Handlers } from '../contract/handlers.js';
import type { ServerContext } from '../context.js';
import {
  createSavedReport,
  deleteSavedReport,
  findSavedReport,
  listSavedReports,
  saveSavedReport,
  type SavedReport,
} from '../db/repositories/user-reports.js';
import { badRequest, notFound } from '../errors.js';
import { cleanSections } from '../reports/customization-sections.js';
import { callerId } from '../request-context.js';
import { plainText } from '../users/plain-text.js';
import type { CatalogueSnapshot } from '../catalogue/snapshot.js';

type UserReport = components['schemas']['UserReport'];
type ReportCustomization = components['schemas']['ReportCustomization'];

/** The name a report is saved under: the insured business's name, plain text. */
const REPORT_NAME = 'The insured business name';

/** The contract's bound on the list (the dashboard shows at most 10 of one kind, docs/product/shell-and-dashboard.md#recent-activities). */
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

const KIND_BY_TYPE = { tailored: 'Tailored Report', underwriter: 'Underwriter Report' } as const;

const NO_TEMPLATE = 'No report customisation has this template id.';

function asCustomization(report: SavedReport): ReportCustomization {
  return {
    id: report.id,
    name: report.name,
    industry_id: report.industry_id,
    report_type: KINDS[report.kind].report_type,
    customizations: report.customizations as ReportCustomization['customizations'],
    last_updated_on: new Date(report.updated_at).toISOString(),
  };
}

export function userReportHandlers({ db, catalogue, contentSchemas }: ServerContext): Handlers {
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

    async createReportCustomization(request, reply) {
      const { industryId, report_type } = request.body;
      const name = plainText(REPORT_NAME, request.body.name);
      const customizations = cleanSections(request.body.customizations, contentSchemas);
      if (!catalogue.current().industry(industryId)) throw notFound('No industry has this id.');
      const report = await createSavedReport(db, callerId(request), { industryId, kind: KIND_BY_TYPE[report_type], name, customizations });
      reply.code(201);
      return asCustomization(report);
    },

    async getReportCustomization(request) {
      const report = await findSavedReport(db, callerId(request), request.params.templateId);
      if (!report) throw notFound(NO_TEMPLATE);
      return asCustomization(report);
    },

    async putReportCustomization(request) {
      const { templateId } = request.params;
      const { id, industryId } = request.body;
      if (id !== templateId) throw badRequest("The body's id must equal the path's template id.");
      const name = plainText(REPORT_NAME, request.body.name);
      const customizations = cleanSections(request.body.customizations, contentSchemas);
      const userId = callerId(request);
      const saved = await findSavedReport(db, userId, templateId);
      if (!saved) throw notFound(NO_TEMPLATE);
      if (saved.industry_id !== industryId) throw badRequest('This customisation belongs to another industry.');
      const report = await saveSavedReport(db, userId, templateId, { name, customizations });
      if (!report) throw notFound(NO_TEMPLATE);
      return asCustomization(report);
    },

    async deleteReportCustomization(request, reply) {
      if (!(await deleteSavedReport(db, callerId(request), request.params.templateId))) throw notFound(NO_TEMPLATE);
      reply.code(204);
      return undefined;
    },
  };
}
