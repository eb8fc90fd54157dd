import type { Queryable } from '../client.js';

/**
 * Sends `payload` on `channel` (PostgreSQL NOTIFY). Inside a transaction it is delivered only if the
 * transaction commits, which is what lets an invalidation travel with the change it announces.
 */
export async function notify(tx: Queryable, channel: string, payload: string): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [channel, payload]);
}

/** The prefix of the clock message: `sent:` and the sender's time in epoch milliseconds. */
export const SENT_PREFIX = 'sent:';

/**
 * Sends the invalidations' send time after them, in the same transaction: PostgreSQL delivers one
 * transaction's notifications together and in order, so a listener that reads this has applied the
 * messages before it, and the difference is the invalidation lag (telemetry). A message of its own
 * rather than a suffix on each: replicas of earlier versions ignore a kind they do not know, but would
 * ignore a known kind with a suffix, and miss the invalidation.
 */
export async function notifySent(tx: Queryable, channel: string, at = Date.now()): Promise<void> {
  await notify(tx, channel, `${SENT_PREFIX}${at}`);
}
