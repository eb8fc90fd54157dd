import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { callerSnapshot } from '../users/caller.js';
import type { UserDirectory, UserSnapshot } from '../users/directory.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in caller's data (users/caller.ts): 401 when nobody signed in or the account is gone.
     * Read when a handler asks, so the handler's own checks keep their order, and read again on every
     * call, so a second call after a write sees it (the user directory caches between writes).
     */
    caller(): Promise<UserSnapshot>;
  }
}

export interface CallerPluginOptions {
  /** Where the caller is looked up (the replica's user directory). */
  users: Pick<UserDirectory, 'find'>;
}

/** Gives every request `request.caller()`, bound to this replica's user directory. */
export const callerPlugin = fp(async (app: FastifyInstance, { users }: CallerPluginOptions) => {
  app.decorateRequest('caller', function caller(this: FastifyRequest) {
    return callerSnapshot(users, this);
  });
});
