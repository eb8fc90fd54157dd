import fc from 'fast-check';
import { invalidArbitrary, validArbitrary } from './arbitraries.js';
import type { Contract, Operation, Parameter, Schema } from './contract.js';
import type { SchemaValidators } from './schemas.js';

export const ACCEPT = 'application/json;v=2.0';

/** A file as a multipart part carries it. */
export interface UploadFile {
  bytes: Uint8Array;
  type: string;
  name: string;
}

/** A body as the fuzzer sends it: a JSON value, form fields, multipart parts, or raw text under any media type. */
export type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; fields: Record<string, string> }
  | { kind: 'multipart'; fields: Record<string, string>; files: Record<string, UploadFile> }
  | { kind: 'raw'; mediaType: string; text: string };

export interface FuzzRequest {
  operationId: string;
  /** `valid` must be answered with a declared status; `invalid` must be refused with a 4xx. */
  kind: 'valid' | 'invalid';
  /** What was broken in an invalid request. */
  mutation: string | null;
  path: Record<string, string>;
  query: Record<string, string | string[]>;
  body: Body | null;
}

/** How a value travels in a URL or a form: as text, a list repeated, absent when null. */
function asText(value: unknown): string | string[] | undefined {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function textFields(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).flatMap(([key, value]) => {
      const text = asText(value);
      return text === undefined ? [] : [[key, Array.isArray(text) ? text.join(',') : text]];
    }),
  );
}

const byLocation = (operation: Operation, location: Parameter['in']) =>
  operation.parameters.filter((parameter) => parameter.in === location);

/**
 * Parts of a request that name real data, set over a generated valid request: where values must
 * agree with each other (a quiz and its questions, a template and its industry), or a parameter must
 * be left out (an operation that takes exactly one of two).
 */
export interface RequestPatch {
  path?: Readonly<Record<string, string | number>>;
  /** `undefined` leaves the parameter out. */
  query?: Readonly<Record<string, string | number | undefined>>;
  /** JSON or form fields, set over the generated body's. */
  body?: Readonly<Record<string, unknown>>;
  /** Multipart files, by field name. */
  files?: Readonly<Record<string, UploadFile>>;
}

/**
 * What the generator draws from besides the schema for one operation (see fixtures.ts): mixed with
 * generated values, so valid requests reach the success path, not only "not found", while the run
 * still explores edge and invalid values.
 */
export interface OperationFixtures {
  /** Values by parameter name (path or query), each drawn for about half of the requests. */
  parameters: Readonly<Record<string, readonly unknown[]>>;
  /** Patches, one set over about half of the valid requests. */
  patches: readonly RequestPatch[];
}

export const NO_FIXTURES: OperationFixtures = { parameters: {}, patches: [] };

function parametersArbitrary(parameters: Parameter[], contract: Contract, fixtures: OperationFixtures) {
  const model = Object.fromEntries(
    parameters.map((parameter) => {
      const generated = validArbitrary(parameter.schema, contract);
      const real = fixtures.parameters[parameter.name];
      return [parameter.name, real && real.length > 0 ? fc.oneof(generated, fc.constantFrom(...real)) : generated];
    }),
  );
  return fc.record(model, { requiredKeys: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name) });
}

function textParameters(values: Record<string, unknown>): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(values).flatMap(([key, value]) => {
      const text = asText(value);
      return text === undefined ? [] : [[key, text]];
    }),
  );
}

function bodyMediaType(operation: Operation): [string, Schema] | null {
  if (!operation.body) return null;
  const entries = Object.entries(operation.body.content);
  return entries.find(([type]) => type === 'application/json') ?? entries[0] ?? null;
}

function validBody(operation: Operation, contract: Contract): fc.Arbitrary<Body | null> {
  const declared = bodyMediaType(operation);
  if (!declared) return fc.constant(null);
  const [mediaType, schema] = declared;
  let body: fc.Arbitrary<Body>;
  if (mediaType === 'multipart/form-data') {
    const properties = (contract.resolve(schema).properties ?? {}) as Record<string, Schema>;
    const fileFields = Object.keys(properties).filter((key) => contract.resolve(properties[key]!).format === 'binary');
    // Any bytes under an image type: the fixtures add real images (fixtures.ts).
    const file = fc.record({
      bytes: fc.uint8Array({ maxLength: 256 }),
      type: fc.constantFrom('image/png', 'image/jpeg'),
      name: fc.constantFrom('photo.png', 'photo.jpg', 'x'),
    });
    body = fc.record(Object.fromEntries(fileFields.map((key) => [key, file]))).map((files) => ({ kind: 'multipart', fields: {}, files }));
  } else if (mediaType === 'application/x-www-form-urlencoded') {
    body = validArbitrary(schema, contract).map((value) => ({ kind: 'form', fields: textFields(value as Record<string, unknown>) }));
  } else {
    body = validArbitrary(schema, contract).map((value) => ({ kind: 'json', value }));
  }
  return operation.body!.required ? body : fc.option(body, { nil: null });
}

/** What the server parses out of a request part, so it can be checked against the schema as the server would. */
function serverSeesBody(body: Body): unknown {
  return body.kind === 'json' ? body.value : body.kind === 'form' ? body.fields : undefined;
}

/** True when the server's own validation must accept every part of the request. */
export function acceptableToServer(operation: Operation, request: FuzzRequest, validators: SchemaValidators): boolean {
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path' && parameter.in !== 'query') continue;
    const value = parameter.in === 'path' ? request.path[parameter.name] : request.query[parameter.name];
    if (value === undefined) {
      if (parameter.required) return false;
      continue;
    }
    if (parameter.in === 'path' && value === '') return false;
    if (!validators.acceptsAsServer(parameter.schema, value)) return false;
  }
  const declared = bodyMediaType(operation);
  if (!declared) return true;
  if (!request.body) return !operation.body!.required;
  if (request.body.kind === 'raw') return false;
  // Multipart parts are binary; the handler checks the file's content, not a schema.
  if (request.body.kind === 'multipart') return true;
  return validators.acceptsAsServer(declared[1], serverSeesBody(request.body));
}

function patchedBody(body: Body | null, patch: RequestPatch): Body | null {
  if (patch.files) {
    const generated = body?.kind === 'multipart' ? body : { fields: {}, files: {} };
    return { kind: 'multipart', fields: generated.fields, files: { ...generated.files, ...patch.files } };
  }
  if (!patch.body) return body;
  if (body?.kind === 'form') return { kind: 'form', fields: { ...body.fields, ...textFields(patch.body) } };
  const generated = body?.kind === 'json' && body.value && typeof body.value === 'object' && !Array.isArray(body.value) ? body.value : {};
  return { kind: 'json', value: { ...generated, ...patch.body } };
}

/** The request with the patch's values set over the generated ones. */
function applyPatch(request: FuzzRequest, patch: RequestPatch): FuzzRequest {
  const query = { ...request.query };
  for (const [name, value] of Object.entries(patch.query ?? {})) {
    if (value === undefined) delete query[name];
    else query[name] = String(value);
  }
  return { ...request, path: { ...request.path, ...textFields(patch.path ?? {}) }, query, body: patchedBody(request.body, patch) };
}

function validRequest(operation: Operation, contract: Contract, fixtures: OperationFixtures): fc.Arbitrary<FuzzRequest> {
  const generated = fc
    .record({
      path: parametersArbitrary(byLocation(operation, 'path'), contract, fixtures),
      query: parametersArbitrary(byLocation(operation, 'query'), contract, fixtures),
      body: validBody(operation, contract),
    })
    .map(({ path, query, body }) => ({
      operationId: operation.operationId,
      kind: 'valid' as const,
      mutation: null,
      path: textFields(path),
      query: textParameters(query),
      body,
    }));
  if (fixtures.patches.length === 0) return generated;
  return fc.oneof(
    generated,
    fc.tuple(generated, fc.constantFrom(...fixtures.patches)).map(([request, patch]) => applyPatch(request, patch)),
  );
}

function invalidRequests(
  operation: Operation,
  contract: Contract,
  validators: SchemaValidators,
  fixtures: OperationFixtures,
): fc.Arbitrary<FuzzRequest>[] {
  const valid = validRequest(operation, contract, fixtures);
  const mutations: fc.Arbitrary<FuzzRequest>[] = [];
  const refused = (request: FuzzRequest) => !acceptableToServer(operation, request, validators);
  for (const parameter of operation.parameters.filter((p) => p.in === 'path' || p.in === 'query')) {
    const where = parameter.in === 'path' ? 'path' : 'query';
    mutations.push(
      fc
        .tuple(valid, invalidArbitrary(parameter.schema, contract))
        .map(([request, bad]) => {
          const text = asText(bad);
          const value = Array.isArray(text) ? text.join(',') : (text ?? '');
          return {
            ...request,
            kind: 'invalid' as const,
            mutation: `${where} parameter ${parameter.name}`,
            [where]: { ...request[where], [parameter.name]: value },
          };
        })
        .filter(refused),
    );
    if (parameter.in === 'query' && parameter.required) {
      mutations.push(
        valid.map((request) => ({
          ...request,
          kind: 'invalid' as const,
          mutation: `missing query parameter ${parameter.name}`,
          query: Object.fromEntries(Object.entries(request.query).filter(([name]) => name !== parameter.name)),
        })),
      );
    }
  }
  const declared = bodyMediaType(operation);
  if (declared) {
    const [mediaType, schema] = declared;
    const broken = (mutation: string, body: fc.Arbitrary<Body | null>) =>
      fc.tuple(valid, body).map(([request, invalidBody]) => ({ ...request, kind: 'invalid' as const, mutation, body: invalidBody }));
    if (mediaType === 'application/json') {
      mutations.push(
        broken(
          'body breaks the schema',
          invalidArbitrary(schema, contract).map((value): Body => ({ kind: 'json', value })),
        ).filter(refused),
      );
      mutations.push(
        broken(
          'body is not JSON',
          fc
            .constantFrom('{"unterminated": ', '{', 'nul', '[1,]')
            .map((text): Body => ({ kind: 'raw', mediaType: 'application/json', text })),
        ),
      );
    } else if (mediaType === 'application/x-www-form-urlencoded') {
      const fields = invalidArbitrary(schema, contract).map((value): Body => ({
        kind: 'form',
        fields:
          value && typeof value === 'object' && !Array.isArray(value)
            ? textFields(value as Record<string, unknown>)
            : { value: String(value) },
      }));
      mutations.push(broken('form breaks the schema', fields).filter(refused));
    } else if (mediaType === 'multipart/form-data') {
      mutations.push(
        broken('multipart without its file', fc.constant<Body>({ kind: 'multipart', fields: { note: 'no file here' }, files: {} })),
      );
    }
    mutations.push(
      broken(
        'body under an undeclared media type',
        fc.string({ maxLength: 40 }).map((text): Body => ({ kind: 'raw', mediaType: 'text/plain', text })),
      ),
    );
    if (operation.body!.required) mutations.push(broken('required body missing', fc.constant(null)));
  }
  return mutations;
}

/** Valid and invalid requests for one operation, about half of each when the operation takes any input. */
export function requestArbitrary(
  operation: Operation,
  contract: Contract,
  validators: SchemaValidators,
  fixtures: OperationFixtures = NO_FIXTURES,
): fc.Arbitrary<FuzzRequest> {
  const valid = validRequest(operation, contract, fixtures).filter((request) => acceptableToServer(operation, request, validators));
  const invalid = invalidRequests(operation, contract, validators, fixtures);
  if (invalid.length === 0) return valid;
  return fc.oneof({ weight: invalid.length, arbitrary: valid }, ...invalid.map((arbitrary) => ({ weight: 1, arbitrary })));
}

/** The URL of a request, path parameters encoded into the template. */
export function urlFor(operation: Operation, request: FuzzRequest, baseUrl: string): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(request.path[name] ?? ''));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query)) for (const item of [value].flat()) query.append(name, item);
  const search = query.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

export function requestInit(operation: Operation, request: FuzzRequest, headers: Record<string, string>): RequestInit {
  const init: RequestInit & { headers: Record<string, string> } = { method: operation.method, headers: { accept: ACCEPT, ...headers } };
  const body = request.body;
  if (!body) return init;
  switch (body.kind) {
    case 'json':
      init.headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body.value);
      break;
    case 'form':
      init.headers['content-type'] = 'application/x-www-form-urlencoded';
      init.body = new URLSearchParams(body.fields).toString();
      break;
    case 'multipart': {
      const form = new FormData();
      for (const [name, value] of Object.entries(body.fields)) form.append(name, value);
      for (const [name, file] of Object.entries(body.files)) form.append(name, new Blob([file.bytes], { type: file.type }), file.name);
      init.body = form;
      break;
    }
    case 'raw':
      init.headers['content-type'] = body.mediaType;
      init.body = body.text;
      break;
  }
  return init;
}

/** A request as a failure report prints it (credentials left out). */
export function describeRequest(operation: Operation, request: FuzzRequest): string {
  const url = urlFor(operation, request, '');
  const body = request.body
    ? request.body.kind === 'json'
      ? JSON.stringify(request.body.value)
      : request.body.kind === 'raw'
        ? `(${request.body.mediaType}) ${JSON.stringify(request.body.text)}`
        : request.body.kind === 'form'
          ? `(form) ${JSON.stringify(request.body.fields)}`
          : `(multipart) fields ${JSON.stringify(request.body.fields)}, files ${Object.entries(request.body.files)
              .map(([name, file]) => `${name}=${file.name} ${file.type} ${file.bytes.length} B`)
              .join(', ')}`
    : '(no body)';
  const shown = body.length > 600 ? `${body.slice(0, 600)}… (${body.length} chars)` : body;
  return `${request.kind} request${request.mutation ? ` (${request.mutation})` : ''}: ${operation.method} ${url} ${shown}`;
}
