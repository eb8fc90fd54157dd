import { callerId } from '../request-context.js';
import { effectiveValue, readSettings } from '../users/settings.js';
import { themesFor } from '../users/themes.js';
import { nextPageLink } from './paging.js';
import type { Dependencies, Handlers } from './types.js';

interface HistoryQuery {
  start?: string;
  end?: string;
  page: number;
  pagesize: number;
}

export function historyHandlers({ db }: Dependencies): Handlers {
  return {
    /** Industries the caller opened (recorded by GET /industries/{id}), newest first, coded in their taxonomy. */
    async listIndustrySearchHistory(request, reply) {
      const userId = callerId(request);
      const query = request.query as HistoryQuery;
      const taxonomy = Number(effectiveValue(await readSettings(db, userId), 'industry_classification') ?? 8);
      const { rows } = await db.query<{ id: number; name: string; code: string | null; last_accessed_on: Date }>(
        `SELECT i.id, i.name, ic.code, h.last_accessed_on
           FROM search_history h
           JOIN industries i ON i.id = h.industry_id
           LEFT JOIN industry_codes ic ON ic.industry_id = i.id AND ic.taxonomy_id = $2
          WHERE h.user_id = $1
            AND ($3::timestamptz IS NULL OR h.last_accessed_on >= $3)
            AND ($4::timestamptz IS NULL OR h.last_accessed_on < $4)
          ORDER BY h.last_accessed_on DESC, i.id
          LIMIT $5 OFFSET $6`,
        [userId, taxonomy, query.start ?? null, query.end ?? null, query.pagesize + 1, (query.page - 1) * query.pagesize],
      );
      if (rows.length > query.pagesize) reply.header('link', nextPageLink(request, query.page + 1));
      return {
        data: rows.slice(0, query.pagesize).map((row) => ({ ...row, last_accessed_on: new Date(row.last_accessed_on).toISOString() })),
      };
    },

    async listThemes(request) {
      const themes = await themesFor(db, callerId(request));
      return { data: themes.map(({ id, label, value }) => ({ id, label, value })) };
    },
  };
}
