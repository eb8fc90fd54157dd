import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeedCatalogue } from '../src/catalogue/build.js';
import {
  ACCEPT,
  dropSchema,
  eventually,
  freePort,
  freshSchema,
  IMPORT_ENTRY,
  login,
  requireBuild,
  startProcess,
  startReplica,
  TEST_DATABASE_URL,
  untilReady,
  type RunningProcess,
} from './support.js';

/**
 * Two replicas of the built server on one PostgreSQL schema, as behind a load balancer: whatever one
 * learns (a session, a logout, failed logins, a catalogue import) the other must honour at once.
 */
describe('two replicas on one PostgreSQL', () => {
  const schema = freshSchema();
  const replicas: { process: RunningProcess; base: string }[] = [];
  let workDir = '';

  beforeAll(async () => {
    requireBuild();
    workDir = await mkdtemp(join(tmpdir(), 'risk-atlas-replicas-'));
    // Started together: they take turns to migrate and seed (an advisory lock), then both serve.
    for (let index = 0; index < 2; index += 1) {
      const port = await freePort();
      const process = startReplica(port, { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema });
      replicas.push({ process, base: `http://127.0.0.1:${port}/api` });
    }
    for (const replica of replicas) {
      await untilReady(replica.process, replica.base.replace(/\/api$/, ''), 240_000);
    }
  });

  afterAll(async () => {
    for (const replica of replicas) replica.process.child.kill('SIGTERM');
    await Promise.all(replicas.map((replica) => replica.process.exited));
    await dropSchema(schema);
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  const [first, second] = [() => replicas[0]!.base, () => replicas[1]!.base];
  const userStatus = (base: string, token: string) =>
    fetch(`${base}/user`, { headers: { authorization: `Bearer ${token}`, accept: ACCEPT } }).then((response) => response.status);

  it('accepts on one replica a token issued by the other', async () => {
    const response = await login(first(), 'adviser.au');
    expect(response.status).toBe(200);
    const { access_token: token } = (await response.json()) as { access_token: string };
    expect(await userStatus(second(), token)).toBe(200);
    expect(await userStatus(first(), token)).toBe(200);
  });

  it('refuses a token on the other replica within 1 s of logging out on one', async () => {
    const { access_token: token } = (await (await login(first(), 'adviser.nz')).json()) as { access_token: string };
    // Both replicas have now checked (and cached) the token.
    expect(await userStatus(first(), token)).toBe(200);
    expect(await userStatus(second(), token)).toBe(200);

    const logout = await fetch(`${first()}/token`, { method: 'DELETE', headers: { authorization: `Bearer ${token}`, accept: ACCEPT } });
    expect(logout.status).toBe(204);
    expect(await userStatus(first(), token)).toBe(401);
    const took = await eventually(async () => (await userStatus(second(), token)) === 401, 1000);
    expect(took).toBeLessThanOrEqual(1000);
  });

  it('locks an account on both replicas after five wrong passwords spread across them', async () => {
    for (const base of [first(), second(), first(), second(), first()]) {
      expect((await login(base, 'user.gb', 'wrong-password')).status).toBe(400);
    }
    const onFirst = await login(first(), 'user.gb');
    const onSecond = await login(second(), 'user.gb');
    expect(onFirst.status).toBe(429);
    expect(onSecond.status).toBe(429);
    expect(Number(onSecond.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('serves a catalogue imported elsewhere on both replicas within 1 s of the import committing', async () => {
    const { access_token: token } = (await (await login(second(), 'user.others')).json()) as { access_token: string };
    const industryName = async (base: string) => {
      const response = await fetch(`${base}/industries/12095`, { headers: { authorization: `Bearer ${token}`, accept: ACCEPT } });
      return ((await response.json()) as { name: string }).name;
    };
    expect(await industryName(first())).toBe('Bakery (baking on premises)');
    expect(await industryName(second())).toBe('Bakery (baking on premises)');

    const { catalogue } = await buildSeedCatalogue();
    catalogue.version = `replica-test-${Date.now()}`;
    catalogue.source = 'two-replica test';
    catalogue.industries.find((industry) => industry.id === 12095)!.name = 'Bakery (imported by the replica test)';
    const file = join(workDir, 'catalogue.json');
    await writeFile(file, JSON.stringify(catalogue));

    const importer = startProcess('node', [IMPORT_ENTRY, file], { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema });
    expect(await importer.exited, importer.output()).toBe(0);
    for (const base of [first(), second()]) {
      const took = await eventually(async () => (await industryName(base)) === 'Bakery (imported by the replica test)', 1000);
      expect(took).toBeLessThanOrEqual(1000);
      const ready = (await (await fetch(`${base}/readyz`)).json()) as { catalogue: { version: string } };
      expect(ready.catalogue.version).toBe(catalogue.version);
    }
  });
});
