import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../', import.meta.url);
const readJson = (path: string) => JSON.parse(readFileSync(new URL(path, ROOT), 'utf8'));

/** The workspaces npm would publish: every one not marked private. */
function publishedPackages(): { name: string; dir: string; files: string[] }[] {
  const workspaces: string[] = readJson('package.json').workspaces;
  return workspaces
    .map((dir) => ({ dir, manifest: readJson(`${dir}/package.json`) }))
    .filter(({ manifest }) => manifest.private !== true)
    .map(({ dir, manifest }) => ({ name: manifest.name, dir, files: manifest.files ?? [] }));
}

describe('releases', () => {
  it('versions every published package together with changesets, each with a CHANGELOG it ships', () => {
    const config = readJson('.changeset/config.json');
    const published = publishedPackages();
    expect(published.length).toBeGreaterThanOrEqual(4);
    expect(new Set(config.fixed.flat())).toEqual(new Set(published.map(({ name }) => name)));
    for (const { dir, files } of published) {
      expect(existsSync(new URL(`${dir}/CHANGELOG.md`, ROOT)), dir).toBe(true);
      expect(files, dir).toContain('CHANGELOG.md');
    }
  });

  it('npm run chromatic publishes nothing and says why when CHROMATIC_PROJECT_TOKEN is not set', async () => {
    const env = { ...process.env };
    delete env.CHROMATIC_PROJECT_TOKEN;
    const run = promisify(execFile)(process.execPath, ['scripts/chromatic.mjs'], { cwd: ROOT, env });
    await expect(run).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('CHROMATIC_PROJECT_TOKEN is not set') });
  });
});
