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

/** Shared by every persona of the seed (apps/api/src/db/seed/demo-accounts.ts). */
export const DEMO_PASSWORD = 'RiskAtlas-Demo-2026';
