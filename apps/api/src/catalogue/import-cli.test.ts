import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { buildSeedCatalogue } from './build.js';

const CLI = fileURLToPath(new URL('./import-cli.ts', import.meta.url));
let workDir: string;

function runImport(file: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', CLI, file], {
    encoding: 'utf8',
    env: { ...process.env, RISK_ATLAS_DATA_DIR: join(workDir, 'db'), DATABASE_URL: '' },
    timeout: 120_000,
  });
}

async function industryCount(): Promise<{ count: number; version: string | null; firstComment: string | undefined }> {
  const db = await openDatabase({ dataDir: join(workDir, 'db') });
  try {
    const count = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM industries')).rows[0]!.n;
    const version = (await db.query<{ version: string }>('SELECT version FROM catalogue_meta')).rows[0]?.version ?? null;
    const firstComment = (await db.query<{ comment: string }>('SELECT comment FROM hazard_ratings ORDER BY industry_id, class_id LIMIT 1'))
      .rows[0]?.comment;
    return { count, version, firstComment };
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'risk-atlas-import-'));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('npm run catalogue:import -- FILE', () => {
  it('loads a valid catalogue, then refuses a bad one with its first problems and leaves the database as it was', async () => {
    const { catalogue } = await buildSeedCatalogue();
    const small = {
      ...catalogue,
      version: 'provider-2026-11',
      industries: catalogue.industries.filter((industry) => industry.anzsic_class.startsWith('117')),
    };
    small.industries[0]!.hazard[0]!.comment = '<p onmouseover="steal()">Ovens<script>alert(1)</script></p>';
    const goodFile = join(workDir, 'good.json');
    await writeFile(goodFile, JSON.stringify(small));
    const good = runImport(goodFile);
    expect(good.status, good.stderr).toBe(0);
    expect(good.stdout).toMatch(/Imported catalogue provider-2026-11: \d+ industries, 21 insurance classes\./);
    const before = await industryCount();
    expect(before).toEqual({ count: small.industries.length, version: 'provider-2026-11', firstComment: '<p>Ovens</p>' });

    const broken = structuredClone(small) as unknown as { version: string; industries: Record<string, unknown>[] };
    broken.version = 'provider-broken';
    broken.industries[0]!.anzsic_class = 'bakery';
    delete broken.industries[1]!.hazard;
    const badFile = join(workDir, 'bad.json');
    await writeFile(badFile, JSON.stringify(broken));
    const bad = runImport(badFile);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('The catalogue is invalid:');
    expect(bad.stderr).toContain('/industries/0/anzsic_class must match pattern');
    expect(bad.stderr).toContain("/industries/1 must have required property 'hazard'");
    expect(bad.stderr).toContain('The database is unchanged.');
    expect(await industryCount()).toEqual(before);

    const notJson = join(workDir, 'not.json');
    await writeFile(notJson, '{"version": ');
    const unreadable = runImport(notJson);
    expect(unreadable.status).toBe(1);
    expect(unreadable.stderr).toMatch(/Cannot read .* as JSON: .*The database is unchanged\./);
  });
});
