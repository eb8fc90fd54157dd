import { setTimeout as sleep } from 'node:timers/promises';
import type { Queryable } from '../db/client.js';
import { takeRequestSlot } from '../db/repositories/request-limits.js';
import { tooManyRequests } from '../errors.js';
import { canonicalUserName } from './user-names.js';

/**
 * Password reset requests mail a real person: a few per account and a few dozen per address per hour
 * stop anyone using the form to flood an inbox or to walk a list of user names. Counted in the
 * database, so a restart or another replica does not reset them.
 */
export const RESET_WINDOW_SECONDS = 60 * 60;
export const RESET_REQUESTS_PER_ACCOUNT = 5;
export const DEFAULT_RESET_REQUESTS_PER_ADDRESS = 30;
export const RESET_LIMIT_MESSAGE = 'Too many password reset requests. Please try again later.';

async function take(db: Queryable, bucket: string, caller: string, limit: number): Promise<void> {
  const retryAfter = await takeRequestSlot(db, bucket, caller, RESET_WINDOW_SECONDS, limit);
  if (retryAfter > 0) throw tooManyRequests('too_many_requests', RESET_LIMIT_MESSAGE, retryAfter);
}

/**
 * The address's limit first (it says nothing about any account), then the account name's, known or
 * not, in the canonical form the recipient is looked up by: every spelling of one account shares it.
 */
export async function takeResetSlot(db: Queryable, address: string, userName: string, perAddress: number): Promise<void> {
  await take(db, 'reset-address', address, perAddress);
  await take(db, 'reset-account', canonicalUserName(userName), RESET_REQUESTS_PER_ACCOUNT);
}

/**
 * Known and unknown user names answer after the same time: the known path writes a code and an email,
 * the unknown one does not, and the difference must not tell an attacker which names exist beyond what
 * the message of docs/product/accounts-and-access.md already says. Every answer waits until at least this long after the request began.
 */
export const RESET_ANSWER_FLOOR_MS = 250;

export async function withTimeFloor<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}
