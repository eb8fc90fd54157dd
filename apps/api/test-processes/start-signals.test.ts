import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../src/bootstrap/bootstrap.js';
import { openDatabase } from '../src/db/client.js';
import {
  dropSchema,
  eventually,
  freePort,
  freshSchema,
  portAnswers,
  REPO_ROOT,
  requireBuild,
  startProcess,
  TEST_DATABASE_URL,
} from './support.js';

/** `npm start` (scripts/start.mjs) must never leave a server behind, however it is stopped. */
describe('stopping npm start', () => {
  const schema = freshSchema();

  beforeAll(async () => {
    requireBuild();
    // A seeded database, so each start below is quick.
    const db = await openDatabase({ url: TEST_DATABASE_URL, schema });
    await bootstrap(db, () => {}, { demo: true });
    await db.close();
  });
  afterAll(() => dropSchema(schema));

  async function startScript() {
    const port = await freePort();
    const script = startProcess('node', [`${REPO_ROOT}scripts/start.mjs`], {
      DATABASE_URL: TEST_DATABASE_URL,
      DATABASE_SCHEMA: schema,
      PORT: String(port),
      // A server database turns demo mode off by default, which would remove the personas seeded above.
      RISK_ATLAS_DEMO: 'true',
      // turbo replays the builds from its cache; nothing to build here.
      TURBO_TELEMETRY_DISABLED: '1',
    });
    // Generous: turbo replays the builds from its cache in npm test, but a cold cache rebuilds the portal.
    await eventually(() => portAnswers(port), 300_000).catch((error: unknown) => {
      throw new Error(`npm start did not serve: ${String(error)}\n${script.output()}`);
    });
    return { port, script };
  }

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'on %s to the start script: the server drains, exits 0 and the port is free within 12 s',
    async (signal) => {
      const { port, script } = await startScript();
      const signalled = Date.now();
      script.child.kill(signal);
      expect(await script.exited).toBe(0);
      await eventually(async () => !(await portAnswers(port)), 12_000);
      expect(Date.now() - signalled).toBeLessThanOrEqual(12_000);
      expect(script.output()).toContain('Stopped.');
    },
  );

  it('when the start script is killed outright, the server notices and stops too', async () => {
    const { port, script } = await startScript();
    script.child.kill('SIGKILL');
    await eventually(async () => !(await portAnswers(port)), 12_000);
  });
});
