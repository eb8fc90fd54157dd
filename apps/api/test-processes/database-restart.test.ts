import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrivatePostgres, type PrivatePostgres } from './private-postgres.js';
import {
  ACCEPT,
  eventually,
  freePort,
  freshSchema,
  login,
  requireBuild,
  startReplica,
  untilReady,
  type RunningProcess,
} from './support.js';

/**
 * PostgreSQL restarting under a steady load of reads and saves (docs/deploy.md#database-faults): while
 * it is down the API answers 503 with Retry-After and nothing worse, readyz says not ready and healthz
 * stays alive; soon after it is back everything answers again, the LISTEN connection is back (a logout
 * on one replica reaches the other), and every save the API acknowledged is there.
 */
describe('PostgreSQL restarting under load', () => {
  const schema = freshSchema();
  let postgres: PrivatePostgres;
  const replicas: { process: RunningProcess; origin: string; base: string }[] = [];

  beforeAll(async () => {
    requireBuild();
    postgres = createPrivatePostgres(await freePort());
    postgres.start();
    for (let index = 0; index < 2; index += 1) {
      const port = await freePort();
      const process = startReplica(port, { DATABASE_URL: postgres.url, DATABASE_SCHEMA: schema, LOG_LEVEL: 'warn' });
      replicas.push({ process, origin: `http://127.0.0.1:${port}`, base: `http://127.0.0.1:${port}/api` });
    }
    for (const replica of replicas) await untilReady(replica.process, replica.origin, 240_000);
  });

  afterAll(async () => {
    for (const replica of replicas) replica.process.child.kill('SIGTERM');
    await Promise.all(replicas.map((replica) => replica.process.exited));
    postgres?.remove();
  });

  const tokenFor = async (base: string, user: string) =>
    ((await (await login(base, user)).json()) as { access_token: string }).access_token;
  const headers = (token: string) => ({ authorization: `Bearer ${token}`, accept: ACCEPT });

  it('answers 503 with Retry-After while it is down, recovers within 5 s of its return, and keeps every acknowledged save', async () => {
    const tokens = await Promise.all(replicas.map((replica) => tokenFor(replica.base, 'admin.au')));
    const search = (await (await fetch(`${replicas[0]!.base}/industries?q=bakery`, { headers: headers(tokens[0]!) })).json()) as {
      data: { id: number }[];
    };
    const industryId = search.data[0]!.id;

    const problems: string[] = [];
    const statuses = new Map<string, number>();
    const acknowledged: { replica: number; id: number; name: string }[] = [];
    let saves = 0;
    let running = true;

    /** One request of the load: any answer other than 2xx, or 503 with Retry-After, is a problem. */
    const check = async (label: string, response: Promise<Response>): Promise<Response | null> => {
      try {
        const answer = await response;
        statuses.set(String(answer.status), (statuses.get(String(answer.status)) ?? 0) + 1);
        if (answer.status === 503 && !answer.headers.get('retry-after')) problems.push(`${label}: 503 without Retry-After`);
        else if (answer.status >= 400 && answer.status !== 503) problems.push(`${label}: ${answer.status} ${await answer.text()}`);
        return answer.ok ? answer : null;
      } catch (error) {
        problems.push(`${label}: no answer (${String(error)})`);
        return null;
      }
    };

    const worker = async (replica: number) => {
      const { base } = replicas[replica]!;
      const auth = headers(tokens[replica]!);
      while (running) {
        await check('GET /industries?q=', fetch(`${base}/industries?q=bakery`, { headers: auth }));
        await check('GET /user', fetch(`${base}/user`, { headers: auth }));
        const name = `Restart test save ${(saves += 1)}`;
        const saved = await check(
          'POST /user/reports/customizations',
          fetch(`${base}/user/reports/customizations`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({ industryId, name, report_type: 'tailored', customizations: [] }),
          }),
        );
        if (saved) acknowledged.push({ replica, id: ((await saved.json()) as { id: number }).id, name });
      }
    };
    const load = [0, 1, 0, 1].map((replica) => worker(replica));

    await new Promise((resolve) => setTimeout(resolve, 1500));
    postgres.stop();
    try {
      // Down: readiness fails on both replicas, liveness does not, and the load meets 503s.
      await eventually(async () => {
        for (const { base } of replicas) {
          if ((await fetch(`${base}/readyz`)).status !== 503) return false;
          if ((await fetch(`${base}/healthz`)).status !== 200) return false;
        }
        return (statuses.get('503') ?? 0) > 0;
      }, 10_000);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    } finally {
      postgres.start();
    }
    const back = Date.now();
    const savedWhenBack = acknowledged.length;

    // Back: within 5 s both replicas are ready and acknowledge saves again.
    const recovered = await eventually(async () => {
      for (const [index, { base }] of replicas.entries()) {
        if ((await fetch(`${base}/readyz`)).status !== 200) return false;
        if (!acknowledged.slice(savedWhenBack).some((save) => save.replica === index)) return false;
      }
      return true;
    }, 5000);
    const afterBack = acknowledged.length;
    await eventually(async () => acknowledged.length > afterBack + 4, 5000);
    running = false;
    await Promise.all(load);
    console.log(
      `PostgreSQL restart: recovered ${recovered} ms after its return (${Date.now() - back} ms to the end of the load); answers ${JSON.stringify(Object.fromEntries(statuses))}; ${acknowledged.length} saves acknowledged`,
    );

    expect(problems).toEqual([]);
    expect(statuses.get('503') ?? 0).toBeGreaterThan(0);

    // Every acknowledged save is there, read from the other replica.
    const missing: string[] = [];
    for (const save of acknowledged) {
      const other = (save.replica + 1) % replicas.length;
      const read = await fetch(`${replicas[other]!.base}/user/reports/customizations/${save.id}`, { headers: headers(tokens[other]!) });
      if (read.status !== 200 || ((await read.json()) as { name: string }).name !== save.name) missing.push(`${save.id} ${save.name}`);
    }
    expect(missing).toEqual([]);
  });

  it('hears invalidations again after the restart: a logout on one replica is refused on the other within 1 s', async () => {
    const [first, second] = replicas.map((replica) => replica.base) as [string, string];
    const token = await tokenFor(first, 'adviser.au');
    expect((await fetch(`${second}/user`, { headers: headers(token) })).status).toBe(200);
    expect((await fetch(`${first}/token`, { method: 'DELETE', headers: headers(token) })).status).toBe(204);
    const took = await eventually(async () => (await fetch(`${second}/user`, { headers: headers(token) })).status === 401, 1000);
    expect(took).toBeLessThanOrEqual(1000);
  });
});
