import type { Queryable } from '../client.js';

export async function recordTermsAnswer(db: Queryable, userId: number, accepted: boolean): Promise<void> {
  await db.query('UPDATE users SET accepted_toc = $2 WHERE id = $1', [userId, accepted]);
}
