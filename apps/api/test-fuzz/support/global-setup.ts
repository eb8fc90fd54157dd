import type { TestProject } from 'vitest/node';
import { accessSessions, type AccessSessions } from './access-personas.js';
import { createFuzzAccounts, FUZZ_ACCOUNT, type FuzzAccounts } from './fuzz-accounts.js';
import { runsPerOperation } from './fuzzer.js';
import { EXPIRED_SESSION_PERSONA } from './personas.js';
import { mintToken, startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    fuzzBaseUrl: string;
    /** A session that expired a minute ago, its row still in the database. */
    expiredToken: string;
    /** Live sessions of the fuzz account for `revokeToken` to end, one per request. */
    disposableTokens: string[];
    /** The own-account operations' sessions and the reset code (fuzz-accounts.ts). */
    fuzzAccounts: FuzzAccounts;
    /** Sessions of the access table's personas (access-personas.ts). */
    accessSessions: AccessSessions;
  }
}

/** One production-configured server for the hardening suites (responses unchecked by the server itself). */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('fuzzBaseUrl', server.baseUrl);
  project.provide('expiredToken', await mintToken(server.db, EXPIRED_SESSION_PERSONA, -60));
  project.provide('fuzzAccounts', await createFuzzAccounts(server.db));
  const disposable: string[] = [];
  // Shrinking a failure re-sends requests, so keep a margin beyond the runs themselves.
  for (let index = 0; index < runsPerOperation() * 2; index += 1) disposable.push(await mintToken(server.db, FUZZ_ACCOUNT.userName, 3600));
  project.provide('disposableTokens', disposable);
  project.provide('accessSessions', await accessSessions(server.db));
  return () => server.close();
}
