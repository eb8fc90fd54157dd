/**
 * The contract as types: what openapi-typescript generates from openapi/openapi.yaml, plus helpers that
 * read one operation's parameters, body and responses by operationId. The API server types its handlers
 * with these and the client types its calls with the same `paths`, so both sides compile against one file.
 * Types only: importing this package adds nothing to a bundle.
 */
import type { QueryDefaults } from './defaults';
import type { components, operations, paths } from './schema';

export type { components, operations, paths, QueryDefaults };

/** Every operationId of the contract. */
export type OperationId = keyof operations;

/** A named schema of the contract, e.g. `Schema<'User'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

type Defined<T> = Exclude<T, undefined>;
type Parameters<K extends OperationId> = operations[K]['parameters'];
/** An operation without parameters of a kind gets an empty object, never `never`, so handlers can destructure. */
type OrEmpty<T> = [Defined<T>] extends [never] ? Record<string, never> : Defined<T>;

/** Path parameters of an operation, as the server receives them (coerced to the contract's types). */
export type PathParams<K extends OperationId> = OrEmpty<Parameters<K>['path']>;

/** Query parameters of an operation as a client sends them: parameters with defaults may be left out. */
export type QueryParams<K extends OperationId> = OrEmpty<Parameters<K>['query']>;

type DefaultedQueryKeys<K extends OperationId> = K extends keyof QueryDefaults ? QueryDefaults[K] & keyof QueryParams<K> : never;

/** Query parameters of an operation as a handler sees them: those with a default in the contract are always set. */
export type ServerQueryParams<K extends OperationId> = Omit<QueryParams<K>, DefaultedQueryKeys<K>> &
  Required<Pick<QueryParams<K>, DefaultedQueryKeys<K>>>;

/** Header parameters of an operation. */
export type HeaderParams<K extends OperationId> = OrEmpty<Parameters<K>['header']>;

type RequestContent<K extends OperationId> = Defined<operations[K]['requestBody']> extends { content: infer Content } ? Content : never;

/** The request body of an operation (for any of its media types); `undefined` when it takes none. */
export type RequestBody<K extends OperationId> = [RequestContent<K>] extends [never]
  ? undefined
  : RequestContent<K>[keyof RequestContent<K>];

type Responses<K extends OperationId> = operations[K]['responses'];

/** Status codes an operation declares for success. */
export type SuccessStatus<K extends OperationId> = Extract<keyof Responses<K>, 200 | 201 | 202 | 204 | 206>;

/** The content map (`{ 'media/type': body }`) of one declared response; `never` when it has no body. */
export type ResponseContent<K extends OperationId, Status extends keyof Responses<K>> = Responses<K>[Status] extends {
  content: infer Content;
}
  ? Content
  : never;

/** The JSON body of one declared response, or `never` when that response is not JSON. */
export type JsonResponse<K extends OperationId, Status extends keyof Responses<K>> =
  ResponseContent<K, Status> extends {
    'application/json': infer Json;
  }
    ? Json
    : never;

/** The JSON body of an operation's success response(s). */
export type SuccessJson<K extends OperationId> = { [Status in SuccessStatus<K>]: JsonResponse<K, Status> }[SuccessStatus<K>];

/** True when a success response of the operation carries a body that is not JSON (a PDF, an image). */
export type HasBinarySuccess<K extends OperationId> = true extends {
  [Status in SuccessStatus<K>]: Exclude<keyof ResponseContent<K, Status>, 'application/json'> extends never ? false : true;
}[SuccessStatus<K>]
  ? true
  : false;

/** True when a success response of the operation has no body at all (204). */
export type HasEmptySuccess<K extends OperationId> = true extends {
  [Status in SuccessStatus<K>]: [ResponseContent<K, Status>] extends [never] ? true : false;
}[SuccessStatus<K>]
  ? true
  : false;
