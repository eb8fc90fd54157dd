import { clearFailures, lockedForSeconds, recordFailure } from '../auth/lockout.js';
import { decoyHash, verifyPassword } from '../auth/passwords.js';
import { issueToken } from '../auth/tokens.js';
import { ApiError, tooManyRequests } from '../errors.js';
import type { Dependencies, Handlers } from './types.js';

export const LOCKED_MESSAGE = 'There are some issues with the user account. Please contact support for assistance.';
export const WRONG_CREDENTIALS_MESSAGE = 'The username or password is incorrect.';

interface TokenRequest {
  username: string;
  password: string;
}

export function authHandlers({ db }: Dependencies): Handlers {
  return {
    async postToken(request) {
      const { username, password } = request.body as TokenRequest;
      const retryAfter = await lockedForSeconds(db, username);
      if (retryAfter > 0) throw tooManyRequests('account_locked', LOCKED_MESSAGE, retryAfter);

      const { rows } = await db.query<{ id: number; password_hash: string }>(
        'SELECT id, password_hash FROM users WHERE lower(user_name) = lower($1)',
        [username.trim()],
      );
      const user = rows[0];
      // Unknown names still pay for a hash, so timing does not reveal which accounts exist.
      const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
      if (!user || !valid) {
        await recordFailure(db, username);
        throw new ApiError(400, 'invalid_grant', WRONG_CREDENTIALS_MESSAGE);
      }
      await clearFailures(db, username);
      const { token, expiresIn } = await issueToken(db, user.id);
      return { access_token: token, token_type: 'bearer', expires_in: expiresIn };
    },
  };
}
