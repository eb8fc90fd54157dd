import type { Schema as ContractSchema } from '@riskatlas/contract';
import type { Handlers } from '../../src/contract/handlers.js';
import { notFound } from '../../src/errors.js';

type Customization = ContractSchema<'ReportCustomization'>;

/**
 * Report customisations kept in memory, with or without the ownership check every real handler must
 * make (reads, writes and the list). The self-check serves them to show the matrix flags the missing
 * check and passes the kept one.
 */
export function customizationHandlers(options: { checkOwner: boolean }): Handlers {
  const saved = new Map<number, { owner: number; customization: Customization }>();
  const find = (id: number, caller: number | undefined) => {
    const entry = saved.get(id);
    if (!entry || (options.checkOwner && entry.owner !== caller)) throw notFound('No such report customisation.');
    return entry;
  };
  return {
    async createReportCustomization(request, reply) {
      const customization: Customization = {
        id: saved.size + 1,
        name: request.body.name,
        industry_id: request.body.industryId,
        report_type: request.body.report_type,
        customizations: request.body.customizations,
        last_updated_on: new Date().toISOString(),
      };
      saved.set(customization.id, { owner: request.userId ?? 0, customization });
      reply.code(201);
      return customization;
    },
    async getReportCustomization(request) {
      return find(request.params.templateId, request.userId).customization;
    },
    async putReportCustomization(request) {
      const entry = find(request.params.templateId, request.userId);
      entry.customization = { ...entry.customization, name: request.body.name, customizations: request.body.customizations };
      return entry.customization;
    },
    async listUserReports(request) {
      const visible = [...saved.values()].filter((entry) => !options.checkOwner || entry.owner === request.userId);
      return {
        data: visible.map(({ customization }) => ({
          ...customization,
          industry_name: 'Bakeries',
          report_id: customization.report_type === 'tailored' ? 1 : 2,
        })),
      };
    },
    async deleteReportCustomization(request, reply) {
      find(request.params.templateId, request.userId);
      saved.delete(request.params.templateId);
      reply.code(204);
      return undefined;
    },
  };
}

/** Answers that break the contract: a user without its required email, a health check with an undeclared status. */
export const contractBreakingHandlers: Handlers = {
  async getUser() {
    // The cast is the point: a handler whose answer drifted from the contract.
    return { user_name: 'broken' } as never;
  },
  async getHealth(_request, reply) {
    reply.code(202);
    return { status: 'ok' };
  },
};

/** A place lookup that finds nothing, whatever it is asked: no valid request reaches its success path. */
export const unreachableSuccessHandlers: Handlers = {
  async getPlace() {
    throw notFound('No such place.');
  },
};
