import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../errors.js';
import { callerId } from '../request-context.js';
import type { UserDirectory, UserSnapshot } from './directory.js';

/** The signed-in caller's data; a token that outlived its account counts as signed out. */
export async function callerSnapshot(users: Pick<UserDirectory, 'find'>, request: FastifyRequest): Promise<UserSnapshot> {
  const snapshot = await users.find(callerId(request));
  if (!snapshot) throw unauthorized();
  return snapshot;
}
