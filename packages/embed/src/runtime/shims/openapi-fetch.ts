// `openapi-fetch` for the embed runtime (issue #11's 35 KB budget): the client @riskatlas/api-client
// builds, with openapi-fetch 0.17's request and response rules, minus what the API client never
// uses (custom Request classes, path-based proxies, label/matrix path styles, query serializer
// options). The npm packages and the portal keep the real package; the embed's vite config maps
// `openapi-fetch` here, and the API client's own suites run on it (api-client.test.ts).

type Params = { path?: Record<string, unknown>; query?: Record<string, unknown>; header?: Record<string, unknown> };
type HeadersLike = Headers | Record<string, unknown> | undefined;
type Serializer = (body: unknown, headers?: Headers) => BodyInit | undefined;
type FetchLike = (request: Request) => Promise<Response>;

interface RequestOptions extends Omit<RequestInit, 'headers' | 'body'> {
  params?: Params;
  headers?: HeadersLike;
  body?: unknown;
  parseAs?: 'json' | 'text' | 'blob' | 'arrayBuffer' | 'stream';
  querySerializer?: (query: Record<string, unknown>) => string;
  bodySerializer?: Serializer;
  baseUrl?: string;
  fetch?: FetchLike;
  middleware?: Middleware[];
}

interface MiddlewareContext {
  request: Request;
  schemaPath: string;
  params: Params;
  id: string;
  options: Readonly<{
    baseUrl: string;
    fetch: FetchLike;
    parseAs: string;
    querySerializer: RequestOptions['querySerializer'];
    bodySerializer: Serializer;
  }>;
}

export interface Middleware {
  onRequest?(context: MiddlewareContext): unknown;
  onResponse?(context: MiddlewareContext & { response: Response }): unknown;
  onError?(context: MiddlewareContext & { error: unknown }): unknown;
}

const trimSlash = (url: string) => (url.endsWith('/') ? url.slice(0, -1) : url);
const pair = (name: string, value: unknown) =>
  value === undefined || value === null ? '' : `${name}=${encodeURIComponent(value as string)}`;

/** The default query: arrays repeat the name (form, exploded), objects are `name[key]=` (deepObject). */
function serializeQuery(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const name in query) {
    const value = query[name];
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) continue;
    if (Array.isArray(value)) parts.push(value.map((item) => pair(name, item)).join('&'));
    else if (typeof value === 'object')
      parts.push(
        Object.entries(value)
          .map(([key, item]) => pair(`${name}[${key}]`, item))
          .join('&'),
      );
    else parts.push(pair(name, value));
  }
  return parts.join('&');
}

/** Later headers win; `null` removes one, an array sends it several times. */
function mergeHeaders(...all: HeadersLike[]): Headers {
  const merged = new Headers();
  for (const headers of all) {
    if (!headers || typeof headers !== 'object') continue;
    for (const [name, value] of headers instanceof Headers ? headers.entries() : Object.entries(headers)) {
      if (value === null) merged.delete(name);
      else if (Array.isArray(value)) for (const item of value) merged.append(name, item as string);
      else if (value !== undefined) merged.set(name, value as string);
    }
  }
  return merged;
}

const serializeBody: Serializer = (body, headers) =>
  body instanceof FormData
    ? body
    : headers?.get('Content-Type') === 'application/x-www-form-urlencoded'
      ? new URLSearchParams(body as Record<string, string>).toString()
      : JSON.stringify(body);

export default function createClient({
  baseUrl = '',
  fetch: baseFetch = globalThis.fetch,
  headers: baseHeaders,
}: { baseUrl?: string; fetch?: FetchLike; headers?: HeadersLike } = {}) {
  const middlewares: Middleware[] = [];

  async function call(schemaPath: string, method: string, options: RequestOptions = {}) {
    const {
      baseUrl: ownBaseUrl,
      fetch = baseFetch,
      headers,
      params = {},
      parseAs = 'json',
      querySerializer = serializeQuery,
      bodySerializer = serializeBody,
      body,
      middleware = [],
      ...init
    } = options;
    const root = ownBaseUrl ? trimSlash(ownBaseUrl) : trimSlash(baseUrl);
    const serialized = body === undefined ? undefined : bodySerializer(body, mergeHeaders(baseHeaders, headers, params.header));
    const jsonType = serialized === undefined || serialized instanceof FormData ? {} : { 'Content-Type': 'application/json' };
    let path = `${root}${schemaPath}`.replace(/\{([^{}]+)\}/g, (match, name: string) => {
      const value = params.path?.[name];
      if (value === undefined || value === null) return match;
      return Array.isArray(value) ? value.map((item) => encodeURIComponent(item as string)).join(',') : encodeURIComponent(value as string);
    });
    const search = querySerializer(params.query ?? {}).replace(/^\?/, '');
    if (search) path += `?${search}`;
    let request = new Request(path, {
      redirect: 'follow',
      ...init,
      method,
      body: serialized,
      headers: mergeHeaders(jsonType, baseHeaders, headers, params.header),
    });
    for (const key in init)
      if (!(key in request)) (request as unknown as Record<string, unknown>)[key] = (init as Record<string, unknown>)[key];

    const chain = [...middlewares, ...middleware];
    const id = Math.random().toString(36).slice(2, 11);
    const context = () => ({
      request,
      schemaPath,
      params,
      id,
      options: Object.freeze({ baseUrl: root, fetch, parseAs, querySerializer, bodySerializer }),
    });
    let response: Response | undefined;
    for (const step of chain) {
      const result = await step.onRequest?.(context());
      if (result instanceof Request) request = result;
      else if (result instanceof Response) {
        response = result;
        break;
      } else if (result) throw new Error('onRequest: must return new Request() or Response() when modifying the request');
    }
    if (!response) {
      try {
        response = await fetch(request);
      } catch (error) {
        let failure: unknown = error;
        for (const step of [...chain].reverse()) {
          const result = await step.onError?.({ ...context(), error: failure });
          if (result instanceof Response) {
            failure = undefined;
            response = result;
            break;
          }
          if (result instanceof Error) failure = result;
          else if (result) throw new Error('onError: must return new Response() or instance of Error');
        }
        // fetch's own rejection (or the middleware's Error), rethrown as is, as openapi-fetch does.
        // eslint-disable-next-line @typescript-eslint/only-throw-error
        if (failure) throw failure;
      }
      for (const step of [...chain].reverse()) {
        const result = await step.onResponse?.({ ...context(), response: response! });
        if (result instanceof Response) response = result;
        else if (result) throw new Error('onResponse: must return new Response() when modifying the response');
      }
    }
    const answer = response!;
    const length = answer.headers.get('Content-Length');
    if (
      answer.status === 204 ||
      request.method === 'HEAD' ||
      (length === '0' && !answer.headers.get('Transfer-Encoding')?.includes('chunked'))
    ) {
      return answer.ok ? { data: undefined, response: answer } : { error: undefined, response: answer };
    }
    if (answer.ok) {
      if (parseAs === 'stream') return { data: answer.body, response: answer };
      if (parseAs === 'json' && !length) {
        const text = await answer.text();
        return { data: text ? JSON.parse(text) : undefined, response: answer };
      }
      return { data: await answer[parseAs](), response: answer };
    }
    let error: unknown = await answer.text();
    try {
      error = JSON.parse(error as string);
    } catch {
      // Not JSON: the error is the body's text.
    }
    return { error, response: answer };
  }

  const method = (name: string) => (path: string, options?: RequestOptions) => call(path, name, options);
  return {
    request: (name: string, path: string, options?: RequestOptions) => call(path, name.toUpperCase(), options),
    GET: method('GET'),
    PUT: method('PUT'),
    POST: method('POST'),
    DELETE: method('DELETE'),
    OPTIONS: method('OPTIONS'),
    HEAD: method('HEAD'),
    PATCH: method('PATCH'),
    TRACE: method('TRACE'),
    use(...added: (Middleware | null | undefined)[]) {
      for (const step of added) {
        if (!step) continue;
        if (typeof step !== 'object' || !('onRequest' in step || 'onResponse' in step || 'onError' in step)) {
          throw new Error('Middleware must be an object with one of `onRequest()`, `onResponse() or `onError()`');
        }
        middlewares.push(step);
      }
    },
    eject(...removed: Middleware[]) {
      for (const step of removed) {
        const index = middlewares.indexOf(step);
        if (index !== -1) middlewares.splice(index, 1);
      }
    },
  };
}
