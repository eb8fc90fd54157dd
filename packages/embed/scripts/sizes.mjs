// Gzip sizes of the built embed: the loader alone and, per widget, everything a page downloads to
// show it (loader + runtime + the widget's chunk and the chunks it imports), from Vite's manifest.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../dist/cdn/', import.meta.url));
const { version } = JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8'));

const gzipped = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

/** `{loader, runtime, widgets: {name: allInBytes}}`, all gzip bytes. */
export function measureEmbed() {
  const runtimeDir = `${root}v${version}/`;
  const manifest = JSON.parse(readFileSync(`${runtimeDir}.vite/manifest.json`, 'utf8'));
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const loader = gzipped(`${root}embed.js`);
  const base = closure(entry);
  const bytes = (keys) => [...keys].reduce((sum, key) => sum + gzipped(runtimeDir + manifest[key].file), 0);
  const widgets = {};
  for (const key of manifest[entry].dynamicImports ?? []) {
    const name = key.match(/widgets\/([a-z-]+)\.tsx$/)?.[1];
    if (!name) continue;
    widgets[name] = loader + bytes(closure(key, new Set(base)));
  }
  return { loader, runtime: bytes(base), widgets };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { loader, runtime, widgets } = measureEmbed();
  const kb = (value) => `${(value / 1024).toFixed(1)} KB`;
  console.log(`embed.js ${kb(loader)} gz; runtime.js ${kb(runtime)} gz`);
  for (const [name, size] of Object.entries(widgets)) console.log(`  <risk-${name}> all-in ${kb(size)} gz`);
}
