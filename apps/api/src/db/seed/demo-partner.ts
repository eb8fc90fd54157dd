import type { Database } from '../client.js';

/**
 * The demo adviser's link-generated token, fixed and published (README "Embed on your site") like the
 * demo passwords: the embed snippet then works as pasted into any loopback page, with the demo
 * partner key (migration 060). Only this demo account gets a known token.
 */
export const DEMO_PARTNER_USER = 'adviser.au';
export const DEMO_PARTNER_LINK_TOKEN = 'Umlza0F0bGFzRGVtb1BhcnRuZXJMaW5r';

/** Gives the demo adviser the published link token (idempotent). */
export async function seedDemoPartnerSession(db: Database): Promise<void> {
  await db.query('UPDATE users SET sso_token = $1 WHERE user_name = $2 AND sso_token IS DISTINCT FROM $1', [DEMO_PARTNER_LINK_TOKEN, DEMO_PARTNER_USER]);
}
