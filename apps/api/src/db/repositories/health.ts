import type { Queryable } from '../client.js';

/** One round trip: proves the database answers. */
export async function ping(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}
