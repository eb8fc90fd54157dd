import type { Middleware } from 'openapi-fetch';

/** Called when a 401 cannot be resolved by retrying: the session is over (the portal logs out). */
export type UnauthorizedHandler = (event: { response: Response; request: Request }) => void;

const METHODS_WITHOUT_BODY = new Set(['GET', 'HEAD']);

/**
 * The 401 rule (docs/product/accounts-and-access.md): when a 401 answer's final URL (after redirects) differs from the URL that was
 * requested, retry once at the final URL; otherwise (or when the retry is also 401) call
 * `onUnauthorized`.
 *
 * `fetch` consumes the request body, so a copy of each request is kept until its answer arrives.
 */
export function createUnauthorizedMiddleware(onUnauthorized: UnauthorizedHandler | undefined): Middleware {
  const pending = new Map<string, Request>();
  return {
    onRequest({ request, id }) {
      pending.set(id, request.clone());
      return undefined;
    },
    onError({ id }) {
      pending.delete(id);
      return undefined;
    },
    async onResponse({ request, response, id, options }) {
      const original = pending.get(id) ?? request;
      pending.delete(id);
      if (response.status !== 401) return undefined;

      const finalUrl = response.url;
      if (finalUrl && !sameUrl(finalUrl, original.url)) {
        const retried = await options.fetch(await copyRequest(original, finalUrl));
        if (retried.status === 401) onUnauthorized?.({ response: retried, request: original });
        return retried;
      }
      onUnauthorized?.({ response, request: original });
      return undefined;
    },
  };
}

function sameUrl(a: string, b: string): boolean {
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return a === b;
  }
}

async function copyRequest(request: Request, url: string): Promise<Request> {
  const body = METHODS_WITHOUT_BODY.has(request.method) ? undefined : await request.arrayBuffer();
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: body && body.byteLength > 0 ? body : undefined,
    credentials: request.credentials,
    mode: request.mode,
    redirect: request.redirect,
    signal: request.signal,
  });
}
