import { newLinkToken } from '../auth/tokens.js';
import type { Database } from '../db/client.js';
import {
  clearDemoSeedMark,
  deleteDemoUsers,
  deletePartnerKeys,
  demoSeedDone,
  existingUserNames,
  findUserIdByName,
  insertPartnerKeys,
  markDemoSeedDone,
} from '../db/repositories/demo.js';
import { findLinkTokenOwner, replaceLinkToken } from '../db/repositories/link-tokens.js';
import { DEMO_ACCOUNTS, DEMO_EMAIL_DOMAIN, seedDemoAccounts, type DemoAccount } from './demo-accounts.js';
import { DEMO_PARTNER_KEYS, DEMO_PARTNER_LINK_TOKEN, DEMO_PARTNER_USER } from './demo-partner.js';

const DEMO_MARK = 'demo';

export interface DemoModeOptions {
  /** config.ts `demo` (RISK_ATLAS_DEMO). */
  demo: boolean;
  /** How long the link tokens of new accounts work (RISK_ATLAS_LINK_TOKEN_DAYS). */
  linkTokenLifetimeDays: number;
}

export interface DemoModeReport {
  /** Demo accounts created by this start (only the first start in demo mode creates any). */
  created: number;
  /** The demo logins that exist now, to print. */
  logins: DemoAccount[];
  /** What turning demo mode off removed: accounts, partner keys, and whether the published token was rotated. */
  retired: { accounts: string[]; partnerKeys: number; publishedTokenRotated: boolean } | null;
}

/**
 * Demo mode on: the personas, the published link token and the demo partner keys are created the first
 * time only, so an operator who deletes a persona or rotates the token is not undone by a restart.
 * Demo mode off: every credential the README publishes is removed (personas, partner keys) or rotated
 * (the link token), since anyone may know them.
 */
export async function applyDemoMode(db: Database, options: DemoModeOptions): Promise<DemoModeReport> {
  if (!options.demo) return { created: 0, logins: [], retired: await retireDemo(db, options.linkTokenLifetimeDays) };
  let created = 0;
  if (!(await demoSeedDone(db, DEMO_MARK))) {
    created = await seedDemoAccounts(db, options.linkTokenLifetimeDays);
    await db.transaction(async (tx) => {
      const adviser = await findUserIdByName(tx, DEMO_PARTNER_USER);
      if (adviser !== null) await replaceLinkToken(tx, adviser, DEMO_PARTNER_LINK_TOKEN, options.linkTokenLifetimeDays);
      await insertPartnerKeys(tx, DEMO_PARTNER_KEYS);
      await markDemoSeedDone(tx, DEMO_MARK);
    });
  }
  const existing = new Set(
    await existingUserNames(
      db,
      DEMO_ACCOUNTS.map((account) => account.userName),
    ),
  );
  return { created, logins: DEMO_ACCOUNTS.filter((account) => existing.has(account.userName)), retired: null };
}

async function retireDemo(db: Database, linkTokenLifetimeDays: number): Promise<NonNullable<DemoModeReport['retired']>> {
  return db.transaction(async (tx) => {
    // Rotated before the personas go, so an account that is not a persona (a real user given the
    // published token by hand) loses the token but keeps the account.
    const published = (await findLinkTokenOwner(tx, DEMO_PARTNER_LINK_TOKEN))?.id ?? null;
    if (published !== null) await replaceLinkToken(tx, published, newLinkToken(), linkTokenLifetimeDays);
    const partnerKeys = await deletePartnerKeys(
      tx,
      DEMO_PARTNER_KEYS.map((key) => key.key),
    );
    const accounts = await deleteDemoUsers(
      tx,
      DEMO_ACCOUNTS.map((account) => account.userName),
      DEMO_EMAIL_DOMAIN,
    );
    await clearDemoSeedMark(tx, DEMO_MARK);
    return { accounts, partnerKeys, publishedTokenRotated: published !== null };
  });
}
