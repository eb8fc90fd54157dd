import type {
  HasBinarySuccess,
  HasEmptySuccess,
  OperationId,
  PathParams,
  RequestBody,
  ServerQueryParams,
  SuccessJson,
} from '@riskatlas/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { JsonBytes } from '../caching/json-bytes.js';

/** The request of one operation: params, query (contract defaults applied) and body typed from the contract. */
export type OperationRequest<K extends OperationId> = FastifyRequest<{
  Params: PathParams<K>;
  Querystring: ServerQueryParams<K>;
  Body: RequestBody<K>;
}>;

/**
 * What a handler may return: the JSON body of a declared success response (as an object, or serialised
 * ahead of time as `JsonBytes` of that same body), bytes when the operation answers with a file,
 * nothing when it answers 204. Errors are thrown as ApiError.
 */
export type OperationResult<K extends OperationId> =
  | SuccessJson<K>
  | JsonBytes<SuccessJson<K>>
  | (HasBinarySuccess<K> extends true ? Buffer : never)
  | (HasEmptySuccess<K> extends true ? undefined : never);

export type OperationHandler<K extends OperationId> = (request: OperationRequest<K>, reply: FastifyReply) => Promise<OperationResult<K>>;

/** Handlers by operationId. A key that is not an operationId, or a handler of the wrong shape, does not compile. */
export type Handlers = { [K in OperationId]?: OperationHandler<K> };
