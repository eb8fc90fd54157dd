import type { Queryable } from '../client.js';

/**
 * Sends `payload` on `channel` (PostgreSQL NOTIFY). Inside a transaction it is delivered only if the
 * transaction commits, which is what lets an invalidation travel with the change it announces.
 */
export async function notify(tx: Queryable, channel: string, payload: string): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [channel, payload]);
}
