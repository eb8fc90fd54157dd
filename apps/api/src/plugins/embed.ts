import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where partner pages load the embed from: `/embed/embed.js` and `/embed/v<version>/…`. */
export const EMBED_PREFIX = '/embed/';

export interface EmbedPluginOptions {
  /** The embed's CDN build (packages/embed/dist/cdn); nothing is served when it is missing. */
  embedDir?: string;
}

/**
 * The embed's public files for partner pages on other origins. The runtime is loaded as ES modules,
 * which browsers fetch with CORS, so every origin may read them (they are public code; the API
 * itself answers only registered origins). embed.js is revalidated so partners get fixes; the
 * versioned runtime never changes under its path.
 */
export async function embedPlugin(app: FastifyInstance, options: EmbedPluginOptions): Promise<void> {
  const embedDir = options.embedDir;
  if (!embedDir || !existsSync(join(embedDir, 'embed.js'))) return;
  await app.register(fastifyStatic, {
    root: embedDir,
    prefix: EMBED_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders(response, path) {
      response.setHeader('access-control-allow-origin', '*');
      response.setHeader('cross-origin-resource-policy', 'cross-origin');
      response.setHeader(
        'cache-control',
        relative(embedDir, path).startsWith('v') ? 'public, max-age=31536000, immutable' : 'public, max-age=300, must-revalidate',
      );
    },
  });
}
