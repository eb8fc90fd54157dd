/** Who the fuzzer signs in as: its writes (settings, profile) stay away from the matrix's personas. */
export const FUZZ_PERSONA = 'user.gb';

/**
 * Whose session the expired token is. Nobody signs in as them during the run: a sign-in deletes the
 * user's expired sessions, which would turn the expired token into a merely unknown one.
 */
export const EXPIRED_SESSION_PERSONA = 'underwriter.au';

/** The authorization matrix: an owner, and everyone who must never see the owner's data. */
export const MATRIX = {
  owner: 'adviser.au',
  /** An adviser of another company in another country. */
  otherUser: 'adviser.nz',
  trialUser: 'trial.au',
} as const;

/** Shared by every persona of the seed (apps/api/src/bootstrap/demo-accounts.ts). */
export const DEMO_PASSWORD = 'RiskAtlas-Demo-2026';

/**
 * A GB adviser of its own for the access table: the contract fuzzer signs in as user.gb and changes
 * its terms answer, settings and companies at random while the table runs, so the table's gb column
 * cannot be user.gb. Created by the global setup with the same attributes (country gb, Adviser).
 */
export const ACCESS_GB_PERSONA = 'matrix.gb';

/**
 * The columns of the access table (access-table.ts) and who plays each signed-in one (the seed's demo
 * accounts, apps/api/src/bootstrap/demo-accounts.ts). The global setup mints their sessions, so nobody
 * signs in as underwriter.au (see EXPIRED_SESSION_PERSONA).
 */
export const ACCESS_PERSONAS = {
  owner: 'adviser.au',
  /** An adviser of another company (same country as the owner, so only ownership tells them apart). */
  otherCompany: 'natcat.au',
  trial: 'trial.au',
  termsNotAccepted: 'newuser.au',
  gb: ACCESS_GB_PERSONA,
  others: 'user.others',
  underwriter: 'underwriter.au',
  restricted: 'restricted.au',
  demo: 'demo.au',
} as const;

/** A partner's publishable key (migration 060) registered only for https://partner.example. */
export const WRONG_ORIGIN_PARTNER = { key: 'ra_pk_demo_partner_example', origin: 'https://evil.example' } as const;
