import type { Middleware } from 'openapi-fetch';

/** Called on every 429 answer (search limit, account lockout, rate limit). */
export type RateLimitHandler = (event: { response: Response; retryAfterSeconds: number | null }) => void;

/**
 * Seconds to wait according to a `Retry-After` value: delta-seconds or an HTTP date.
 * Null when the header is absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now: Date = new Date()): number | null {
  if (value == null) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number.parseInt(trimmed, 10);
  // An HTTP date names its month (IMF-fixdate, RFC 850 or asctime); anything else is unreadable.
  if (!/[A-Za-z]{3}/.test(trimmed)) return null;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now.getTime()) / 1000));
}

/** Seconds to wait before retrying a 429 (or 503) response, from its `Retry-After` header. */
export function retryAfterSeconds(response: Response): number | null {
  return parseRetryAfter(response.headers.get('Retry-After'));
}

/**
 * Maps 429 answers: the JSON error body gains `retryAfterSeconds` (from `Retry-After`), so callers
 * read it from `error` without touching the response, and `onRateLimited` is told.
 */
export function createRateLimitMiddleware(onRateLimited: RateLimitHandler | undefined): Middleware {
  return {
    async onResponse({ response }) {
      if (response.status !== 429) return undefined;
      const seconds = retryAfterSeconds(response);
      onRateLimited?.({ response, retryAfterSeconds: seconds });
      const text = await response.clone().text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = { code: 'too_many_requests', message: text || response.statusText || 'Too many requests' };
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
      const headers = new Headers(response.headers);
      headers.set('Content-Type', 'application/json');
      headers.delete('Content-Length');
      const mapped = new Response(JSON.stringify({ ...body, retryAfterSeconds: seconds }), {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
      // Keep the final URL visible to later middleware and callers.
      if (response.url) Object.defineProperty(mapped, 'url', { value: response.url });
      return mapped;
    },
  };
}
