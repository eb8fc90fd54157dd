import type { Queryable } from '../db/client.js';

export interface ReportThemeRow {
  id: number;
  label: string;
  value: { colorTitle: string; colorBg1: string; colorBg2: string; colorBar: string };
  company_ids: number[];
}

export const DEFAULT_REPORT_THEME_ID = 1;

/** The shared report themes plus the partner themes of the user's own companies. */
export async function themesFor(db: Queryable, userId: number): Promise<ReportThemeRow[]> {
  const { rows } = await db.query<ReportThemeRow>(
    `SELECT t.id, t.label, t.value, t.company_ids FROM report_themes t
      WHERE cardinality(t.company_ids) = 0
         OR t.company_ids && (SELECT coalesce(array_agg(company_id), '{}') FROM user_companies WHERE user_id = $1)
      ORDER BY t.position`,
    [userId],
  );
  return rows;
}
