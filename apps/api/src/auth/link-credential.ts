import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors.js';

export const LINK_TOKEN_EMAIL_MESSAGE = 'Sign in with your user name and password to change your email address.';

/**
 * A link-generated token rides in URLs (logs, bookmarks, a partner's page), so it must not be enough to
 * take the account over: the email is where password resets go, so changing it needs a password sign-in.
 */
export function assertMayChangeEmail(request: FastifyRequest, currentEmail: string, requestedEmail: string): void {
  if (request.credential === 'linkgen' && requestedEmail.toLowerCase() !== currentEmail.toLowerCase()) {
    throw new ApiError(403, 'forbidden', LINK_TOKEN_EMAIL_MESSAGE);
  }
}
