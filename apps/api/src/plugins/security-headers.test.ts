import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { bootstrap } from '../bootstrap/bootstrap.js';
import { buildServer } from '../server.js';

/** The headers every answer carries, whatever served it. */
function expectBaseline(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  let app: FastifyInstance;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'risk-atlas-portal-'));
    await writeFile(
      join(staticDir, 'index.html'),
      '<!doctype html><html><head><title>Risk Atlas</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(join(staticDir, 'app.js'), 'console.log(1)');
    const db = await openDatabase({});
    await bootstrap(db, () => {}, { catalogue: false, demo: true });
    app = await buildServer({ db, staticDir, trustProxy: true });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it('locks down API answers, errors included: no script, no framing', async () => {
    for (const response of [await app.inject('/api/healthz'), await app.inject('/api/user'), await app.inject('/api/nothing-here')]) {
      expectBaseline(response.headers);
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("default-src 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
    }
  });

  it('gives every portal page view its own nonce, in the policy and in the meta tag styled-components reads', async () => {
    const first = await app.inject('/dashboard');
    const second = await app.inject('/industries/12095/hazard-index');
    const nonces = [first, second].map((response) => {
      expectBaseline(response.headers);
      const policy = String(response.headers['content-security-policy']);
      for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
        expect(policy).toContain(directive);
      expect(policy).not.toContain('unsafe-inline');
      const fromPolicy = /style-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1];
      const fromPage = /<meta property="csp-nonce" content="([^"]+)"/.exec(response.body)?.[1];
      expect(fromPolicy).toBeTruthy();
      expect(fromPage).toBe(fromPolicy);
      return fromPolicy;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("serves the portal's files with the baseline headers", async () => {
    const response = await app.inject('/app.js');
    expect(response.statusCode).toBe(200);
    expectBaseline(response.headers);
  });

  it('pins HTTPS only when the request came over TLS', async () => {
    const response = await app.inject({ url: '/api/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });
});
