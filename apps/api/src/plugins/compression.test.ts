import Fastify, { type FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { bootstrap } from '../bootstrap/bootstrap.js';
import { buildServer } from '../server.js';
import { acceptedEncoding, compressResponse } from './compression.js';

describe('acceptedEncoding', () => {
  it('prefers Brotli, then gzip, and honours q=0 and the wildcard', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('*, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('gzip;q=0, br;q=0.0')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});

describe('API answers, compressed', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const db = await openDatabase({});
    await bootstrap(db, () => {}, { catalogue: false, demo: true });
    app = await buildServer({ db, validateResponses: true });
  }, 120_000);

  afterAll(() => app?.close());

  it('sends a JSON read of a kilobyte or more compressed to a client that accepts it, and plain to one that does not', async () => {
    const plain = await app.inject({ url: '/api/advertisements', headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThanOrEqual(1024);
    expect(plain.headers.vary).toContain('accept-encoding');

    const brotli = await app.inject({ url: '/api/advertisements', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe(plain.headers['content-type']);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    expect(brotli.rawPayload.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(JSON.parse(plain.body));

    const gzip = await app.inject({ url: '/api/advertisements', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(JSON.parse(plain.body));
  });

  it('leaves answers under a kilobyte as they are', async () => {
    const health = await app.inject({ url: '/api/healthz', headers: { 'accept-encoding': 'br' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});

describe('compressResponse', () => {
  const body = Buffer.from(JSON.stringify({ rows: Array.from({ length: 200 }, (_, index) => ({ index, name: `Industry ${index}` })) }));
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    app.addHook('onSend', compressResponse);
    app.get('/kept', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
    app.post('/write', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body.toString()));
    await app.ready();
  });

  afterAll(() => app.close());

  it('compresses the same bytes once and sends that copy again', async () => {
    const first = await app.inject({ url: '/kept', headers: { 'accept-encoding': 'br' } });
    const second = await app.inject({ url: '/kept', headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).equals(body)).toBe(true);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('never compresses the answer to a write (a body echoing input beside a secret is what BREACH reads)', async () => {
    const write = await app.inject({ method: 'POST', url: '/write', headers: { 'accept-encoding': 'br, gzip' } });
    expect(write.headers['content-encoding']).toBeUndefined();
    expect(write.body).toBe(body.toString());
  });
});
