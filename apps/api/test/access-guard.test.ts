import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_REQUIRED_MESSAGE } from '../src/access/decide.js';
import { createAccessGuards } from '../src/access/guard.js';
import { DEMO_FORBIDDEN_MESSAGE } from '../src/auth/demo-allow-list.js';
import { CatalogueStore } from '../src/catalogue/store.js';
import { findCredentials } from '../src/db/repositories/users.js';
import { InvalidationBus } from '../src/invalidation/bus.js';
import { errorHandlerPlugin } from '../src/plugins/error-handler.js';
import { UserDirectory } from '../src/users/directory.js';
import { INDUSTRY_VIEW_LIMIT_MESSAGE, IndustryViewLimit } from '../src/users/industry-view-limit.js';
import type { TestDatabase } from './support/database.js';
import { seededDatabase } from './support/seeded.js';

/**
 * The access policy as the API applies it: a pre-handler per operation, after the security check,
 * deciding by the caller's account in the user directory and the catalogue (a real seeded database, in
 * this process). Here a test header stands in for the security check that signs the caller in.
 */
let database: TestDatabase;
let app: FastifyInstance;
let views: IndustryViewLimit;
const ids: Record<string, number> = {};
const LISTED_INDUSTRY = 15468;

/** Stands in for the bearer check: `x-test-user` names the signed-in user. */
async function signIn(request: FastifyRequest) {
  const user = request.headers['x-test-user'];
  if (typeof user === 'string') request.userId = Number(user);
}

beforeAll(async () => {
  database = await seededDatabase();
  for (const name of ['adviser.au', 'demo.au', 'newuser.au']) ids[name] = (await findCredentials(database.db, name))!.id;
  const bus = new InvalidationBus(database.db);
  const catalogue = new CatalogueStore(database.db);
  await catalogue.start(bus);
  views = new IndustryViewLimit(database.db, 1);
  const guardFor = createAccessGuards({ users: new UserDirectory(database.db, bus), catalogue, industryViews: views });
  const answer = async (request: FastifyRequest) => ({ route: request.routeOptions.url });
  app = Fastify();
  await app.register(errorHandlerPlugin);
  const routes = [
    ['/industries/:id', 'getIndustry'],
    ['/industries/:id/media', 'getIndustryMedia'],
    ['/geo/places', 'searchPlaces'],
    ['/user', 'getUser'],
    ['/healthz', 'getHealth'],
  ] as const;
  for (const [url, operationId] of routes) {
    const guard = guardFor(operationId);
    app.get(url, { preHandler: [signIn, ...(guard ? [guard] : [])] }, answer);
  }
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await views?.flush();
  await database?.destroy();
});

const call = (url: string, userId?: number) => app.inject({ url, headers: userId === undefined ? {} : { 'x-test-user': String(userId) } });

describe('the access guard', () => {
  it('answers a refusal 403 with the Error schema and the reason', async () => {
    const response = await call('/geo/places', ids['demo.au']);
    expect([response.statusCode, response.json()]).toEqual([403, { code: 'forbidden', message: DEMO_FORBIDDEN_MESSAGE }]);
    const terms = await call('/geo/places', ids['newuser.au']);
    expect([terms.statusCode, terms.json()]).toEqual([403, { code: 'forbidden', message: TERMS_REQUIRED_MESSAGE }]);
    expect((await call('/user', ids['newuser.au'])).statusCode).toBe(200);
    expect((await call(`/industries/${LISTED_INDUSTRY}`, ids['demo.au'])).statusCode).toBe(200);
  });

  it('leaves anonymous callers to the security check, and a caller whose account no longer exists to the handler', async () => {
    expect((await call('/geo/places')).statusCode).toBe(200);
    expect((await call('/geo/places', 2_000_000_000)).statusCode).toBe(200);
  });

  it('guards no operation the contract opens to anyone', () => {
    const guardFor = createAccessGuards({} as never);
    expect(guardFor('getHealth')).toBeNull();
    expect(guardFor('postToken')).toBeNull();
    expect(guardFor('getIndustry')).toBeTypeOf('function');
  });

  it('refuses to guard an operation the policy does not classify, so such a server does not start', () => {
    expect(() => createAccessGuards({} as never)('shareReport')).toThrow(
      'Operation shareReport has no access policy: classify it in src/access/policy.ts',
    );
  });

  it("answers an industry's sections 429 once the user is over the daily limit, counting nothing, and leaves the industry itself to its handler", async () => {
    const adviser = ids['adviser.au']!;
    expect((await views.admit(adviser)).allowed).toBe(true);
    // At the limit, the sections of the industry just loaded still answer.
    expect((await call(`/industries/${LISTED_INDUSTRY}/media`, adviser)).statusCode).toBe(200);
    expect((await views.admit(adviser)).allowed).toBe(false);
    const refused = await call(`/industries/${LISTED_INDUSTRY}/media`, adviser);
    expect([refused.statusCode, refused.json(), Number(refused.headers['retry-after']) > 0]).toEqual([
      429,
      { code: 'industry_view_limit', message: INDUSTRY_VIEW_LIMIT_MESSAGE },
      true,
    ]);
    expect((await call(`/industries/${LISTED_INDUSTRY}`, adviser)).statusCode).toBe(200);
    // An id naming no industry is the handler's 404, not a read of a locked industry.
    expect((await call('/industries/999999999/media', adviser)).statusCode).toBe(200);
  });
});
