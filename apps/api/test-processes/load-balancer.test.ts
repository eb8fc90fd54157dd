import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCEPT,
  dropSchema,
  eventually,
  freePort,
  freshSchema,
  login,
  requireBuild,
  startProcess,
  startReplica,
  TEST_DATABASE_URL,
  untilReady,
  type RunningProcess,
} from './support.js';

const haproxyInstalled = spawnSync('haproxy', ['-v']).status === 0;
if (!haproxyInstalled) console.log('Skipping the load balancer test: HAProxy is not installed (.ci/run installs the haproxy package).');

/**
 * The `docs/deploy.md#behind-haproxy` recipe, as the test writes it: health checks on readyz every
 * 200 ms, and idempotent reads retried on another replica when one refuses the connection, drops it or
 * answers 503 while it drains. Saves are never retried by the balancer.
 */
export function haproxyConfig(port: number, replicaPorts: number[]): string {
  return [
    'global',
    '  maxconn 2000',
    'defaults',
    '  mode http',
    '  timeout connect 1s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout 503',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    '  default_backend replicas',
    'backend replicas',
    '  balance roundrobin',
    '  option httpchk GET /api/readyz',
    '  http-check expect status 200',
    '  http-request disable-l7-retry if !METH_GET !METH_HEAD',
    '  default-server inter 200ms fall 1 rise 1',
    ...replicaPorts.map((replicaPort, index) => `  server replica${index} 127.0.0.1:${replicaPort} check`),
    '',
  ].join('\n');
}

/** Three replicas of the built server on one PostgreSQL, behind HAProxy from Debian. */
describe.runIf(haproxyInstalled)('three replicas behind HAProxy', () => {
  const schema = freshSchema();
  const ports: number[] = [];
  const replicas: RunningProcess[] = [];
  let balancer: RunningProcess | null = null;
  let base = '';
  let workDir = '';

  const replicaOn = (port: number) =>
    startReplica(port, { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema, TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'warn' });

  beforeAll(async () => {
    requireBuild();
    workDir = await mkdtemp(join(tmpdir(), 'risk-atlas-haproxy-'));
    for (let index = 0; index < 3; index += 1) ports.push(await freePort());
    for (const port of ports) replicas.push(replicaOn(port));
    for (const [index, replica] of replicas.entries()) await untilReady(replica, `http://127.0.0.1:${ports[index]}`, 240_000);

    const port = await freePort();
    const config = join(workDir, 'haproxy.cfg');
    await writeFile(config, haproxyConfig(port, ports));
    balancer = startProcess('haproxy', ['-f', config, '-db'], {});
    base = `http://127.0.0.1:${port}/api`;
    await eventually(async () => (await fetch(`${base}/readyz`)).status === 200, 10_000);
  });

  afterAll(async () => {
    balancer?.child.kill('SIGTERM');
    for (const replica of replicas) replica.child.kill('SIGTERM');
    await Promise.all([balancer?.exited, ...replicas.map((replica) => replica.exited)]);
    await dropSchema(schema);
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  const headers = (token: string) => ({ authorization: `Bearer ${token}`, accept: ACCEPT });
  const tokenFrom = async (origin: string, user: string) =>
    ((await (await login(origin, user)).json()) as { access_token: string }).access_token;

  it('loses no read and no acknowledged save through a rolling restart of all three replicas under load', async () => {
    const token = await tokenFrom(base, 'admin.au');
    const auth = headers(token);
    const search = (await (await fetch(`${base}/industries?q=bakery`, { headers: auth })).json()) as { data: { id: number }[] };
    const industryId = search.data[0]!.id;

    const lostReads: string[] = [];
    const refusedSaves: number[] = [];
    const acknowledged: { id: number; name: string }[] = [];
    let reads = 0;
    let saves = 0;
    let running = true;

    const worker = async () => {
      while (running) {
        for (const path of ['/industries?q=bakery', '/user']) {
          reads += 1;
          const answer = await fetch(`${base}${path}`, { headers: auth }).catch((error: unknown) => String(error));
          if (typeof answer === 'string' || answer.status !== 200)
            lostReads.push(`GET ${path}: ${typeof answer === 'string' ? answer : answer.status}`);
        }
        const name = `Rolling restart save ${(saves += 1)}`;
        const saved = await fetch(`${base}/user/reports/customizations`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ industryId, name, report_type: 'tailored', customizations: [] }),
        }).catch(() => null);
        if (saved?.status === 201 || saved?.status === 200) acknowledged.push({ id: ((await saved.json()) as { id: number }).id, name });
        else refusedSaves.push(saved?.status ?? 0);
      }
    };
    const load = [worker(), worker(), worker(), worker()];

    const started = Date.now();
    for (const [index, port] of ports.entries()) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      replicas[index]!.child.kill('SIGTERM');
      expect(await replicas[index]!.exited).toBe(0);
      replicas[index] = replicaOn(port);
      await untilReady(replicas[index], `http://127.0.0.1:${port}`, 60_000);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    running = false;
    await Promise.all(load);
    console.log(
      `Rolling restart behind HAProxy in ${Date.now() - started} ms: ${reads} reads (${lostReads.length} lost), ${saves} saves (${acknowledged.length} acknowledged, refused: ${JSON.stringify(refusedSaves)})`,
    );

    expect(lostReads).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const save of acknowledged) {
      const read = await fetch(`${base}/user/reports/customizations/${save.id}`, { headers: auth });
      if (read.status !== 200 || ((await read.json()) as { name: string }).name !== save.name) missing.push(`${save.id} ${save.name}`);
    }
    expect(missing).toEqual([]);
  });

  it('honours a logout made on one replica on the other two within a second', async () => {
    const origins = ports.map((port) => `http://127.0.0.1:${port}/api`);
    const token = await tokenFrom(origins[0]!, 'adviser.nz');
    for (const origin of origins) expect((await fetch(`${origin}/user`, { headers: headers(token) })).status).toBe(200);
    expect((await fetch(`${origins[0]}/token`, { method: 'DELETE', headers: headers(token) })).status).toBe(204);
    for (const origin of origins.slice(1)) {
      const took = await eventually(async () => (await fetch(`${origin}/user`, { headers: headers(token) })).status === 401, 1000);
      expect(took).toBeLessThanOrEqual(1000);
    }
  });
});

it.skipIf(haproxyInstalled)('needs HAProxy (apt-get install haproxy) to test the replicas behind a balancer', () => {});
