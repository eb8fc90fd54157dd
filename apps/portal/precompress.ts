import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { clientBuildOnly } from './client-build';

const COMPRESSIBLE = /\.(?:js|css|svg|json|txt|webmanifest)$/;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text asset of the build, once, at build
 * time: the server sends them as they are (`@fastify/static` `preCompressed`) instead of compressing
 * the same bytes on every request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'risk-atlas:precompress',
    apply: clientBuildOnly,
    configResolved(config) {
      // `--outDir` may be absolute or relative to the project root.
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      for (const entry of entries) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const path = join(entry.parentPath, entry.name);
        const content = await readFile(path);
        if (content.length < 1024) continue;
        await writeFile(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
