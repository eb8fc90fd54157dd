import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { CONTRACT_PATH } from '../../src/contract/specification.js';

/** A JSON Schema (2020-12) as the contract writes it; `$ref`s point into the contract document. */
export type Schema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

export interface Operation {
  operationId: string;
  method: string;
  /** The path template, e.g. `/user/companies/{companyId}`. */
  path: string;
  parameters: Parameter[];
  /** The request body's media types and schemas; null when the operation takes none. */
  body: { required: boolean; content: Record<string, Schema> } | null;
  /** Declared responses by status code: media type → schema (empty for bodiless answers). */
  responses: Record<string, Record<string, Schema | undefined>>;
  /** Headers each declared response must carry (`required: true`), by status code: name → schema. */
  requiredHeaders: Record<string, Record<string, Schema>>;
  /** True when the operation needs a signed-in caller (no anonymous alternative in its security). */
  secured: boolean;
}

export interface Contract {
  document: Schema;
  operations: Operation[];
  /** Follows one `$ref` (local pointers only). */
  resolve<T>(value: T): T;
}

const METHODS = new Set(['get', 'put', 'post', 'patch', 'delete']);

function pointer(document: Schema, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported: ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
}

/** Reads openapi.yaml afresh, so every operation another issue adds is fuzzed without touching this suite. */
export function loadContractOperations(): Contract {
  const document = parseYaml(readFileSync(CONTRACT_PATH, 'utf8')) as Schema;
  const resolve = <T>(value: T): T => {
    let node: unknown = value;
    while (node && typeof node === 'object' && typeof (node as Schema).$ref === 'string')
      node = pointer(document, (node as Schema).$ref as string);
    return node as T;
  };
  const globalSecurity = (document.security ?? []) as Record<string, unknown>[];
  const operations: Operation[] = [];
  for (const [path, rawItem] of Object.entries(document.paths as Record<string, Schema>)) {
    const item = resolve(rawItem);
    const shared = ((item.parameters ?? []) as Schema[]).map(resolve);
    for (const [method, rawOperation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const operation = rawOperation as Schema;
      const own = ((operation.parameters ?? []) as Schema[]).map(resolve);
      const parameters = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own].map((p) => ({
        name: p.name as string,
        in: p.in as Parameter['in'],
        required: p.required === true,
        schema: (p.schema ?? {}) as Schema,
      }));
      const requestBody = operation.requestBody ? resolve(operation.requestBody as Schema) : null;
      const responses: Operation['responses'] = {};
      const requiredHeaders: Operation['requiredHeaders'] = {};
      for (const [status, rawResponse] of Object.entries((operation.responses ?? {}) as Record<string, Schema>)) {
        const response = resolve(rawResponse);
        const content = (response.content ?? {}) as Record<string, Schema>;
        responses[status] = Object.fromEntries(Object.entries(content).map(([type, media]) => [type, media.schema as Schema | undefined]));
        const headers = Object.entries((response.headers ?? {}) as Record<string, Schema>).map(
          ([name, header]) => [name, resolve(header)] as const,
        );
        requiredHeaders[status] = Object.fromEntries(
          headers.filter(([, header]) => header.required === true).map(([name, header]) => [name, (header.schema ?? {}) as Schema]),
        );
      }
      const security = (operation.security ?? globalSecurity) as Record<string, unknown>[];
      operations.push({
        operationId: operation.operationId as string,
        method: method.toUpperCase(),
        path,
        parameters,
        body: requestBody
          ? {
              required: requestBody.required === true,
              content: Object.fromEntries(
                Object.entries(requestBody.content as Record<string, Schema>).map(([type, media]) => [
                  type,
                  (media.schema ?? {}) as Schema,
                ]),
              ),
            }
          : null,
        responses,
        requiredHeaders,
        secured: security.length > 0 && security.every((requirement) => Object.keys(requirement).some((scheme) => scheme !== 'apiKey')),
      });
    }
  }
  return { document, operations, resolve };
}

/** The declared status for an answer's status: itself, its `4XX`-style range or `default`. */
function declaredStatus(operation: Operation, status: number): string | undefined {
  return [String(status), `${String(status)[0]}XX`, 'default'].find((key) => key in operation.responses);
}

/** The declared response for a status, falling back to `4XX`-style ranges and `default`. */
export function declaredResponse(operation: Operation, status: number) {
  const key = declaredStatus(operation, status);
  return key === undefined ? undefined : operation.responses[key];
}

/** The headers the declared response for a status must carry: name → schema. */
export function requiredHeaders(operation: Operation, status: number): Record<string, Schema> {
  const key = declaredStatus(operation, status);
  return key === undefined ? {} : (operation.requiredHeaders[key] ?? {});
}
