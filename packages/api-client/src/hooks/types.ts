import type { paths } from '@riskatlas/contract';

/** Paths of the contract that have a GET operation. */
export type GetPath = {
  [P in keyof paths]: paths[P] extends { get: { responses: unknown } } ? P : never;
}[keyof paths];

/** The GET operation of a path. */
export type GetOperation<P extends GetPath> = paths[P] extends { get: infer Operation } ? Operation : never;

/** The `params` object (query, path, header, cookie) of a path's GET operation. */
export type GetParams<P extends GetPath> = GetOperation<P> extends { parameters: infer Parameters } ? Parameters : never;

type JsonContent<Response> = Response extends { content: { 'application/json': infer Json } } ? Json : never;

/** The JSON body of a path's GET success answer. */
export type GetData<P extends GetPath> =
  GetOperation<P> extends { responses: infer Responses } ? JsonContent<Responses[Extract<keyof Responses, 200 | 201>]> : never;

type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];

/** True when a path's GET can be called without any parameters. */
export type ParamsOptional<P extends GetPath> = Exclude<keyof GetParams<P>, OptionalKeys<GetParams<P>>> extends never ? true : false;
