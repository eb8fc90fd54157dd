import { describe, expect, it } from 'vitest';
import { createApiClient, isValidBase64Token, requestToken } from './index';

function recordingFetch(handler: (request: Request) => Response) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request.clone());
    return handler(request);
  };
  return { fetch, requests };
}

describe('requestToken', () => {
  it('posts the form-encoded password grant with client_id 1', async () => {
    const { fetch, requests } = recordingFetch(() => Response.json({ access_token: 'opaque', token_type: 'bearer', expires_in: 3600 }));
    const client = createApiClient({ baseUrl: 'https://api.test/api', fetch });

    const result = await requestToken(client, { username: 'adviser.au', password: 'p&ss=word +1' });

    const request = requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://api.test/api/token');
    expect(request.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    const body = new URLSearchParams(await request.text());
    expect(Object.fromEntries(body)).toEqual({
      username: 'adviser.au',
      password: 'p&ss=word +1',
      grant_type: 'password',
      client_id: '1',
    });
    expect(result.data).toEqual({ access_token: 'opaque', token_type: 'bearer', expires_in: 3600 });
  });

  it('sends the API key and version but no stale Authorization', async () => {
    const { fetch, requests } = recordingFetch(() => Response.json({ access_token: 'opaque', token_type: 'bearer', expires_in: 3600 }));
    const client = createApiClient({ baseUrl: 'https://api.test/api', fetch, auth: () => ({ scheme: 'Bearer', token: 'expired' }) });

    await requestToken(client, { username: 'u', password: 'p' });

    expect(requests[0]!.headers.has('Authorization')).toBe(false);
    expect(requests[0]!.headers.get('x-api-key')).toBe('ra_public_default');
    expect(requests[0]!.headers.get('Accept')).toBe('application/json;v=2.0');
  });

  it('returns the error body for wrong credentials without throwing', async () => {
    const { fetch } = recordingFetch(() =>
      Response.json({ code: 'invalid_grant', message: 'The username or password is incorrect.' }, { status: 400 }),
    );
    const client = createApiClient({ baseUrl: 'https://api.test/api', fetch });

    const result = await requestToken(client, { username: 'u', password: 'wrong' });

    expect(result.response.status).toBe(400);
    expect(result.error).toEqual({ code: 'invalid_grant', message: 'The username or password is incorrect.' });
  });
});

describe('isValidBase64Token', () => {
  it.each(['dXNlcjo0Mg==', 'YWJj', 'YQ==', 'AAAA', btoa('linkgen:15468:2026-01-01')])('accepts %j', (token) => {
    expect(isValidBase64Token(token)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['missing padding', 'YQ'],
    ['non-canonical trailing bits', 'YR=='],
    ['URL-safe alphabet', 'a-_b'],
    ['whitespace', 'YW Jj'],
    ['a newline', 'YWJj\n'],
    ['not base64 at all', 'not a token!'],
  ])('rejects %s', (_label, token) => {
    expect(isValidBase64Token(token)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isValidBase64Token(null)).toBe(false);
    expect(isValidBase64Token(undefined)).toBe(false);
  });
});
