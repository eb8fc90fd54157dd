import { inject } from 'vitest';

export const DEMO_PASSWORD = 'RiskAtlas-Demo-2026';
export const ACCEPT = 'application/json;v=2.0';

export function apiUrl(path: string): string {
  return `${inject('apiBaseUrl')}${path}`;
}

export function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(apiUrl(path), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: ACCEPT, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

export function login(username: string, password = DEMO_PASSWORD) {
  return postForm('/token', { username, password, grant_type: 'password', client_id: '1' });
}

/** Logs in and returns headers that authorise as that user. */
export async function authHeaders(username: string): Promise<Record<string, string>> {
  const response = await login(username);
  if (response.status !== 200) throw new Error(`login as ${username} answered ${response.status}`);
  const { access_token } = (await response.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}`, accept: ACCEPT };
}

export async function getJson<T = unknown>(path: string, headers: Record<string, string>) {
  const response = await fetch(apiUrl(path), { headers });
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
}

export function sendJson(method: string, path: string, body: unknown, headers: Record<string, string>) {
  return fetch(apiUrl(path), {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/**
 * Reads an error answer: every 4xx and 5xx body is the contract's Error schema `{code, message,
 * request_id}`. It checks `request_id` names the request as its `X-Request-Id` header does, then leaves
 * it out, so callers compare the code and message a user sees.
 */
export async function readError(response: Response) {
  const { request_id: requestId, ...body } = (await response.json()) as { code: string; message: string; request_id?: string };
  if (!requestId || requestId !== response.headers.get('x-request-id')) {
    throw new Error(
      `Error body without the request's id: request_id ${String(requestId)}, X-Request-Id ${String(response.headers.get('x-request-id'))}`,
    );
  }
  return { status: response.status, body };
}
