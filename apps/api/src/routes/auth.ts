import { lockedForSeconds, recordLoginFailure, clearLoginFailures } from '../auth/lockout.js';
import { decoyHash, verifyPassword } from '../auth/passwords.js';
import type { Handlers } from '../contract/handlers.js';
import type { ServerContext } from '../context.js';
import { findCredentials } from '../db/repositories/users.js';
import { ApiError, tooManyRequests } from '../errors.js';
import { bearerCredential } from '../auth/credentials.js';
import { callerId } from '../request-context.js';

export const LOCKED_MESSAGE = 'There are some issues with the user account. Please contact support for assistance.';
export const WRONG_CREDENTIALS_MESSAGE = 'The username or password is incorrect.';

export function authHandlers({ db, sessions }: ServerContext): Handlers {
  return {
    async postToken(request) {
      const { username, password } = request.body;
      const retryAfter = await lockedForSeconds(db, username);
      if (retryAfter > 0) throw tooManyRequests('account_locked', LOCKED_MESSAGE, retryAfter);

      const user = await findCredentials(db, username);
      // Unknown names still pay for a hash, so timing does not reveal which accounts exist.
      const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
      if (!user || !valid) {
        await recordLoginFailure(db, username);
        throw new ApiError(400, 'invalid_grant', WRONG_CREDENTIALS_MESSAGE);
      }
      await clearLoginFailures(db, username);
      const { token, expiresIn } = await sessions.issue(user.id);
      return { access_token: token, token_type: 'bearer', expires_in: expiresIn };
    },

    async revokeToken(request, reply) {
      // Signing out ends the credential the request signed in with: the session, or the link token
      // (which then stops working wherever it was copied; GET /user shows its replacement).
      if (request.credential === 'linkgen') {
        await sessions.revokeLinkToken(callerId(request));
      } else {
        const token = bearerCredential(request);
        if (token !== null) await sessions.revoke(token);
      }
      reply.code(204);
      return undefined;
    },

    async revokeLinkToken(request, reply) {
      await sessions.revokeLinkToken(callerId(request));
      reply.code(204);
      return undefined;
    },
  };
}
