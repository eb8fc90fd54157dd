import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createApiClient, DEFAULT_API_KEY, type ApiRequestError, type Schema } from './index';

/** A fetch that records each request and answers with the handler's real Response. */
function recordingFetch(handler: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request.clone());
    return handler(request);
  };
  return { fetch, requests };
}

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

/** A Response as `fetch` returns it after following redirects: its `url` is the final URL. */
function atUrl(response: Response, url: string): Response {
  Object.defineProperty(response, 'url', { value: url });
  return response;
}

const sampleTaxonomies: Schema<'TaxonomyList'> = {
  data: [{ id: 8, abbr: 'ANZSIC', revision: '2006', name: 'ANZSIC 2006' }],
};

describe('createApiClient headers', () => {
  it('sends a Bearer token from the auth provider', async () => {
    const { fetch, requests } = recordingFetch(() => json(sampleTaxonomies));
    const client = createApiClient({ baseUrl: 'https://api.test/api', fetch, auth: () => ({ scheme: 'Bearer', token: 'abc123' }) });

    await client.GET('/taxonomies');

    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer abc123');
  });

  it('sends the LinkGen scheme for link-generated tokens', async () => {
    const { fetch, requests } = recordingFetch(() => json(sampleTaxonomies));
    const client = createApiClient({ baseUrl: 'https://api.test/api', fetch, auth: () => ({ scheme: 'LinkGen', token: 'dXNlcjo0Mg==' }) });

    await client.GET('/taxonomies');

    expect(requests[0]!.headers.get('Authorization')).toBe('LinkGen dXNlcjo0Mg==');
  });

  it('asks the auth provider on every request so a new login takes effect', async () => {
    const { fetch, requests } = recordingFetch(() => json(sampleTaxonomies));
    let token: string | null = null;
    const client = createApiClient({
      baseUrl: 'https://api.test/api',
      fetch,
      auth: () => (token ? { scheme: 'Bearer', token } : null),
    });

    await client.GET('/taxonomies');
    token = 'fresh-token';
    await client.GET('/taxonomies');

    expect(requests[0]!.headers.has('Authorization')).toBe(false);
    expect(requests[1]!.headers.get('Authorization')).toBe('Bearer fresh-token');
  });

  it('sends no Authorization to public operations even when signed in', async () => {
    const { fetch, requests } = recordingFetch(() => json({ data: [] }));
    const client = createApiClient({ baseUrl: 'https://api.test/api', fetch, auth: () => ({ scheme: 'Bearer', token: 'stale' }) });

    await client.GET('/advertisements');

    expect(requests[0]!.headers.has('Authorization')).toBe(false);
  });

  it('sends the default x-api-key when no key is given', async () => {
    const { fetch, requests } = recordingFetch(() => json(sampleTaxonomies));
    const client = createApiClient({ baseUrl: 'https://api.test/api', fetch });

    await client.GET('/taxonomies');

    expect(requests[0]!.headers.get('x-api-key')).toBe(DEFAULT_API_KEY);
    expect(DEFAULT_API_KEY).toBe('ra_public_default');
  });

  it('sends the given x-api-key when it is well formed', async () => {
    const { fetch, requests } = recordingFetch(() => json(sampleTaxonomies));
    const client = createApiClient({ baseUrl: 'https://api.test/api', fetch, apiKey: 'ra_partner_acme_2024' });

    await client.GET('/taxonomies');

    expect(requests[0]!.headers.get('x-api-key')).toBe('ra_partner_acme_2024');
  });

  it.each(['', 'partner_key_123', 'ra_short', 'ra_UPPER_CASE_KEY', `ra_${'a'.repeat(65)}`, 'ra_with-dash-key'])(
    'falls back to the default x-api-key for the malformed key %j',
    async (apiKey) => {
      const { fetch, requests } = recordingFetch(() => json(sampleTaxonomies));
      const client = createApiClient({ baseUrl: 'https://api.test/api', fetch, apiKey });

      await client.GET('/taxonomies');

      expect(requests[0]!.headers.get('x-api-key')).toBe(DEFAULT_API_KEY);
    },
  );

  it('asks for API version 2.0 with the Accept header', async () => {
    const { fetch, requests } = recordingFetch(() => json(sampleTaxonomies));
    const client = createApiClient({ baseUrl: 'https://api.test/api', fetch });

    await client.GET('/taxonomies');

    expect(requests[0]!.headers.get('Accept')).toBe('application/json;v=2.0');
  });

  it('keeps an Accept header the caller set explicitly', async () => {
    const { fetch, requests } = recordingFetch(() => new Response(new Blob(['png']), { headers: { 'Content-Type': 'image/png' } }));
    const client = createApiClient({ baseUrl: 'https://api.test/api', fetch });

    await client.GET('/user/avatar', { parseAs: 'blob', headers: { Accept: 'image/png' } });

    expect(requests[0]!.headers.get('Accept')).toBe('image/png');
  });

  it('builds URLs from the base URL, path parameters and query', async () => {
    const { fetch, requests } = recordingFetch(() => json({ data: [] }));
    const client = createApiClient({ baseUrl: 'https://api.test/api/', fetch });

    await client.GET('/industries/{id}/hazard_index/{country}', { params: { path: { id: 15468, country: 'au' } } });
    await client.GET('/documents/insights/{country}.{industry}', { params: { path: { country: 'nz', industry: 21383 } } });
    await client.GET('/industries', { params: { query: { q: 'bak', pagesize: 100 } } });

    expect(requests.map((request) => request.url)).toEqual([
      'https://api.test/api/industries/15468/hazard_index/au',
      'https://api.test/api/documents/insights/nz.21383',
      'https://api.test/api/industries?q=bak&pagesize=100',
    ]);
  });

  it('returns typed data and never throws for HTTP errors', async () => {
    const { fetch } = recordingFetch(() => json({ code: 'not_found', message: 'Industry not found.' }, { status: 404 }));
    const client = createApiClient({ baseUrl: 'https://api.test/api', fetch });

    const result = await client.GET('/industries/{id}', { params: { path: { id: 1 } } });

    expect(result.data).toBeUndefined();
    expect(result.error).toEqual({ code: 'not_found', message: 'Industry not found.' });
    expect(result.response.status).toBe(404);
    expectTypeOf(result.data).toEqualTypeOf<Schema<'IndustryInfo'> | undefined>();
  });
});

describe('the 401 rule', () => {
  it('retries once at the final URL when a redirected request answers 401', async () => {
    const { fetch, requests } = recordingFetch((request) => {
      if (request.url === 'https://api.test/api/user') {
        // The redirect was followed and the final host refused: fetch reports the final URL.
        return atUrl(json({ code: 'unauthorized', message: 'No token.' }, { status: 401 }), 'https://eu.api.test/api/user');
      }
      return json({ user_id: 7 });
    });
    const onUnauthorized = vi.fn();
    const client = createApiClient({
      baseUrl: 'https://api.test/api',
      fetch,
      onUnauthorized,
      auth: () => ({ scheme: 'Bearer', token: 't1' }),
    });

    const result = await client.GET('/user');

    expect(requests.map((request) => request.url)).toEqual(['https://api.test/api/user', 'https://eu.api.test/api/user']);
    expect(requests[1]!.headers.get('Authorization')).toBe('Bearer t1');
    expect(requests[1]!.headers.get('x-api-key')).toBe(DEFAULT_API_KEY);
    expect(result.response.status).toBe(200);
    expect(result.data).toEqual({ user_id: 7 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('re-sends the request body on the retry', async () => {
    const { fetch, requests } = recordingFetch((request) => {
      if (request.url.startsWith('https://api.test/')) {
        return atUrl(new Response(null, { status: 401 }), 'https://eu.api.test/api/user/toc');
      }
      return new Response(null, { status: 204 });
    });
    const client = createApiClient({ baseUrl: 'https://api.test/api', fetch });

    const result = await client.POST('/user/toc', { body: { is_accepted: true } });

    expect(result.response.status).toBe(204);
    expect(requests[1]!.method).toBe('POST');
    expect(await requests[1]!.json()).toEqual({ is_accepted: true });
  });

  it('calls onUnauthorized (logout) when the 401 comes from the requested URL', async () => {
    const { fetch, requests } = recordingFetch((request) =>
      atUrl(json({ code: 'unauthorized', message: 'Token expired.' }, { status: 401 }), request.url),
    );
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseUrl: 'https://api.test/api', fetch, onUnauthorized });

    const result = await client.GET('/user');

    expect(requests).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]![0].response.status).toBe(401);
    expect(result.error).toEqual({ code: 'unauthorized', message: 'Token expired.' });
  });

  it('treats a 401 without a final URL as coming from the requested URL', async () => {
    const { fetch, requests } = recordingFetch(() => new Response(null, { status: 401 }));
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseUrl: 'https://api.test/api', fetch, onUnauthorized });

    await client.GET('/user/settings');

    expect(requests).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('retries only once and then logs out when the final URL also answers 401', async () => {
    const { fetch, requests } = recordingFetch((request) =>
      atUrl(new Response(null, { status: 401 }), request.url.replace('https://api.test', 'https://eu.api.test')),
    );
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseUrl: 'https://api.test/api', fetch, onUnauthorized });

    const result = await client.GET('/user');

    expect(requests).toHaveLength(2);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(result.response.status).toBe(401);
  });

  describe('against real HTTP servers', () => {
    const servers: Server[] = [];
    afterEach(async () => {
      await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
    });

    async function listen(server: Server): Promise<string> {
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }

    it('recovers when a cross-origin redirect dropped the Authorization header', async () => {
      // The final origin needs the token; fetch strips Authorization when following a redirect to
      // another origin, so the first attempt ends in 401 at the final URL.
      const finalServer = createServer((request, response) => {
        if (request.headers.authorization === 'Bearer real-token') {
          response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(sampleTaxonomies));
        } else {
          response
            .writeHead(401, { 'Content-Type': 'application/json' })
            .end(JSON.stringify({ code: 'unauthorized', message: 'Authentication is required.' }));
        }
      });
      const finalOrigin = await listen(finalServer);
      const movedServer = createServer((request, response) => {
        response.writeHead(307, { Location: `${finalOrigin}${request.url}` }).end();
      });
      const movedOrigin = await listen(movedServer);
      const onUnauthorized = vi.fn();
      const client = createApiClient({
        baseUrl: `${movedOrigin}/api`,
        fetch: (request) => globalThis.fetch(request),
        auth: () => ({ scheme: 'Bearer', token: 'real-token' }),
        onUnauthorized,
      });

      const result = await client.GET('/taxonomies');

      expect(result.data).toEqual(sampleTaxonomies);
      expect(result.response.url).toBe(`${finalOrigin}/api/taxonomies`);
      expect(onUnauthorized).not.toHaveBeenCalled();
    });
  });
});

describe('429 mapping', () => {
  it('adds retryAfterSeconds from Retry-After to the error and tells onRateLimited', async () => {
    const { fetch } = recordingFetch(() =>
      json(
        { code: 'search_limit', message: 'Your account has been locked due to exceeding the maximum industry search limit.' },
        { status: 429, headers: { 'Retry-After': '900' } },
      ),
    );
    const onRateLimited = vi.fn();
    const client = createApiClient({ baseUrl: 'https://api.test/api', fetch, onRateLimited });

    const result = await client.GET('/industries', { params: { query: { q: 'bak' } } });

    expect(result.response.status).toBe(429);
    expect(result.error).toMatchObject({ code: 'search_limit', retryAfterSeconds: 900 });
    expect(result.response.headers.get('Retry-After')).toBe('900');
    expect(onRateLimited).toHaveBeenCalledWith(expect.objectContaining({ retryAfterSeconds: 900 }));
  });

  it('gives retryAfterSeconds null when the header is missing', async () => {
    const { fetch } = recordingFetch(() => json({ code: 'account_locked', message: 'Locked.' }, { status: 429 }));
    const client = createApiClient({ baseUrl: 'https://api.test/api', fetch });

    const result = await client.GET('/taxonomies');

    expect(result.error).toEqual({ code: 'account_locked', message: 'Locked.', retryAfterSeconds: null });
  });

  it('turns a non-JSON 429 body into the Error shape', async () => {
    const { fetch } = recordingFetch(() => new Response('slow down', { status: 429, headers: { 'Retry-After': '5' } }));
    const client = createApiClient({ baseUrl: 'https://api.test/api', fetch });

    const result = await client.GET('/taxonomies');

    expect(result.error).toEqual({ code: 'too_many_requests', message: 'slow down', retryAfterSeconds: 5 });
  });

  it('types ApiRequestError with status and retryAfterSeconds', () => {
    expectTypeOf<ApiRequestError>().toMatchTypeOf<{ code: string; message: string; status: number }>();
    expectTypeOf<ApiRequestError['retryAfterSeconds']>().toEqualTypeOf<number | null>();
  });
});
