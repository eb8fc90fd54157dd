import type { Queryable } from '../client.js';
import type { UserSettingRow } from '../rows.js';

export async function storedSettings(db: Queryable, userId: number): Promise<Map<string, string | null>> {
  const { rows } = await db.query<Pick<UserSettingRow, 'key' | 'value'>>('SELECT key, value FROM user_settings WHERE user_id = $1', [
    userId,
  ]);
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function upsertSetting(db: Queryable, setting: UserSettingRow): Promise<void> {
  await db.query(
    `INSERT INTO user_settings (user_id, key, value) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, key) DO UPDATE SET value = EXCLUDED.value`,
    [setting.user_id, setting.key, setting.value],
  );
}

export async function deleteSetting(db: Queryable, userId: number, key: string): Promise<void> {
  await db.query('DELETE FROM user_settings WHERE user_id = $1 AND key = $2', [userId, key]);
}
