import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoGuard, DEMO_FORBIDDEN_MESSAGE, DEMO_ROLE } from '../src/auth/demo-allow-list.js';
import { InvalidationBus } from '../src/invalidation/bus.js';
import { errorHandlerPlugin } from '../src/plugins/error-handler.js';
import { UserDirectory } from '../src/users/directory.js';
import type { TestDatabase } from './support/database.js';
import { createUser, useMigratedDatabase } from './support/user-data.js';

/**
 * The demo allow-list as the API applies it: a pre-handler after the security check, on routes under the
 * API prefix, deciding by the caller's roles in the user directory (a real database, in this process).
 * Here a test header stands in for the security check that signs the caller in.
 */
let database: TestDatabase;
let app: FastifyInstance;
let demo: number;
let adviser: number;
const LISTED_INDUSTRY = 15468;
const OTHER_INDUSTRY = 10001;

useMigratedDatabase((opened) => {
  database = opened;
});

/** Stands in for the bearer check: `x-test-user` names the signed-in user. */
async function signIn(request: FastifyRequest) {
  const user = request.headers['x-test-user'];
  if (typeof user === 'string') request.userId = Number(user);
}

beforeAll(async () => {
  demo = await createUser(database, { roles: ['Adviser', DEMO_ROLE] });
  adviser = await createUser(database, { roles: ['Adviser'] });
  const created = createDemoGuard(new UserDirectory(database.db, new InvalidationBus(database.db)), '/api');
  // Called through a closure, so a broken guard fails the tests that meet it rather than this setup
  // (whose failure vitest reports as skipped tests, which StrykerJS does not count as a kill).
  const guard = async (request: FastifyRequest) => created(request);
  const answer = async (request: FastifyRequest) => ({ route: request.routeOptions.url });
  app = Fastify();
  await app.register(errorHandlerPlugin);
  await app.register(async (api) => {
    api.addHook('preHandler', signIn);
    api.addHook('preHandler', guard);
    for (const path of ['/industries', '/industries/:id', '/industries/:id/checklist', '/documents/assessments/outlines', '/documents/pdf', '/courses/:courseId', '/user', '/user/settings', '/geo/places']) {
      api.get(path, answer);
    }
  }, { prefix: '/api' });
  // Outside the prefix the guard goes by the whole route.
  app.get('/user/profile', { preHandler: [signIn, guard] }, answer);
  app.get('/natcat/profiles', { preHandler: [signIn, guard] }, answer);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

const call = (url: string, userId?: number) =>
  app.inject({ url, headers: userId === undefined ? {} : { 'x-test-user': String(userId) } });

const OPEN_TO_DEMO = [
  `/api/industries/${LISTED_INDUSTRY}`,
  `/api/industries/${LISTED_INDUSTRY}/checklist`,
  `/api/documents/assessments/outlines?industry=${LISTED_INDUSTRY}&country=au`,
  '/api/courses/25',
  '/api/user',
  '/api/user/settings',
];

const CLOSED_TO_DEMO = [
  '/api/industries?q=bakery',
  `/api/industries/${OTHER_INDUSTRY}`,
  `/api/industries/${OTHER_INDUSTRY}/checklist`,
  `/api/documents/assessments/outlines?industry=${OTHER_INDUSTRY}&country=au`,
  `/api/documents/pdf?industry=${LISTED_INDUSTRY}`,
  '/api/courses/1',
  '/api/geo/places?q=Sydney',
];

describe('the demo guard', () => {
  it('lets a demo caller reach the listed industries, their documents, the listed course and its own data', async () => {
    for (const url of OPEN_TO_DEMO) {
      const response = await call(url, demo);
      expect([url, response.statusCode]).toEqual([url, 200]);
    }
  });

  it('answers a demo caller 403 with the Error schema everywhere else', async () => {
    for (const url of CLOSED_TO_DEMO) {
      const response = await call(url, demo);
      expect([url, response.statusCode, response.json()]).toEqual([url, 403, { code: 'forbidden', message: DEMO_FORBIDDEN_MESSAGE }]);
    }
    expect(DEMO_FORBIDDEN_MESSAGE).toBe('The demo account cannot use this feature.');
  });

  it('stands in the way of no other signed-in user', async () => {
    for (const url of [...OPEN_TO_DEMO, ...CLOSED_TO_DEMO]) {
      expect([url, (await call(url, adviser)).statusCode]).toEqual([url, 200]);
    }
  });

  it('leaves anonymous callers to the security check', async () => {
    for (const url of CLOSED_TO_DEMO) expect([url, (await call(url)).statusCode]).toEqual([url, 200]);
  });

  it('leaves a caller whose account no longer exists to the handler', async () => {
    expect((await call('/api/geo/places', 2_000_000_000)).statusCode).toBe(200);
  });

  it('judges a route outside the API prefix by its whole path', async () => {
    expect((await call('/user/profile', demo)).statusCode).toBe(200);
    expect((await call('/natcat/profiles', demo)).statusCode).toBe(403);
  });

  it('goes by the role named Demo', async () => {
    expect(DEMO_ROLE).toBe('Demo');
    const demoOnly = await createUser(database, { roles: [DEMO_ROLE] });
    expect((await call('/api/geo/places', demoOnly)).statusCode).toBe(403);
    const lookalike = await createUser(database, { roles: ['demo', 'Demonstrator'] });
    expect((await call('/api/geo/places', lookalike)).statusCode).toBe(200);
  });
});
