import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.js';
import { newNonce, portalPolicy } from './security-headers.js';

export interface PortalPluginOptions {
  /** The portal's production build; when it holds an index.html it is served with SPA fallback. */
  staticDir?: string;
}

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
    setHeaders(response, path) {
      // Vite names hashed assets by content: they never change, so browsers keep them for a year.
      response.setHeader('cache-control', path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const index = withNonceSlot(await readFile(join(staticDir, 'index.html'), 'utf8'));
  const landingPages = await readRoutePreloads(staticDir);
  const pages = new Map(Object.entries(landingPages).map(([path, files]) => [path, withModulePreloads(index, files)]));
  // Every non-API path is a portal route: the SPA decides what exists (and shows /not-found).
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') throw new ApiError(404, 'not_found', 'Not found.');
    const nonce = newNonce();
    const page = pages.get(request.url.split('?')[0]!) ?? index;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', portalPolicy(nonce))
      .send(page.replace(NONCE_SLOT, nonce));
  });
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

/**
 * A landing page's own chunks, announced with the page: the browser fetches them beside the entry rather
 * than after the entry has run and rendered the route.
 */
function withModulePreloads(html: string, files: readonly string[]): string {
  const links = files.map((file) => `  <link rel="modulepreload" crossorigin href="${file}" />\n`).join('');
  return html.replace('</head>', `${links}  </head>`);
}

const NONCE_SLOT = '%CSP_NONCE%';

/** The page tells styled-components its nonce through the meta tag the library looks for. */
function withNonceSlot(html: string): string {
  if (!html.includes('</head>')) throw new Error('The portal index.html has no </head>.');
  return html.replace('</head>', `  <meta property="csp-nonce" content="${NONCE_SLOT}" />\n  </head>`);
}
