import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { bootstrap } from '../bootstrap/bootstrap.js';
import { buildServer } from '../server.js';

/** What the portal build writes for `/` (apps/portal/prerender.ts): markup, and styles waiting for the nonce. */
const PRERENDERED_HOME = [
  '<!doctype html><html><head><title>Risk Atlas</title>',
  '<style nonce="%CSP_NONCE%">@font-face{font-family:Inter Variable}</style>',
  '<style nonce="%CSP_NONCE%" data-styled="true">.banner{padding:' + '48px;'.repeat(300) + '}</style>',
  '</head><body><div id="root"><main><h1>Know the risks of every industry you insure</h1></main></div></body></html>',
].join('');

/** The frame's inline script (apps/portal/src/frame/boot.ts) and the CSP hash the build records for it. */
const FRAME_SCRIPT = 'document.querySelector("h1").hidden=false;';
const FRAME_SCRIPT_HASH = `sha256-${createHash('sha256').update(FRAME_SCRIPT).digest('base64')}`;

/** The frame a signed-in page starts from: the header's brand, the page waiting unseen, its script. */
const PRERENDERED_FRAME =
  '<!doctype html><html><head><title>Risk Atlas</title><style nonce="%CSP_NONCE%" data-styled="true">.bar{color:#fff}</style></head>' +
  '<body><div id="root" data-prerendered="frame"><header class="bar"><a href="/dashboard">Risk Atlas</a></header><h1 hidden></h1></div>' +
  `<script>${FRAME_SCRIPT}</script></body></html>`;

const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1]);

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
    await writeFile(
      join(staticDir, 'route-preloads.json'),
      JSON.stringify({
        '/': ['/assets/HomePage-Ef56Gh78.js', '/assets/home-Ij90Kl12.js'],
        '/dashboard': ['/assets/DashboardPage-Mn34Op56.js'],
      }),
    );
    await mkdir(join(staticDir, 'prerendered'));
    await writeFile(join(staticDir, 'prerendered/home.html'), PRERENDERED_HOME);
    await writeFile(join(staticDir, 'prerendered/frame.html'), PRERENDERED_FRAME);
    await writeFile(
      join(staticDir, 'prerendered.json'),
      JSON.stringify({
        pages: { '/': 'prerendered/home.html' },
        frame: 'prerendered/frame.html',
        signedInCookie: 'riskatlas_signed_in',
        linkTokenParam: 'token',
        frameScriptHashes: [FRAME_SCRIPT_HASH],
      }),
    );
    const db = await openDatabase({});
    await bootstrap(db, () => {}, { catalogue: false, demo: true });
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
    const home = await app.inject('/?utm_source=mail');
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(preloads(home.body)).toEqual(['/assets/HomePage-Ef56Gh78.js', '/assets/home-Ij90Kl12.js']);
    expect(home.body).toMatch(/<meta property="csp-nonce" content="[^"%]+" \/>/);
    expect(preloads((await app.inject('/account/settings')).body)).toEqual([]);
    expect(preloads((await app.inject('/dashboard')).body)).toEqual(['/assets/DashboardPage-Mn34Op56.js']);
  });

  it('sends a signed-out visitor the pre-rendered home page, every nonce slot filled with the CSP nonce', async () => {
    const home = await app.inject('/');
    expect(home.body).toContain('<h1>Know the risks of every industry you insure</h1>');
    const nonce = /'nonce-([^']+)'/.exec(String(home.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(home.body).not.toContain('%CSP_NONCE%');
    expect([...home.body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1])).toEqual([nonce, nonce]);
    expect(home.body).toContain(`<meta property="csp-nonce" content="${nonce!}" />`);
    // Its scripts go at low priority: the page is complete without them.
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-Ef56Gh78.js" fetchpriority="low" />');
    expect(home.headers.vary).toContain('cookie');
  });

  it('never sends the public page to a browser that says it is signed in, or that brings a link token: it would only redirect', async () => {
    const signedIn = await app.inject({ url: '/', headers: { cookie: 'theme=dark; riskatlas_signed_in=1' } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).not.toContain('<h1>');
    expect(signedIn.body).toContain('data-prerendered="frame"');
    expect(preloads(signedIn.body)).toEqual([]);
    const linked = await app.inject('/?token=Umlza0F0bGFz');
    expect(linked.body).not.toContain('<h1>');
    expect(linked.body).toContain('<body></body>');
    expect((await app.inject({ url: '/', headers: { cookie: 'riskatlas_signed_in=0' } })).body).toContain('<h1>');
  });

  it("sends a signed-in browser the frame its page starts from, with that page's chunks; a signed-out one the plain shell", async () => {
    const signedIn = await app.inject({ url: '/dashboard', headers: { cookie: 'riskatlas_signed_in=1' } });
    expect(signedIn.body).toContain('<header class="bar"><a href="/dashboard">Risk Atlas</a></header>');
    expect(signedIn.body).not.toContain('%CSP_NONCE%');
    expect(preloads(signedIn.body)).toEqual(['/assets/DashboardPage-Mn34Op56.js']);
    // Low priority, so the frame's header paints while the scripts arrive.
    expect(signedIn.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/DashboardPage-Mn34Op56.js" fetchpriority="low" />',
    );
    expect((await app.inject({ url: '/account/settings', headers: { cookie: 'riskatlas_signed_in=1' } })).body).toContain(
      'data-prerendered="frame"',
    );
    const signedOut = await app.inject('/dashboard');
    expect(signedOut.body).toContain('<body></body>');
    expect(preloads(signedOut.body)).toEqual(['/assets/DashboardPage-Mn34Op56.js']);
    expect(signedOut.body).not.toContain('fetchpriority');
  });

  it("lets the frame's own inline script run, by its hash, and no other inline script", async () => {
    const frame = await app.inject({ url: '/dashboard', headers: { cookie: 'riskatlas_signed_in=1' } });
    expect(frame.body).toContain(`<script>${FRAME_SCRIPT}</script>`);
    const scriptSources = /(?:^|; )script-src ([^;]+)/.exec(String(frame.headers['content-security-policy']))?.[1];
    expect(scriptSources).toBe(`'self' '${FRAME_SCRIPT_HASH}'`);
  });

  it('refuses, at start, a build whose frame-script hash could widen the page policy', async () => {
    const forged = await mkdtemp(join(tmpdir(), 'risk-atlas-portal-'));
    try {
      await writeFile(join(forged, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
      await writeFile(
        join(forged, 'prerendered.json'),
        JSON.stringify({
          pages: {},
          frame: 'prerendered/frame.html',
          signedInCookie: 'riskatlas_signed_in',
          linkTokenParam: 'token',
          frameScriptHashes: ["sha256-x' 'unsafe-inline"],
        }),
      );
      const db = await openDatabase({});
      await bootstrap(db, () => {}, { catalogue: false, demo: true });
      await expect(buildServer({ db, staticDir: forged })).rejects.toThrow(/frameScriptHashes/);
      await db.close();
    } finally {
      await rm(forged, { recursive: true, force: true });
    }
  }, 120_000);

  it('never serves the pre-rendered files themselves', async () => {
    const file = await app.inject('/prerendered/home.html');
    expect(file.body).not.toContain('%CSP_NONCE%');
    expect(file.body).not.toContain('<h1>');
  });

  it('compresses the page for a browser that accepts it, Brotli first', async () => {
    const brotli = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('cookie, accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('<h1>Know the risks of every industry you insure</h1>');
    expect(brotli.rawPayload.length).toBeLessThan(PRERENDERED_HOME.length / 4);
    const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<h1>');
    expect((await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } })).headers['content-encoding']).toBeUndefined();
  });
});
