import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserSnapshot } from '../users/directory.js';
import { callerPlugin } from './caller.js';
import { errorHandlerPlugin } from './error-handler.js';

const SIGNED_IN = 7;
const DELETED = 8;

describe('request.caller()', () => {
  let app: FastifyInstance;
  const lookups: number[] = [];

  beforeAll(async () => {
    app = Fastify();
    await app.register(errorHandlerPlugin);
    await app.register(callerPlugin, {
      users: {
        find: async (userId) => {
          lookups.push(userId);
          return userId === SIGNED_IN ? ({ user: { id: userId } } as UserSnapshot) : null;
        },
      },
    });
    // Stands in for the security handler: the header names the signed-in user, if any.
    app.addHook('onRequest', async (request) => {
      const signedIn = request.headers['x-user'];
      if (typeof signedIn === 'string') request.userId = Number(signedIn);
    });
    app.get('/twice', async (request) => {
      const first = await request.caller();
      const second = await request.caller();
      return { first: first.user.id, second: second.user.id };
    });
    app.get('/never', async () => ({ ok: true }));
  });

  afterAll(() => app.close());

  it('reads the caller each time a handler asks, and never when it does not', async () => {
    lookups.length = 0;
    expect((await app.inject({ url: '/never', headers: { 'x-user': String(SIGNED_IN) } })).json()).toEqual({ ok: true });
    expect(lookups).toEqual([]);
    expect((await app.inject({ url: '/twice', headers: { 'x-user': String(SIGNED_IN) } })).json()).toEqual({
      first: SIGNED_IN,
      second: SIGNED_IN,
    });
    expect(lookups).toEqual([SIGNED_IN, SIGNED_IN]);
  });

  it('answers 401 to a request nobody signed, and to one whose account is gone', async () => {
    for (const headers of [{}, { 'x-user': String(DELETED) }]) {
      const answer = await app.inject({ url: '/twice', headers });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'unauthorized' });
    }
  });
});
