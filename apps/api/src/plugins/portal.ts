import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.js';
import { compressResponse } from './compression.js';
import { newNonce, portalPolicy } from './security-headers.js';

export interface PortalPluginOptions {
  /** The portal's production build; when it holds an index.html it is served with SPA fallback. */
  staticDir?: string;
}

/** The build's pre-rendered pages live here; they are read at start, never served as files. */
const PRERENDERED_DIR = 'prerendered';

/** The built portal on the same port as the API: files as they are, every other GET the SPA's index. */
export async function portalPlugin(app: FastifyInstance, options: PortalPluginOptions): Promise<void> {
  const staticDir = options.staticDir;
  if (!staticDir || !existsSync(join(staticDir, 'index.html'))) {
    app.setNotFoundHandler(async () => {
      throw new ApiError(404, 'not_found', 'Not found.');
    });
    return;
  }
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies of its text assets (apps/portal/precompress.ts).
    preCompressed: true,
    // Our own cache policy below replaces the plugin's default `max-age=0`.
    cacheControl: false,
    allowedPath: (path) => !path.startsWith(`/${PRERENDERED_DIR}/`),
    setHeaders(response, path) {
      // Vite names hashed assets by content: they never change, so browsers keep them for a year.
      response.setHeader('cache-control', path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const shell = withNonceSlot(await readFile(join(staticDir, 'index.html'), 'utf8'));
  const landingPages = await readRoutePreloads(staticDir);
  const pages = new Map(Object.entries(landingPages).map(([path, files]) => [path, withModulePreloads(shell, files)]));
  const prerender = await readPrerendered(staticDir);
  const prerenderedPages = new Map(
    await Promise.all(
      Object.entries(prerender?.pages ?? {}).map(async ([path, file]) => {
        const page = withNonceSlot(await readFile(join(staticDir, file), 'utf8'));
        // Low priority, like the page's own scripts (apps/portal/prerender.ts): the markup is complete without them.
        return [path, withModulePreloads(page, landingPages[path] ?? [], 'low')] as const;
      }),
    ),
  );
  const frame = prerender === null ? null : withNonceSlot(await readFile(join(staticDir, prerender.frame), 'utf8'));
  // The frame's scripts go at low priority too, so its header paints while they arrive.
  const framePages = new Map(
    frame === null ? [] : Object.entries(landingPages).map(([path, files]) => [path, withModulePreloads(frame, files, 'low')]),
  );
  /** A pre-rendered landing page is for signed-out visitors: for anyone else it would only redirect. */
  const signedIn = (request: FastifyRequest, query: URLSearchParams) =>
    prerender !== null && (hasCookie(request.headers.cookie, prerender.signedInCookie) || query.has(prerender.linkTokenParam));

  /**
   * A landing page pre-rendered for a signed-out visitor; for a browser that says it is signed in, the
   * frame its page starts from (so the header paints before the scripts run); otherwise the plain shell.
   * A signed-out visitor on another page gets the plain shell: its header differs from the frame's.
   */
  const pageFor = (request: FastifyRequest, path: string, search: string): string => {
    const query = new URLSearchParams(search);
    const landing = prerenderedPages.get(path);
    if (landing !== undefined && !signedIn(request, query)) return landing;
    // On a landing path the app only redirects (to the dashboard): that page's chunks are not wanted.
    if (frame !== null && hasCookie(request.headers.cookie, prerender!.signedInCookie))
      return landing === undefined ? (framePages.get(path) ?? frame) : frame;
    return pages.get(path) ?? shell;
  };

  // The page is a few tens of KB with its pre-rendered markup: it goes compressed, like the API's answers.
  app.addHook('onSend', compressResponse);
  // Every non-API path is a portal route: the SPA decides what exists (and shows /not-found).
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') throw new ApiError(404, 'not_found', 'Not found.');
    const nonce = newNonce();
    const [path = '/', search = ''] = request.url.split('?', 2);
    const page = pageFor(request, path, search);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie')
      .header('content-security-policy', portalPolicy(nonce, prerender?.frameScriptHashes))
      .send(page.replaceAll(NONCE_SLOT, nonce));
  });
}

function hasCookie(header: string | undefined, name: string): boolean {
  return header !== undefined && header.split(';').some((cookie) => cookie.trim() === `${name}=1`);
}

/** The build's map of landing paths to the chunks their page needs (apps/portal/route-preloads.ts). */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';
/** A hashed build asset: nothing else may be written into the page. */
const ASSET_PATH = /^\/assets\/[\w.-]+\.js$/;

async function readRoutePreloads(staticDir: string): Promise<Record<string, string[]>> {
  const path = join(staticDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(path)) return {};
  const parsed = JSON.parse(await readFile(path, 'utf8')) as unknown;
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`${path} is not a map of paths to files.`);
  return Object.fromEntries(
    Object.entries(parsed).map(([route, files]) => {
      if (!Array.isArray(files) || !files.every((file): file is string => typeof file === 'string' && ASSET_PATH.test(file))) {
        throw new Error(`${path}: ${route} must list /assets/*.js files.`);
      }
      return [route, files];
    }),
  );
}

/** What the build pre-rendered (apps/portal/prerender.ts, `PrerenderManifest`). */
interface Prerendered {
  pages: Record<string, string>;
  frame: string;
  signedInCookie: string;
  linkTokenParam: string;
  /** CSP hashes of the frame's inline script: the only inline script any portal page may run (none when absent). */
  frameScriptHashes?: string[];
}

const PRERENDER_MANIFEST = 'prerendered.json';
const PRERENDERED_FILE = new RegExp(`^${PRERENDERED_DIR}/[\\w-]+\\.html$`);
const NAME = /^[\w-]+$/;
const SCRIPT_HASH = /^sha256-[A-Za-z0-9+/]{43}=$/;

async function readPrerendered(staticDir: string): Promise<Prerendered | null> {
  const path = join(staticDir, PRERENDER_MANIFEST);
  if (!existsSync(path)) return null;
  const parsed = JSON.parse(await readFile(path, 'utf8')) as Partial<Prerendered> | null;
  const valid =
    typeof parsed?.frame === 'string' &&
    PRERENDERED_FILE.test(parsed.frame) &&
    typeof parsed.signedInCookie === 'string' &&
    NAME.test(parsed.signedInCookie) &&
    typeof parsed.linkTokenParam === 'string' &&
    NAME.test(parsed.linkTokenParam) &&
    (parsed.frameScriptHashes === undefined ||
      (Array.isArray(parsed.frameScriptHashes) &&
        parsed.frameScriptHashes.every((hash) => typeof hash === 'string' && SCRIPT_HASH.test(hash)))) &&
    typeof parsed.pages === 'object' &&
    parsed.pages !== null &&
    Object.entries(parsed.pages).every(([route, file]) => route.startsWith('/') && typeof file === 'string' && PRERENDERED_FILE.test(file));
  if (!valid)
    throw new Error(
      `${path}: expected {pages: {"/path": "${PRERENDERED_DIR}/name.html"}, frame, signedInCookie, linkTokenParam, frameScriptHashes?: ["sha256-…"]}.`,
    );
  return parsed as Prerendered;
}

/**
 * A landing page's own chunks, announced with the page: the browser fetches them beside the entry rather
 * than after the entry has run and rendered the route.
 */
function withModulePreloads(html: string, files: readonly string[], priority?: 'low'): string {
  const attributes = priority === undefined ? '' : ` fetchpriority="${priority}"`;
  const links = files.map((file) => `  <link rel="modulepreload" crossorigin href="${file}"${attributes} />\n`).join('');
  return html.replace('</head>', () => `${links}  </head>`);
}

/**
 * Where the page needs this response's CSP nonce (the build writes it on the style tags it inlines,
 * apps/portal/prerender.ts `NONCE_SLOT`); every occurrence is replaced per response.
 */
const NONCE_SLOT = '%CSP_NONCE%';

/** The page tells styled-components its nonce through the meta tag the library looks for. */
function withNonceSlot(html: string): string {
  if (!html.includes('</head>')) throw new Error('The portal index.html has no </head>.');
  return html.replace('</head>', () => `  <meta property="csp-nonce" content="${NONCE_SLOT}" />\n  </head>`);
}
