import type { DemoPartnerKey } from '../db/repositories/demo.js';

/**
 * The demo adviser's link-generated token, fixed and published (README "Embed on your site") like the
 * demo passwords: the embed snippet then works as pasted into any loopback page, with the demo
 * partner key. Only this demo account gets a known token, and only in demo mode (demo-mode.ts).
 */
export const DEMO_PARTNER_USER = 'adviser.au';
export const DEMO_PARTNER_LINK_TOKEN = 'Umlza0F0bGFzRGVtb1BhcnRuZXJMaW5r';

/** The partner keys of the README snippet, examples/partner-site and the embed tests. */
export const DEMO_PARTNER_KEYS: readonly DemoPartnerKey[] = [
  // Any loopback page (http or https, any port) may use it: for the snippet and local development.
  { key: 'ra_pk_demo_loopback', partnerName: 'Demo partner (loopback)', allowedOrigins: [], allowLoopback: true },
  // What a production key looks like: one exact origin, nothing else (the e2e uses it to see a refusal).
  {
    key: 'ra_pk_demo_partner_example',
    partnerName: 'Demo partner (partner.example)',
    allowedOrigins: ['https://partner.example'],
    allowLoopback: false,
  },
];
