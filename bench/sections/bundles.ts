import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, type BenchSection } from '../results.js';

/** Sizes of what browsers download: the portal's chunks and the published packages (run after a build). */
export const bundles: BenchSection = {
  name: 'bundles',
  async run() {
    const sizes: Record<string, { bytes: number; gzipBytes: number }> = {};
    const measure = async (label: string, path: string) => {
      try {
        const content = await readFile(path);
        sizes[label] = { bytes: content.length, gzipBytes: gzipSync(content).length };
      } catch {
        // Not built: left out of the figures.
      }
    };
    const assets = join(ROOT, 'apps/portal/dist/assets');
    for (const file of (await readdir(assets).catch(() => [])).filter((name) => name.endsWith('.js'))) {
      await measure(`portal/${file.replace(/-[\w-]{8}\.js$/, '.js')}`, join(assets, file));
    }
    await measure('@riskatlas/widgets (esm)', join(ROOT, 'packages/widgets/dist/index.js'));
    await measure('@riskatlas/theme (esm)', join(ROOT, 'packages/theme/dist/index.js'));
    await measure('@riskatlas/api-client (esm)', join(ROOT, 'packages/api-client/dist/index.js'));
    console.table(sizes);
    return { sizes };
  },
};
