import type { Queryable } from '../client.js';
import type { SearchHistoryRow } from '../rows.js';

/**
 * Records many views at once (one statement per batch). A view older than the stored one never moves
 * an entry back in time, so batches from different replicas can land in any order.
 */
export async function recordViews(db: Queryable, views: SearchHistoryRow[]): Promise<void> {
  if (views.length === 0) return;
  await db.query(
    `INSERT INTO search_history (user_id, industry_id, last_accessed_on)
     SELECT user_id, industry_id, last_accessed_on FROM jsonb_to_recordset($1::jsonb)
         AS v(user_id int, industry_id int, last_accessed_on timestamptz)
     ON CONFLICT (user_id, industry_id)
     DO UPDATE SET last_accessed_on = greatest(search_history.last_accessed_on, EXCLUDED.last_accessed_on)`,
    [JSON.stringify(views.map((view) => ({ ...view, last_accessed_on: view.last_accessed_on.toISOString() })))],
  );
}

export interface HistoryPage {
  userId: number;
  /** Inclusive lower bound (ISO date-time). */
  start: string | null;
  /** Exclusive upper bound (ISO date-time). */
  end: string | null;
  limit: number;
  offset: number;
}

/** The user's entries, newest first. */
export async function listViews(db: Queryable, page: HistoryPage): Promise<Pick<SearchHistoryRow, 'industry_id' | 'last_accessed_on'>[]> {
  const { rows } = await db.query<Pick<SearchHistoryRow, 'industry_id' | 'last_accessed_on'>>(
    `SELECT industry_id, last_accessed_on FROM search_history
      WHERE user_id = $1
        AND ($2::timestamptz IS NULL OR last_accessed_on >= $2)
        AND ($3::timestamptz IS NULL OR last_accessed_on < $3)
      ORDER BY last_accessed_on DESC, industry_id
      LIMIT $4 OFFSET $5`,
    [page.userId, page.start, page.end, page.limit, page.offset],
  );
  return rows;
}
