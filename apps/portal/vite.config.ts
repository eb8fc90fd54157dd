import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fontDisplayOptional, fontPreload } from './font-display';
import { precompress } from './precompress';
import { prerenderPlugin } from './prerender';
import { routePreloadsPlugin } from './route-preloads';

/** `npm run dev`: Vite on 5173 with /api proxied to the API server (`npm start` or `npm run dev` starts it on 3000). */
export default defineConfig({
  plugins: [react(), fontDisplayOptional(), fontPreload(), routePreloadsPlugin(), prerenderPlugin(), precompress()],
  resolve: {
    // The widgets package is built as one file, which a bundler cannot split by page: the portal compiles
    // it from source instead, so each page's chunk carries only the widgets that page uses (the package
    // declares no side effects).
    alias: { '@riskatlas/widgets': fileURLToPath(new URL('../../packages/widgets/src/index.ts', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3000}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
});
