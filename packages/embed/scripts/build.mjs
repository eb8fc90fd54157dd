// Builds the embed: the widget runtime (Vite, Preact-compat), embed.js (a tiny IIFE) and the typed
// npm loader (tsup). Output: dist/cdn/embed.js, dist/cdn/v<version>/…, dist/npm/index.{js,d.ts}.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import { build as vite } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { version } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));

await vite({ root, configFile: `${root}vite.config.ts`, logLevel: 'warn' });

await esbuild({
  entryPoints: [`${root}src/loader.ts`],
  outfile: `${root}dist/cdn/embed.js`,
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
  define: { __RUNTIME_PATH__: JSON.stringify(`v${version}/runtime.js`) },
  logLevel: 'warning',
});

execFileSync('npx', ['tsup', 'src/npm/index.ts', '--format', 'esm,cjs', '--dts', '--out-dir', 'dist/npm', '--clean', '--silent'], {
  cwd: root,
  stdio: 'inherit',
});
console.log(`Built the embed (runtime v${version}).`);
