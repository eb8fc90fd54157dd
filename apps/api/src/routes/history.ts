import type { Handlers } from '../contract/handlers.js';
import type { ServerContext } from '../context.js';
import { listViews } from '../db/repositories/search-history.js';
import { industryTaxonomy } from '@riskatlas/domain';
import { describeSettings, settingsContext } from '../users/settings.js';
import { nextPageLink } from './paging.js';

export function historyHandlers({ db, catalogue, history }: ServerContext): Handlers {
  return {
    /** Industries the caller opened (recorded by GET /industries/{id}), newest first, coded in their taxonomy. */
    async listIndustrySearchHistory(request, reply) {
      const snapshot = await request.caller();
      const { query } = request;
      const current = catalogue.current();
      const settings = describeSettings(settingsContext(snapshot, current), snapshot.settings);
      const taxonomy = industryTaxonomy(settings);
      // The caller's own latest views may still be waiting to be written.
      await history.flush();
      const rows = await listViews(db, {
        userId: snapshot.user.id,
        start: query.start ?? null,
        end: query.end ?? null,
        limit: query.pagesize + 1,
        offset: (query.page - 1) * query.pagesize,
      });
      if (rows.length > query.pagesize) reply.header('link', nextPageLink(request, query.page + 1));
      return {
        data: rows.slice(0, query.pagesize).flatMap((row) => {
          // An industry a later import removed drops out of the history.
          const industry = current.industry(row.industry_id);
          if (!industry) return [];
          return [
            {
              id: industry.id,
              name: industry.name,
              code: industry.codes.get(taxonomy) ?? null,
              last_accessed_on: new Date(row.last_accessed_on).toISOString(),
            },
          ];
        }),
      };
    },

    async listThemes(request) {
      const { memberships } = await request.caller();
      const themes = catalogue.current().themesForCompanies(memberships.map((membership) => membership.id));
      return { data: themes.map(({ id, label, value }) => ({ id, label, value })) };
    },
  };
}
