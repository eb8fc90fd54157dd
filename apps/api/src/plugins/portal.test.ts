import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { bootstrap } from '../db/seed/bootstrap.js';
import { buildServer } from '../server.js';

describe('the portal files', () => {
  let app: FastifyInstance;
  let staticDir: string;
  const script = `console.log(${JSON.stringify('risk '.repeat(500))});`;

  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'risk-atlas-portal-'));
    await mkdir(join(staticDir, 'assets'));
    await writeFile(join(staticDir, 'index.html'), '<!doctype html><html><head><title>Risk Atlas</title></head><body></body></html>');
    await writeFile(join(staticDir, 'assets/index-Ab12Cd34.js'), script);
    await writeFile(join(staticDir, 'assets/index-Ab12Cd34.js.br'), brotliCompressSync(script));
    await writeFile(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(join(staticDir, 'route-preloads.json'), JSON.stringify({ '/': ['/assets/HomePage-Ef56Gh78.js', '/assets/home-Ij90Kl12.js'] }));
    const db = await openDatabase({});
    await bootstrap(db, () => {}, { catalogue: false });
    app = await buildServer({ db, staticDir });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it('sends the Brotli copy the build wrote to a browser that accepts it, cached for a year', async () => {
    const response = await app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const response = await app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('asks browsers to revalidate files whose names do not change', async () => {
    const response = await app.inject('/favicon.svg');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("announces a landing page's chunks with that page only, whatever its query", async () => {
    const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1]);
    const home = await app.inject('/?utm_source=mail');
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(preloads(home.body)).toEqual(['/assets/HomePage-Ef56Gh78.js', '/assets/home-Ij90Kl12.js']);
    expect(home.body).toMatch(/<meta property="csp-nonce" content="[^"%]+" \/>/);
    expect(preloads((await app.inject('/account/settings')).body)).toEqual([]);
  });
});
