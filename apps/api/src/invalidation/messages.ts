import { CATALOGUE_CHANGED } from '../db/repositories/catalogue.js';
import { SENT_PREFIX } from '../db/repositories/notifications.js';

/**
 * What a replica may hold in memory and must drop when it changes elsewhere. Sent with `pg_notify` on
 * the database's channel inside the writing transaction, so every replica hears it when (and only if)
 * the change commits.
 */
export type Invalidation =
  /** One session ended (logout). */
  | { kind: 'token'; tokenHash: string }
  /** Every session of a user ended (password changed or reset, account removed). */
  | { kind: 'sessions'; userId: number }
  /** A user's link-generated token was rotated or revoked: the old one must stop working everywhere. */
  | { kind: 'link'; userId: number }
  /** Something shown about a user changed: profile, settings, companies, terms. */
  | { kind: 'user'; userId: number }
  /** A catalogue import committed. */
  | { kind: 'catalogue' };

export function encodeInvalidation(message: Invalidation): string {
  switch (message.kind) {
    case 'token':
      return `token:${message.tokenHash}`;
    case 'sessions':
      return `sessions:${message.userId}`;
    case 'link':
      return `link:${message.userId}`;
    case 'user':
      return `user:${message.userId}`;
    case 'catalogue':
      return CATALOGUE_CHANGED;
    default:
      return message satisfies never;
  }
}

/** The message a payload encodes, or null for payloads this version does not know (ignored). */
export function decodeInvalidation(payload: string): Invalidation | null {
  if (payload === CATALOGUE_CHANGED) return { kind: 'catalogue' };
  const separator = payload.indexOf(':');
  const kind = payload.slice(0, separator);
  const value = payload.slice(separator + 1);
  if (kind === 'token' && /^[0-9a-f]{64}$/.test(value)) return { kind: 'token', tokenHash: value };
  if ((kind === 'sessions' || kind === 'link' || kind === 'user') && /^[1-9][0-9]{0,9}$/.test(value))
    return { kind, userId: Number(value) };
  return null;
}

/** The send time a clock message carries (db/repositories/notifications.ts `notifySent`), or null for any other payload. */
export function decodeSentAt(payload: string): number | null {
  if (!payload.startsWith(SENT_PREFIX)) return null;
  const at = payload.slice(SENT_PREFIX.length);
  return /^[0-9]{1,16}$/.test(at) ? Number(at) : null;
}
