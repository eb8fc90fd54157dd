import { createHash, randomBytes } from 'node:crypto';

export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

/**
 * A link-generated token rides in URLs (the start-up wrapper's redirect, partner embeds), where it is
 * logged and bookmarked: it stops working after this many days unless configured otherwise.
 */
export const DEFAULT_LINK_TOKEN_LIFETIME_DAYS = 30;

/** Tokens are stored and cached by this digest only, so neither a database leak nor a heap dump leaks sessions. */
export function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** An opaque random bearer token. */
export function newBearerToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A link-generated token must be base64 that decodes and re-encodes identically (docs/product/accounts-and-access.md). */
export function isCanonicalBase64(token: string): boolean {
  if (token.length === 0 || token.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(token)) return false;
  return Buffer.from(token, 'base64').toString('base64') === token;
}

export function newLinkToken(): string {
  return randomBytes(24).toString('base64');
}
