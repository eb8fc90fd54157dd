import type { Plugin, Rollup } from 'vite';
import { clientBuildOnly } from './client-build';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * The landing pages whose code the server announces with the page itself (the API's portal plugin adds a
 * `<link rel="modulepreload">` per file for an exact path match). Without it a page chunk is only asked for
 * once the entry has run and rendered the route: one more round trip before the largest paint.
 */
export const ROUTE_PAGES: Readonly<Record<string, string>> = {
  '/': 'src/pages/HomePage.tsx',
  '/dashboard': 'src/pages/DashboardPage.tsx',
};

/** Where the build writes the path → files map the server reads (apps/api/src/plugins/portal.ts). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

function staticClosure(bundle: OutputBundle, start: OutputChunk): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  visit(start.fileName);
  return seen;
}

/** Which files each landing page needs beyond what the entry already loads (its own chunk first). */
export function routePreloads(bundle: OutputBundle, pages: Readonly<Record<string, string>>, base: string): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('route-preloads: the build has no entry chunk.');
  const loadedByEntry = staticClosure(bundle, entry);
  return Object.fromEntries(
    Object.entries(pages).map(([path, page]) => {
      const chunk = chunks.find((candidate) => candidate.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${page}`));
      if (!chunk) throw new Error(`route-preloads: no chunk for ${page} (is it still imported lazily?).`);
      return [path, [...staticClosure(bundle, chunk)].filter((file) => !loadedByEntry.has(file)).map((file) => `${base}${file}`)];
    }),
  );
}

/** Build only: writes the landing pages' chunk lists for the server. (The font's preload: font-display.ts.) */
export function routePreloadsPlugin(pages: Readonly<Record<string, string>> = ROUTE_PAGES): Plugin {
  let base = '/';
  return {
    name: 'risk-atlas:route-preloads',
    apply: clientBuildOnly,
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(routePreloads(bundle, pages, base), null, 2)}\n`,
      });
    },
  };
}
