import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { reportBuilderOwnCopies } from './scripts/own-copies';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** The ESM source of the stylis that styled-components uses (its `import` export). */
const stylisEntry = `${dirname(createRequire(createRequire(import.meta.url).resolve('styled-components')).resolve('stylis/package.json'))}/index.js`;
const { version } = JSON.parse(readFileSync(source('./package.json'), 'utf8')) as { version: string };

/** Where a release's runtime lives next to embed.js; the loader is built with the same path. */
export const RUNTIME_DIR = `v${version}`;

/**
 * The widget runtime: React aliased to preact/compat (the npm widgets keep React as a peer), one
 * entry (runtime.js, the custom elements) and one chunk per widget plus the chunks they share.
 */
export default defineConfig({
  plugins: [
    reportBuilderOwnCopies(),
    {
      // Vite wraps each dynamic import in a helper that preloads the chunk's CSS and module deps and
      // dispatches `vite:preloadError` on the page. The embed has no CSS files and no module preload,
      // and its failures are handled by the element (the unavailable state), so the import is enough.
      name: 'embed:plain-dynamic-import',
      enforce: 'pre',
      load: (id) => (id === '\0vite/preload-helper.js' ? 'export const __vitePreload = (load) => load();' : null),
    },
  ],
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: source('./src/runtime/react-compat.ts') },
      // Size (the industry search's 40 KB budget): stylis without the prefixer the embed never enables.
      { find: /^stylis$/, replacement: source('./src/runtime/shims/stylis.ts') },
      { find: /^stylis-original$/, replacement: stylisEntry },
      { find: /^use-sync-external-store\/shim$/, replacement: source('./src/runtime/shims/use-sync-external-store.ts') },
      // From source, like the portal, so a widget's chunk carries only what that widget uses.
      { find: /^@riskatlas\/widgets$/, replacement: source('../widgets/src/index.ts') },
      { find: /^@riskatlas\/domain$/, replacement: source('../domain/src/index.ts') },
      { find: /^@riskatlas\/theme$/, replacement: source('../theme/src/index.ts') },
      { find: /^@riskatlas\/api-client$/, replacement: source('../api-client/src/index.ts') },
    ],
  },
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  build: {
    outDir: `dist/cdn/${RUNTIME_DIR}`,
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // EMBED_SOURCEMAP=1 writes source maps, to see which modules make up a widget's all-in size.
    sourcemap: process.env.EMBED_SOURCEMAP === '1',
    modulePreload: false,
    rollupOptions: {
      input: { runtime: source('./src/runtime/runtime.ts') },
      preserveEntrySignatures: 'exports-only',
      // lucide-react's "use client" means nothing without server components.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
});
