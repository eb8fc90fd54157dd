import type { Queryable } from '../client.js';
import type { IndustryViewCountRow } from '../rows.js';

/** A user's industry loads on a UTC day (`YYYY-MM-DD`), 0 when none. */
export async function findIndustryViews(db: Queryable, userId: number, day: string): Promise<number> {
  const { rows } = await db.query<Pick<IndustryViewCountRow, 'views'>>(
    'SELECT views FROM industry_view_counts WHERE user_id = $1 AND day = $2',
    [userId, day],
  );
  return rows[0]?.views ?? 0;
}

/** Adds loads to the day's counts of several users in one statement; answers each user's new total. */
export async function addIndustryViews(db: Queryable, day: string, added: ReadonlyMap<number, number>): Promise<Map<number, number>> {
  if (added.size === 0) return new Map();
  const { rows } = await db.query<Pick<IndustryViewCountRow, 'user_id' | 'views'>>(
    `INSERT INTO industry_view_counts (user_id, day, views)
     SELECT user_id, $1::date, views FROM jsonb_to_recordset($2::jsonb) AS v(user_id int, views int)
     ON CONFLICT (user_id, day) DO UPDATE SET views = industry_view_counts.views + EXCLUDED.views
     RETURNING user_id, views`,
    [day, JSON.stringify([...added].map(([user_id, views]) => ({ user_id, views })))],
  );
  return new Map(rows.map((row) => [row.user_id, row.views]));
}
