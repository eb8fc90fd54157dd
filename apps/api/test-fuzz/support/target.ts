import { inject } from 'vitest';
import type { Operation } from './contract.js';
import { loadContractOperations } from './contract.js';
import type { FuzzTarget } from './fuzzer.js';
import { DEMO_PASSWORD } from './personas.js';
import { ACCEPT, type FuzzRequest } from './requests.js';
import { SchemaValidators } from './schemas.js';

/** Signs in through the real token endpoint, as a user of the portal would. */
export async function signIn(baseUrl: string, userName: string): Promise<string> {
  const response = await fetch(`${baseUrl}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: ACCEPT },
    body: new URLSearchParams({ username: userName, password: DEMO_PASSWORD, grant_type: 'password', client_id: '1' }),
  });
  if (response.status !== 200) throw new Error(`Signing in as ${userName} answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A user name no account has: fuzzing `postToken` with it can lock nobody out. */
export const THROWAWAY_USER = 'fuzz.throwaway';

/**
 * What the contract cannot say: requests that would harm the run itself are redirected. `postToken`
 * signs in as a user that does not exist (so no demo account is locked), `revokeToken` ends its own
 * disposable sessions (see credentials).
 */
export function adjustRequest(operation: Operation, request: FuzzRequest): FuzzRequest {
  if (operation.operationId === 'postToken' && request.body?.kind === 'form' && 'username' in request.body.fields) {
    const username = request.body.fields.username;
    if (username.length >= 1 && username.length <= 256) return { ...request, body: { ...request.body, fields: { ...request.body.fields, username: THROWAWAY_USER } } };
  }
  return request;
}

export function contractTarget(baseUrl: string, token: string, disposableTokens: string[] = []): FuzzTarget {
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
      return operation.secured ? { authorization: `Bearer ${token}` } : {};
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

/** The suite's shared server, as provided by the global setup. */
export async function sharedTarget(persona: string): Promise<FuzzTarget> {
  const baseUrl = inject('fuzzBaseUrl');
  const token = await signIn(baseUrl, persona);
  return { ...contractTarget(baseUrl, token, [...inject('disposableTokens')]), known: { id: await industryIds(baseUrl, token) } };
}
