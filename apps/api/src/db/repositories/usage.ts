import type { Queryable } from '../client.js';
import type { AppUsageRow, UsageStatRow } from '../rows.js';

export async function insertAppUsage(db: Queryable, event: Pick<AppUsageRow, 'user_id' | 'project_id' | 'type_name'>): Promise<void> {
  await db.query('INSERT INTO app_usage (user_id, project_id, type_name) VALUES ($1, $2, $3)', [
    event.user_id,
    event.project_id,
    event.type_name,
  ]);
}

export async function insertPageStat(db: Queryable, stat: Pick<UsageStatRow, 'user_id' | 'page' | 'industry_id'>): Promise<void> {
  await db.query('INSERT INTO usage_stats (user_id, page, industry_id) VALUES ($1, $2, $3)', [stat.user_id, stat.page, stat.industry_id]);
}
