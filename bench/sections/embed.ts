import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, type BenchSection } from '../results.js';

/** What a partner page downloads per widget (gzip): embed.js, the runtime and the widget's chunks. */
export const embed: BenchSection = {
  name: 'embed',
  async run() {
    if (!existsSync(join(ROOT, 'packages/embed/dist/cdn/embed.js'))) {
      console.log('The embed is not built (npm run build): nothing to measure.');
      return { built: false };
    }
    // Plain JavaScript shared with the size budget test in packages/embed.
    const { measureEmbed } = (await import(join(ROOT, 'packages/embed/scripts/sizes.mjs'))) as {
      measureEmbed(): { loader: number; runtime: number; widgets: Record<string, number> };
    };
    const { loader, runtime, widgets } = measureEmbed();
    const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
    console.table({
      'embed.js': { gzipKB: kb(loader) },
      'runtime.js (custom elements)': { gzipKB: kb(runtime) },
      ...Object.fromEntries(Object.entries(widgets).map(([name, bytes]) => [`<risk-${name}> all-in`, { gzipKB: kb(bytes) }])),
    });
    return { loaderGzipBytes: loader, runtimeGzipBytes: runtime, allInGzipBytes: widgets };
  },
};
