import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { clientBuildOnly } from './client-build';
import type * as PrerenderEntry from './src/prerender';
import { SIGNED_IN_COOKIE } from './src/session/signed-in-hint';
import { LINK_TOKEN_PARAM } from './src/session/link-token-param';

/** The landing pages pre-rendered at build time, and the file each is written to under `dist/`. */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = { '/': 'prerendered/home.html' };

/** The frame every signed-in page starts from (src/prerender.tsx `prerenderFrame`). */
export const PRERENDERED_FRAME = 'prerendered/frame.html';

/** The value of `#root`'s `data-prerendered` on the frame; a landing page's is its path. */
export const FRAME_MARKER = 'frame';

/** Where the build tells the server which pages it pre-rendered, and when not to send them. */
export const PRERENDER_MANIFEST = 'prerendered.json';

/**
 * What the server reads (apps/api/src/plugins/portal.ts): each pre-rendered path's file, and the signs
 * that the visitor is signed in (the hint cookie, a link token in the address), when the page would only
 * redirect and the plain shell is sent instead.
 */
export interface PrerenderManifest {
  pages: Record<string, string>;
  /** Sent instead of the plain shell to a browser that says it is signed in. */
  frame: string;
  signedInCookie: string;
  linkTokenParam: string;
  /** The CSP hashes (`sha256-…`) of the frame's inline script (src/frame/boot.ts), which the server admits. */
  frameScriptHashes: string[];
}

/** The frame's inline script: paints a returning user's greeting before the app's scripts arrive. */
export const FRAME_SCRIPT_ENTRY = 'src/frame/boot.ts';

/** The server writes each response's CSP nonce wherever the page says this (apps/api/src/plugins/portal.ts). */
export const NONCE_SLOT = '%CSP_NONCE%';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)">/g;

/**
 * The build's own stylesheets (the Inter faces) written into the page: a linked stylesheet blocks the
 * first paint for a round trip, and these are 2 KB. The style tag carries the response's nonce.
 */
export async function inlineStylesheets(html: string, outDir: string, base: string): Promise<string> {
  let inlined = html;
  for (const match of html.matchAll(STYLESHEET_LINK)) {
    const href = match[1]!;
    if (!href.startsWith(base)) throw new Error(`prerender: ${href} is not one of the build's stylesheets.`);
    const css = await readFile(join(outDir, href.slice(base.length)), 'utf8');
    if (css.includes('</style')) throw new Error(`prerender: ${href} cannot be inlined.`);
    inlined = inlined.replace(match[0], `<style nonce="${NONCE_SLOT}">${css.trim()}</style>`);
  }
  return inlined;
}

/** The module script and its preloads, as Vite writes them into index.html. */
const SCRIPT_TAGS = /<(script type="module"|link rel="modulepreload")/g;

/**
 * The shell with one page's markup in `#root` and its styles (nonce-stamped) before `</head>`. `marker`
 * is what `#root`'s `data-prerendered` says: a landing page's path (main.tsx hydrates the markup when it
 * opens that path) or `FRAME_MARKER` (main.tsx renders over it).
 */
export function withPrerenderedPage(shell: string, page: PrerenderEntry.PrerenderedPage, marker: string): string {
  const root = '<div id="root"></div>';
  if (!shell.includes(root) || !shell.includes('</head>')) throw new Error('prerender: index.html has no empty #root or no </head>.');
  // The page's CSP admits styles by nonce only: a style attribute in the markup would be dropped.
  if (/\sstyle="/.test(page.html)) throw new Error('prerender: the markup has a style attribute, which the CSP would refuse.');
  if (!/^[\w/-]+$/.test(marker)) throw new Error(`prerender: ${marker} cannot mark a page.`);
  const styles = page.styleTags.replaceAll('<style ', `<style nonce="${NONCE_SLOT}" `);
  // The scripts go at low priority, so the markup, styles and font go first: a landing page is complete
  // without them, and the frame paints its header while they arrive. (A high-priority script counts as
  // render-blocking in Lighthouse's simulation: the frame's first paint was put after all of them.)
  // Functions as replacements: the markup may contain `$&`-like sequences a string replacement would expand.
  return shell
    .replace(SCRIPT_TAGS, (tag) => `${tag} fetchpriority="low"`)
    .replace('</head>', () => `${styles}\n  </head>`)
    .replace(root, () => `<div id="root" data-prerendered="${marker}">${page.html}</div>`);
}

/**
 * The frame with its inline script at the end of the body, where `#root`'s markup is already parsed,
 * and the script's CSP hash: the page's policy admits no other inline script.
 */
export function withInlineScript(page: string, code: string): { html: string; hash: string } {
  if (!page.includes('</body>')) throw new Error('prerender: the page has no </body>.');
  if (/<\/script/i.test(code)) throw new Error('prerender: the script cannot be inlined.');
  const hash = `sha256-${createHash('sha256').update(code).digest('base64')}`;
  return { html: page.replace('</body>', () => `<script>${code}</script>\n  </body>`), hash };
}

/** The frame's script, built for the browser as one self-contained, minified IIFE. */
async function buildFrameScript(config: ResolvedConfig): Promise<string> {
  const output = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      copyPublicDir: false,
      lib: { entry: FRAME_SCRIPT_ENTRY, formats: ['iife'], name: 'riskAtlasFrame' },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output : []));
  const chunk = chunks.find((file) => file.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error(`prerender: ${FRAME_SCRIPT_ENTRY} built no script.`);
  return chunk.code.trim();
}

/**
 * Build only (the client build, not the server-side one it starts): renders each landing page of
 * `PRERENDERED_PAGES`, and the signed-in frame, with the app's own components (src/prerender.tsx, built
 * for Node into a cache folder), and writes them beside index.html with the manifest the server reads.
 * index.html itself gets its stylesheets inlined. The browser then paints the markup before the
 * JavaScript has run, and hydrates a landing page in place.
 */
export function prerenderPlugin(pages: Readonly<Record<string, string>> = PRERENDERED_PAGES): Plugin {
  let config: ResolvedConfig;
  let failed = false;
  return {
    name: 'risk-atlas:prerender',
    apply: clientBuildOnly,
    configResolved(resolved) {
      config = resolved;
    },
    // closeBundle runs after a failed build too: that build's own error is the one to report.
    buildEnd(error) {
      if (error) failed = true;
    },
    renderError() {
      failed = true;
    },
    async closeBundle() {
      if (failed) return;
      const outDir = resolve(config.root, config.build.outDir);
      const serverOutDir = join(config.root, 'node_modules/.cache/risk-atlas-prerender');
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: 'src/prerender.tsx', outDir: serverOutDir, emptyOutDir: true, sourcemap: false, minify: false },
        // Bundled rather than loaded by Node: its package has no exports map, so Node would load the
        // CommonJS build, whose default export is not the `styled` function.
        ssr: { noExternal: ['styled-components'] },
      });
      const { prerenderFrame, prerenderPage } = (await import(
        pathToFileURL(join(serverOutDir, 'prerender.js')).href
      )) as typeof PrerenderEntry;

      const indexPath = join(outDir, 'index.html');
      const shell = await inlineStylesheets(await readFile(indexPath, 'utf8'), outDir, config.base);
      await writeFile(indexPath, shell);
      const write = async (file: string, html: string) => {
        const target = join(outDir, file);
        await mkdir(resolve(target, '..'), { recursive: true });
        await writeFile(target, html);
      };
      for (const [path, file] of Object.entries(pages)) {
        await write(file, withPrerenderedPage(shell, await prerenderPage(path), path));
      }
      const frame = withInlineScript(withPrerenderedPage(shell, prerenderFrame(), FRAME_MARKER), await buildFrameScript(config));
      await write(PRERENDERED_FRAME, frame.html);
      const manifest: PrerenderManifest = {
        pages: { ...pages },
        frame: PRERENDERED_FRAME,
        signedInCookie: SIGNED_IN_COOKIE,
        linkTokenParam: LINK_TOKEN_PARAM,
        frameScriptHashes: [frame.hash],
      };
      await writeFile(join(outDir, PRERENDER_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
      await rm(serverOutDir, { recursive: true, force: true });
    },
  };
}
