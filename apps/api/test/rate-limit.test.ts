import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_MESSAGE, RateLimiter } from '../src/plugins/rate-limit.js';
import { buildServer, loadContract } from '../src/server.js';
import type { TestDatabase } from './support/database.js';
import { seededDatabase } from './support/seeded.js';
import { ACCEPT, readError } from './support/http.js';

const LIMIT = 3;

let database: TestDatabase;
let app: FastifyInstance;
let base: string;
let headerPatterns: Record<string, RegExp>;

beforeAll(async () => {
  database = await seededDatabase();
  app = await buildServer({ db: database.db, requestsPerMinute: LIMIT });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const contract = (await loadContract()) as unknown as { components: { headers: Record<string, { schema: { pattern: string } }> } };
  const headers = contract.components.headers;
  headerPatterns = {
    ratelimit: new RegExp(headers.RateLimit!.schema.pattern),
    'ratelimit-policy': new RegExp(headers['RateLimit-Policy']!.schema.pattern),
  };
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});

const remainingOf = (response: Response) => Number(/;r=(\d+);/.exec(response.headers.get('ratelimit') ?? '')?.[1]);

describe('the general rate limit', () => {
  it('reports the budget on every answer and refuses the caller past it with 429 and Retry-After until the window resets', async () => {
    // The windows are aligned to the clock: start clear of a boundary so all calls share one window.
    const intoWindow = (Date.now() / 1000) % 60;
    if (intoWindow > 50) await sleep((61 - intoWindow) * 1000);

    // Answers of every kind count and carry the headers: a success, a refused key, an unknown path.
    const answers = [
      await fetch(`${base}/api/healthz`, { headers: { accept: ACCEPT } }),
      await fetch(`${base}/api/user`, { headers: { accept: ACCEPT, 'x-api-key': 'ra_not_a_known_key' } }),
      await fetch(`${base}/api/no/such/operation`, { headers: { accept: ACCEPT } }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 404]);
    for (const answer of answers) {
      expect(answer.headers.get('ratelimit-policy')).toBe(`"default";q=${LIMIT};w=60`);
      expect(answer.headers.get('ratelimit-policy')).toMatch(headerPatterns['ratelimit-policy']!);
      expect(answer.headers.get('ratelimit')).toMatch(headerPatterns.ratelimit!);
    }
    expect(answers.map(remainingOf)).toEqual([2, 1, 0]);

    const refused = await fetch(`${base}/api/healthz`, { headers: { accept: ACCEPT } });
    expect(refused.status).toBe(429);
    expect((await readError(refused)).body).toEqual({ code: 'too_many_requests', message: RATE_LIMIT_MESSAGE });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('ratelimit')).toBe(`"default";r=0;t=${retryAfter}`);
  });

  it('leaves the portal outside the API uncounted', async () => {
    const page = await fetch(`${base}/`);
    expect(page.headers.get('ratelimit')).toBeNull();
  });
});

describe('RateLimiter', () => {
  it('counts each caller on its own and starts again when the clock-aligned window turns', () => {
    let now = 120_000;
    const limiter = new RateLimiter(2, 60, () => now);
    expect(limiter.admit('a')).toEqual({ allowed: true, remaining: 1, resetSeconds: 60 });
    now += 15_500;
    expect(limiter.admit('a')).toEqual({ allowed: true, remaining: 0, resetSeconds: 45 });
    expect(limiter.admit('a')).toEqual({ allowed: false, remaining: 0, resetSeconds: 45 });
    expect(limiter.admit('b').allowed).toBe(true);
    now = 180_000;
    expect(limiter.admit('a')).toEqual({ allowed: true, remaining: 1, resetSeconds: 60 });
  });
});
