import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerCredential, credentialFor } from './credentials.js';

/**
 * What the security handlers and `DELETE /token` read from `Authorization`, on real Fastify requests
 * (`app.inject` keeps a header exactly as sent, spaces included).
 */
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.get('/credentials', async (request) => ({
    bearer: credentialFor(request, 'bearer'),
    linkgen: credentialFor(request, 'linkgen'),
    revocable: bearerCredential(request),
  }));
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

async function credentialsFor(authorization?: string) {
  const response = await app.inject({ url: '/credentials', headers: authorization === undefined ? {} : { authorization } });
  expect(response.statusCode).toBe(200);
  return response.json<{ bearer: string | null; linkgen: string | null; revocable: string | null }>();
}

describe('credentials from the Authorization header', () => {
  it('reads a bearer token for the bearer scheme only', async () => {
    expect(await credentialsFor('Bearer 0a1b2c3d')).toEqual({ bearer: '0a1b2c3d', linkgen: null, revocable: '0a1b2c3d' });
  });

  it('reads a link token for the LinkGen scheme only', async () => {
    expect(await credentialsFor('LinkGen dXNlcjo0Mg==')).toEqual({ bearer: null, linkgen: 'dXNlcjo0Mg==', revocable: null });
  });

  it('takes the scheme name in any case', async () => {
    expect((await credentialsFor('bEaReR tok')).bearer).toBe('tok');
    expect((await credentialsFor('LINKGEN tok')).linkgen).toBe('tok');
  });

  it('finds nothing without the header, or with an empty one', async () => {
    const none = { bearer: null, linkgen: null, revocable: null };
    expect(await credentialsFor()).toEqual(none);
    expect(await credentialsFor('')).toEqual(none);
  });

  it('finds nothing under another scheme', async () => {
    for (const header of ['Basic dXNlcjpwYXNz', 'Token abc', 'Bearers abc', 'Bear abc']) {
      expect([header, await credentialsFor(header)]).toEqual([header, { bearer: null, linkgen: null, revocable: null }]);
    }
  });

  it('finds nothing in a header without a space after the scheme', async () => {
    // Everything but the last character of `bearerX` spells the scheme: still not `Bearer <token>`.
    for (const header of ['Bearer', 'bearerX', 'LinkGenX', 'Bearer\tabc']) {
      expect([header, await credentialsFor(header)]).toEqual([header, { bearer: null, linkgen: null, revocable: null }]);
    }
  });

  it('finds nothing when the header starts with the space', async () => {
    expect(await credentialsFor(' Bearer abc')).toEqual({ bearer: null, linkgen: null, revocable: null });
  });

  it('ignores spaces around the token', async () => {
    expect((await credentialsFor('Bearer    abc')).bearer).toBe('abc');
    expect((await credentialsFor('LinkGen abc   ')).linkgen).toBe('abc');
  });

  it('finds nothing when the scheme is followed by no token, only spaces', async () => {
    for (const header of ['Bearer ', 'Bearer    ', 'LinkGen  ']) {
      expect([header, await credentialsFor(header)]).toEqual([header, { bearer: null, linkgen: null, revocable: null }]);
    }
  });

  it('refuses a token with whitespace inside rather than reading part of it', async () => {
    for (const header of ['Bearer abc def', 'Bearer abc\tdef', 'LinkGen abc def']) {
      expect([header, await credentialsFor(header)]).toEqual([header, { bearer: null, linkgen: null, revocable: null }]);
    }
  });

  it('keeps the token exactly as sent, case and symbols included', async () => {
    expect((await credentialsFor('Bearer AbC-_.~+/=')).bearer).toBe('AbC-_.~+/=');
  });
});
