import type { Queryable } from '../client.js';
import type { ReportCustomizationRow } from '../rows.js';

export type SavedReport = Pick<ReportCustomizationRow, 'id' | 'industry_id' | 'kind' | 'name' | 'customizations' | 'updated_at'>;

const COLUMNS = 'id, industry_id, kind, name, customizations, updated_at';

/** The owner's saved reports (tailored and underwriter), newest first. */
export async function listSavedReports(db: Queryable, userId: number, limit: number): Promise<SavedReport[]> {
  const { rows } = await db.query<SavedReport>(
    `SELECT ${COLUMNS} FROM report_customizations
      WHERE user_id = $1
      ORDER BY updated_at DESC, id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows;
}

/** One saved report, only through its owner: another user's id reads as missing. */
export async function findSavedReport(db: Queryable, userId: number, reportId: number): Promise<SavedReport | null> {
  const { rows } = await db.query<SavedReport>(
    `SELECT ${COLUMNS} FROM report_customizations WHERE id = $1 AND user_id = $2`,
    [reportId, userId],
  );
  return rows[0] ?? null;
}
