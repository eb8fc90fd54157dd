import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../errors.js';

/**
 * API requests one client address may make per minute unless configured (RISK_ATLAS_RATE_LIMIT): a
 * flood guard, far above what the portal sends (a page makes tens of calls), not a usage quota.
 */
export const DEFAULT_REQUESTS_PER_WINDOW = 60_000;
export const RATE_WINDOW_SECONDS = 60;
export const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again later.';

export type RateDecision = { allowed: boolean; remaining: number; resetSeconds: number };

/**
 * Counts requests per caller in fixed windows aligned to the clock, so every caller's window resets
 * at the same instant and the whole table can be dropped then: memory stays bounded by the callers of
 * one window. Counts live in the replica's memory; behind N replicas a caller may get N budgets.
 */
export class RateLimiter {
  private counts = new Map<string, number>();
  private windowStart = 0;

  constructor(
    readonly requestsPerWindow: number,
    readonly windowSeconds = RATE_WINDOW_SECONDS,
    private readonly clock: () => number = Date.now,
  ) {}

  admit(caller: string): RateDecision {
    const now = this.clock();
    const windowMs = this.windowSeconds * 1000;
    const windowStart = now - (now % windowMs);
    if (windowStart !== this.windowStart) {
      this.windowStart = windowStart;
      this.counts = new Map();
    }
    const count = (this.counts.get(caller) ?? 0) + 1;
    this.counts.set(caller, count);
    const resetSeconds = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
    return { allowed: count <= this.requestsPerWindow, remaining: Math.max(0, this.requestsPerWindow - count), resetSeconds };
  }
}

export interface RateLimitOptions {
  /** Where the API lives; the portal's static files are not counted. */
  prefix: string;
  /** API requests one client address may make per window. */
  requestsPerWindow: number;
}

/**
 * The contract's general rate limit: every API answer carries `RateLimit-Policy` and `RateLimit`
 * (IETF RateLimit header fields draft), and a caller over its budget gets 429 with `Retry-After`.
 * The caller is the client address (`request.ip`, which honours only trusted proxies), so a client
 * cannot pick a fresh identity per request. Runs first, so refused and malformed requests count too.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: RateLimitOptions) => {
    const limiter = new RateLimiter(options.requestsPerWindow);
    const apiPath = `${options.prefix}/`;
    const policy = `"default";q=${limiter.requestsPerWindow};w=${limiter.windowSeconds}`;
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith(apiPath)) return;
      const decision = limiter.admit(request.ip);
      reply.header('ratelimit-policy', policy);
      reply.header('ratelimit', `"default";r=${decision.remaining};t=${decision.resetSeconds}`);
      if (!decision.allowed) throw tooManyRequests('too_many_requests', RATE_LIMIT_MESSAGE, decision.resetSeconds);
    });
  },
  { name: 'rate-limit' },
);
