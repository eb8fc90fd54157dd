import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashPassword } from '../auth/passwords.js';
import { INVALID_RESET_CODE_MESSAGE, newResetCode, RESET_CODE_LIFETIME_SECONDS, resetEmail, resetLink } from '../auth/password-reset.js';
import { RESET_ANSWER_FLOOR_MS, takeResetSlot, withTimeFloor } from '../auth/reset-limits.js';
import { digest } from '../auth/tokens.js';
import type { Handlers } from '../contract/handlers.js';
import type { ServerContext } from '../context.js';
import type { Database } from '../db/client.js';
import { enqueueEmail } from '../db/repositories/email-outbox.js';
import { deleteUserTokens } from '../db/repositories/tokens.js';
import { consumeResetCode, findResetRecipient, replaceResetCode, updatePasswordHash } from '../db/repositories/password-resets.js';
import { ApiError, badRequest, notFound } from '../errors.js';

export const NO_ACCOUNT_MESSAGE = "Sorry, we couldn't find an account with the user name.";

export function passwordResetHandlers({ db, bus, config, sessions }: ServerContext): Handlers {
  return {
    async resetPassword(request, reply) {
      const { username, reset_url } = request.query;
      const code = newResetCode();
      // Only configured origins: the request's Host (or X-Forwarded-Host) is the caller's to choose, and a
      // link built from it would mail the victim's code to the caller's site.
      const link = resetLink(reset_url, config.portalOrigins, code);
      if (link === null) throw badRequest('reset_url must be a page of the portal.');
      await takeResetSlot(db, request.ip, username, config.resetRequestsPerAddress);
      const logLinks = config.environment !== 'production';
      return withTimeFloor(RESET_ANSWER_FLOOR_MS, () => sendResetEmail(db, request, reply, { username, link, code, logLinks }));
    },

    async confirmPasswordReset(request, reply) {
      const { code, password } = request.body;
      const passwordHash = await hashPassword(password);
      await bus.transaction(async (tx, invalidate) => {
        const userId = await consumeResetCode(tx, digest(code));
        if (userId === null) throw new ApiError(400, 'invalid_reset_code', INVALID_RESET_CODE_MESSAGE);
        await updatePasswordHash(tx, userId, passwordHash);
        // A new password ends every session and the link token: whoever held the old password, or a
        // link, is signed out everywhere.
        await deleteUserTokens(tx, userId);
        await sessions.replaceLinkToken(tx, userId);
        invalidate({ kind: 'sessions', userId });
      });
      reply.code(204);
      return undefined;
    },
  };
}

/** Writes the code and queues the email for a known account; 404 with the message of docs/product/accounts-and-access.md otherwise. */
async function sendResetEmail(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  { username, link, code, logLinks }: { username: string; link: string; code: string; logLinks: boolean },
): Promise<undefined> {
  const recipient = await findResetRecipient(db, username);
  if (!recipient) throw notFound(NO_ACCOUNT_MESSAGE);
  const email = resetEmail(recipient.person_name, link);
  await db.transaction(async (tx) => {
    await replaceResetCode(tx, { userId: recipient.id, codeHash: digest(code), lifetimeSeconds: RESET_CODE_LIFETIME_SECONDS });
    await enqueueEmail(tx, { recipient: recipient.email, subject: email.subject, body: email.body });
  });
  // Development has no mail relay: the log is the inbox. Production never logs a live code.
  if (logLinks) request.log.info({ to: recipient.email, subject: email.subject, link }, 'password reset email queued');
  reply.code(204);
  return undefined;
}
