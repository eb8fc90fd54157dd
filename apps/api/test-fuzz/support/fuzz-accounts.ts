import { newResetCode, RESET_CODE_LIFETIME_SECONDS } from '../../src/auth/password-reset.js';
import { hashPassword } from '../../src/auth/passwords.js';
import { digest, newLinkToken } from '../../src/auth/tokens.js';
import type { Database } from '../../src/db/client.js';
import { replaceResetCode } from '../../src/db/repositories/password-resets.js';
import { addMembership, insertCompany, insertUser } from '../../src/db/repositories/users.js';
import type { StoredAddress } from '../../src/db/rows.js';
import { mintToken } from './server.js';

/**
 * The account the contract fuzzer signs in as: an AU adviser who has accepted the terms and may use
 * every insurance class, so no country, role or terms rule stands between a valid request and its
 * success path (AU sees every country section). Its own, so its writes touch no persona another
 * suite relies on.
 */
export const FUZZ_ACCOUNT = { userName: 'fuzz.au', password: 'Fuzz-Adviser-2026', personName: 'Fuzz.Adviser' } as const;

/**
 * Operations that act as an account of their own, each with why: run as the fuzz account, they would
 * use up or change what the other operations' success paths need, in an order the concurrent run
 * does not fix. Each account is an AU adviser like the fuzz account, with its own primary company.
 */
export const OWN_ACCOUNT_OPERATIONS: Readonly<Record<string, string>> = {
  createCompany:
    'a user has at most two companies, and the fuzz account already holds both (the primary and the one the logo and update operations use)',
  deleteCompany: 'it would delete the company the logo and update operations use',
  deleteReportCustomization: 'it would delete the templates that the get, put and saved-report reads use',
  postTermsOfUse: 'declining the terms would shut the fuzz account out of most of the API once the terms are enforced',
  confirmPasswordReset: "a new password ends every session of its account, the fuzz account's included",
};

export const ownAccountName = (operationId: string) => `fuzz.${operationId}`;

/** What the global setup hands the fuzz suite: sessions and codes only the database can mint. */
export interface FuzzAccounts {
  /** A live session of each own-account operation's account, by operation id. */
  ownSessions: Record<string, string>;
  /** A live password reset code of confirmPasswordReset's account (minted: no test reads the email). */
  resetCode: string;
}

const ADDRESS: StoredAddress = {
  suite: 'Level 3',
  street: '1 Fuzz Lane',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  country: { code: 'au', name: 'Australia' },
};

/** An AU adviser with a primary company, through the repository layer as the demo seed makes its accounts. */
async function createAdviser(db: Database, userName: string, passwordHash: string): Promise<number> {
  return db.transaction(async (tx) => {
    const userId = await insertUser(tx, {
      user_name: userName,
      password_hash: passwordHash,
      person_name: FUZZ_ACCOUNT.personName,
      email: `${userName}@example.com`.toLowerCase(),
      roles: ['Adviser'],
      country: 'au',
      app_theme: 'default',
      accepted_toc: true,
      documents_assessments: null,
      sso_token: newLinkToken(),
      job_title: 'Account Executive',
      phone: '+61 2 9000 0000',
      address: ADDRESS,
    });
    const companyId = await insertCompany(tx, {
      name: `${userName} Brokers Pty Ltd`,
      description: '<p>A company of the contract fuzzer.</p>',
      address: ADDRESS,
    });
    await addMembership(tx, { user_id: userId, company_id: companyId, is_primary: true });
    return userId;
  });
}

/** The fuzz account and one account per own-account operation, with their sessions and reset code. */
export async function createFuzzAccounts(db: Database): Promise<FuzzAccounts> {
  // One hash for all: only the fuzz account signs in with its password, and scrypt is slow by design.
  const passwordHash = await hashPassword(FUZZ_ACCOUNT.password);
  await createAdviser(db, FUZZ_ACCOUNT.userName, passwordHash);
  const ownSessions: Record<string, string> = {};
  const ownUserIds: Record<string, number> = {};
  for (const operationId of Object.keys(OWN_ACCOUNT_OPERATIONS)) {
    ownUserIds[operationId] = await createAdviser(db, ownAccountName(operationId), passwordHash);
    ownSessions[operationId] = await mintToken(db, ownAccountName(operationId), 3600);
  }
  const resetCode = newResetCode();
  await replaceResetCode(db, {
    userId: ownUserIds.confirmPasswordReset!,
    codeHash: digest(resetCode),
    lifetimeSeconds: RESET_CODE_LIFETIME_SECONDS,
  });
  return { ownSessions, resetCode };
}
