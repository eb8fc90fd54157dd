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
  const { rows } = await db.query<SavedReport>(`SELECT ${COLUMNS} FROM report_customizations WHERE id = $1 AND user_id = $2`, [
    reportId,
    userId,
  ]);
  return rows[0] ?? null;
}

export interface NewSavedReport {
  industryId: number;
  kind: ReportCustomizationRow['kind'];
  name: string;
  customizations: unknown[];
}

/** Starts a customisation for its owner; it stays pristine until its first save. */
export async function createSavedReport(db: Queryable, userId: number, report: NewSavedReport): Promise<SavedReport> {
  const { rows } = await db.query<SavedReport>(
    `INSERT INTO report_customizations (user_id, industry_id, kind, name, customizations)
     VALUES ($1, $2, $3, $4, $5::jsonb)
     RETURNING ${COLUMNS}`,
    [userId, report.industryId, report.kind, report.name, JSON.stringify(report.customizations)],
  );
  return rows[0]!;
}

/**
 * Saves the name and the given sections of the owner's customisation, keeping its other sections, in
 * one statement so two saves of different sections (a comment and the grouping) never undo each other.
 * Null when the caller does not own it.
 */
export async function saveSavedReport(
  db: Queryable,
  userId: number,
  reportId: number,
  change: { name: string; customizations: { section: string }[] },
): Promise<SavedReport | null> {
  const { rows } = await db.query<SavedReport>(
    `UPDATE report_customizations
        SET name = $3,
            is_pristine = false,
            updated_at = now(),
            customizations = COALESCE(
              (SELECT jsonb_agg(kept) FROM jsonb_array_elements(customizations) AS kept
                WHERE NOT (kept->>'section' = ANY($4::text[]))),
              '[]'::jsonb) || $5::jsonb
      WHERE id = $1 AND user_id = $2
      RETURNING ${COLUMNS}`,
    [reportId, userId, change.name, change.customizations.map((entry) => entry.section), JSON.stringify(change.customizations)],
  );
  return rows[0] ?? null;
}

/** Clears (removes) the owner's customisation; false when the caller does not own it. */
export async function deleteSavedReport(db: Queryable, userId: number, reportId: number): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>('DELETE FROM report_customizations WHERE id = $1 AND user_id = $2 RETURNING id', [
    reportId,
    userId,
  ]);
  return rows.length > 0;
}
