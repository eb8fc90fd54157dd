import { inject } from 'vitest';
import type { Operation } from './contract.js';
import { loadContractOperations } from './contract.js';
import { discoverFixtures, fixtureLookup } from './fixtures.js';
import type { FuzzTarget } from './fuzzer.js';
import { FUZZ_ACCOUNT, type FuzzAccounts } from './fuzz-accounts.js';
import { DEMO_PASSWORD } from './personas.js';
import { ACCEPT, NO_FIXTURES, type FuzzRequest } from './requests.js';
import { SchemaValidators } from './schemas.js';

/** Signs in through the real token endpoint, as a user of the portal would. */
export async function signIn(baseUrl: string, userName: string, password: string = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${baseUrl}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: ACCEPT },
    body: new URLSearchParams({ username: userName, password, grant_type: 'password', client_id: '1' }),
  });
  if (response.status !== 200) throw new Error(`Signing in as ${userName} answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A user name no account has: fuzzing `postToken` with it can lock nobody out. */
export const THROWAWAY_USER = 'fuzz.throwaway';

/**
 * What the contract cannot say: requests that would harm the run itself are redirected. `postToken`
 * signs in as a user that does not exist (so no demo account is locked), unless the request carries
 * the fuzz account's own credentials (its success path: a right password locks nobody out);
 * `revokeToken` ends its own disposable sessions and the own-account operations act as their own
 * accounts (see credentials).
 */
export function adjustRequest(operation: Operation, request: FuzzRequest): FuzzRequest {
  if (operation.operationId === 'postToken' && request.body?.kind === 'form' && 'username' in request.body.fields) {
    const { username, password } = request.body.fields;
    if (username === FUZZ_ACCOUNT.userName && password === FUZZ_ACCOUNT.password) return request;
    if (username.length >= 1 && username.length <= 256)
      return { ...request, body: { ...request.body, fields: { ...request.body.fields, username: THROWAWAY_USER } } };
  }
  return request;
}

/**
 * A target signing requests with `token`, except `revokeToken` (one disposable session per request)
 * and the operations given a session of their own account (`ownSessions`, by operation id).
 */
export function contractTarget(
  baseUrl: string,
  token: string,
  disposableTokens: string[] = [],
  ownSessions: Readonly<Record<string, string>> = {},
): FuzzTarget {
  const contract = loadContractOperations();
  return {
    baseUrl,
    contract,
    validators: new SchemaValidators(contract.document),
    credentials(operation): Record<string, string> {
      if (operation.operationId === 'revokeToken') {
        const disposable = disposableTokens.shift();
        if (!disposable) throw new Error('Out of disposable sessions for revokeToken');
        return { authorization: `Bearer ${disposable}` };
      }
      return operation.secured ? { authorization: `Bearer ${ownSessions[operation.operationId] ?? token}` } : {};
    },
    adjust: adjustRequest,
  };
}

/** Real industry ids from the catalogue the server serves, so industry reads are fuzzed past "not found". */
async function industryIds(baseUrl: string, token: string): Promise<number[]> {
  const response = await fetch(`${baseUrl}/industries?q=a&pagesize=20`, { headers: { authorization: `Bearer ${token}`, accept: ACCEPT } });
  const body = (await response.json()) as { data?: { id: number }[] };
  return (body.data ?? []).map((industry) => industry.id);
}

/** The suite's shared server, as provided by the global setup, signed in as a demo persona. */
export async function sharedTarget(persona: string): Promise<FuzzTarget> {
  const baseUrl = inject('fuzzBaseUrl');
  const token = await signIn(baseUrl, persona);
  const fixtures = { ...NO_FIXTURES, parameters: { id: await industryIds(baseUrl, token) } };
  return { ...contractTarget(baseUrl, token, [...inject('disposableTokens')]), fixtures: () => fixtures };
}

/**
 * A server signed in as the fuzz account (fuzz-accounts.ts), with every fixture discovered from it:
 * what the contract fuzzer sends its requests to.
 */
export async function fuzzTarget(baseUrl: string, accounts: FuzzAccounts, disposableTokens: string[] = []): Promise<FuzzTarget> {
  const token = await signIn(baseUrl, FUZZ_ACCOUNT.userName, FUZZ_ACCOUNT.password);
  const found = await discoverFixtures({ baseUrl, token, accounts });
  return { ...contractTarget(baseUrl, token, disposableTokens, accounts.ownSessions), fixtures: fixtureLookup(found) };
}
