import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type Handlers = Record<string, Handler>;
export interface Dependencies {
  db: Database;
}
