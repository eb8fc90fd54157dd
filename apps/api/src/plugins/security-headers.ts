import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What the browser may do with anything we serve that is not the portal's page: nothing. An API answer
 * or an uploaded image opened directly in a tab runs no script and loads nothing, and nobody frames it.
 */
const LOCKED_DOWN_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The portal's page: its own scripts only (Vite emits no inline script; the one inline script the
 * build writes, the pre-rendered frame's, is admitted by its hash), styles from its own files or
 * carrying this response's nonce (styled-components reads it from the page and stamps its <style>
 * tags), images and media from us or generated in the page, no plugins, no <base>, never framed.
 */
export function portalPolicy(nonce: string, scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A fresh nonce per page view: a value an attacker can predict would let an injected style through. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

const HSTS = 'max-age=31536000; includeSubDomains';

function addHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('cross-origin-opener-policy', 'same-origin');
  // A page that set its own policy (the portal, with its nonce) keeps it.
  if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', LOCKED_DOWN_POLICY);
  // Only over TLS (directly, or as a trusted proxy reports it): over plain HTTP the header is ignored
  // anyway, and sending it from a development machine's localhost would pin HTTPS on other local apps.
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
}

/** Security headers on every response, errors and 404s included. */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    addHeaders(request, reply);
    return payload;
  });
});
