import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { bootstrap } from '../bootstrap/bootstrap.js';
import { buildServer } from '../server.js';

describe('the embed files', () => {
  let app: FastifyInstance;
  let embedDir: string;

  beforeAll(async () => {
    embedDir = await mkdtemp(join(tmpdir(), 'risk-atlas-embed-'));
    await mkdir(join(embedDir, 'v1.2.3/.vite'), { recursive: true });
    await writeFile(join(embedDir, 'embed.js'), 'window.RiskAtlas;');
    await writeFile(join(embedDir, 'v1.2.3/runtime.js'), 'export const start = () => {};');
    await writeFile(join(embedDir, 'v1.2.3/.vite/manifest.json'), '{}');
    const db = await openDatabase({});
    await bootstrap(db, () => {}, { catalogue: false, demo: true });
    app = await buildServer({ db, embedDir });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await rm(embedDir, { recursive: true, force: true });
  });

  it('serves embed.js to any origin, revalidated so partners get fixes', async () => {
    const response = await app.inject({ url: '/embed/embed.js', headers: { origin: 'https://anyone.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('window.RiskAtlas;');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
  });

  it('serves the versioned runtime as immutable ES modules, and nothing hidden', async () => {
    const runtime = await app.inject({ url: '/embed/v1.2.3/runtime.js' });
    expect(runtime.statusCode).toBe(200);
    expect(runtime.headers['content-type']).toMatch(/javascript/);
    expect(runtime.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/embed/v1.2.3/.vite/manifest.json' })).statusCode).not.toBe(200);
    expect((await app.inject({ url: '/embed/../package.json' })).statusCode).not.toBe(200);
  });
});
