import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

/*
 * House rules of openapi/openapi.yaml that `redocly lint` does not check. The generated client
 * relies on them (typed errors, `{data}` lists, `Link` paging), so a contract edit that breaks one
 * fails here before it reaches the server or the widgets.
 */

// The parsed YAML is walked structurally; `any` keeps the many nested lookups readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Node = Record<string, any>;
const contractPath = fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url));
const contract: Node = parse(readFileSync(contractPath, 'utf8'));
const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

function resolve(node: Node): Node {
  let current = node;
  const seen = new Set<string>();
  while (current && typeof current.$ref === 'string') {
    const reference: string = current.$ref;
    if (seen.has(reference)) throw new Error(`Circular $ref ${reference}`);
    seen.add(reference);
    current = reference
      .replace(/^#\//, '')
      .split('/')
      .reduce((parent: Node, key) => parent?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], contract);
    if (!current) throw new Error(`Unresolved $ref ${reference}`);
  }
  return current;
}

interface Operation {
  path: string;
  method: string;
  operation: Node;
  parameters: Node[];
}

const operations: Operation[] = Object.entries(contract.paths as Node).flatMap(([path, item]) =>
  methods
    .filter((method) => item[method])
    .map((method) => ({
      path,
      method,
      operation: item[method] as Node,
      parameters: [...(item.parameters ?? []), ...(item[method].parameters ?? [])].map(resolve),
    })),
);
const publicOperationIds = [
  'postToken',
  'resetPassword',
  'confirmPasswordReset',
  'listAdvertisements',
  'getHealth',
  'getReadiness',
  'getIndustryMediaFile',
];

/** Every object schema reachable from `schema`, following $refs, compositions, items and properties. */
function objectSchemas(schema: Node, seen = new Set<Node>()): Node[] {
  const resolved = resolve(schema);
  if (seen.has(resolved)) return [];
  seen.add(resolved);
  const found: Node[] = [];
  const types = Array.isArray(resolved.type) ? resolved.type : [resolved.type];
  if (types.includes('object') || resolved.properties) found.push(resolved);
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    for (const child of resolved[key] ?? []) found.push(...objectSchemas(child, seen));
  }
  if (resolved.items) found.push(...objectSchemas(resolved.items, seen));
  for (const child of Object.values((resolved.properties ?? {}) as Node)) found.push(...objectSchemas(child, seen));
  return found;
}

describe('openapi.yaml conventions', () => {
  it('is OpenAPI 3.1 served under /api', () => {
    expect(contract.openapi).toMatch(/^3\.1\./);
    expect(contract.servers).toEqual([expect.objectContaining({ url: '/api' })]);
  });

  it('gives every operation a unique camelCase operationId, a declared tag and a summary', () => {
    const declaredTags = new Set((contract.tags as Node[]).map((tag) => tag.name));
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, operation } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(operation.operationId, where).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(operation.tags?.length, where).toBeGreaterThan(0);
      for (const tag of operation.tags) expect(declaredTags.has(tag), `${where} tag ${tag}`).toBe(true);
      expect(operation.summary, where).toBeTruthy();
    }
  });

  it('documents a success, a 400 and (when signed in) a 401 for every operation', () => {
    for (const { path, method, operation } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((status) => status.startsWith('2')),
        where,
      ).toBe(true);
      expect(statuses, where).toContain('400');
      if (!publicOperationIds.includes(operation.operationId)) expect(statuses, where).toContain('401');
    }
  });

  it('answers every 4xx and 5xx with the one Error schema', () => {
    const error = contract.components.schemas.Error;
    expect(error).toMatchObject({ type: 'object', required: ['code', 'message'], additionalProperties: false });
    expect(Object.keys(error.properties)).toEqual(['code', 'message', 'request_id']);
    for (const { path, method, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses as Node)) {
        if (!/^[45]/.test(status)) continue;
        const content = resolve(response).content as Node;
        expect(Object.keys(content), `${method} ${path} ${status}`).toEqual(['application/json']);
        expect(content['application/json'].schema, `${method} ${path} ${status}`).toEqual({
          $ref: '#/components/schemas/Error',
        });
      }
    }
  });

  it('declares Retry-After on every 429 and 503', () => {
    for (const { path, method, operation } of operations) {
      for (const status of ['429', '503']) {
        if (!operation.responses[status]) continue;
        expect(resolve(operation.responses[status]).headers?.['Retry-After'], `${method} ${path} ${status}`).toEqual({
          $ref: '#/components/headers/Retry-After',
        });
      }
    }
  });

  it('forbids unknown properties in every request body object', () => {
    for (const { path, method, operation } of operations) {
      if (!operation.requestBody) continue;
      for (const [mediaType, media] of Object.entries(resolve(operation.requestBody).content as Node)) {
        for (const schema of objectSchemas(media.schema)) {
          expect(schema.additionalProperties, `${method} ${path} ${mediaType} ${JSON.stringify(schema).slice(0, 80)}`).toBe(false);
        }
      }
    }
  });

  it('answers lists as {data: [...]} objects, never bare arrays', () => {
    for (const { path, method, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses as Node)) {
        const schema = resolve(response).content?.['application/json']?.schema;
        if (!schema) continue;
        const resolved = resolve(schema);
        expect(resolved.type, `${method} ${path} ${status}`).toBe('object');
        if (resolved.properties?.data?.type === 'array') expect(resolved.required).toContain('data');
      }
    }
  });

  it('pages with page and pagesize (at most 100) and a Link header', () => {
    const paged = operations.filter(({ parameters }) => parameters.some((parameter) => parameter.name === 'page'));
    expect(paged.map(({ operation }) => operation.operationId).sort()).toEqual([
      'getIndustryChecklist',
      'listIndustrySearchHistory',
      'listUserQuizzes',
      'searchIndustries',
    ]);
    for (const { operation, parameters } of paged) {
      const pagesize = parameters.find((parameter) => parameter.name === 'pagesize');
      expect(pagesize?.schema, operation.operationId).toMatchObject({ minimum: 1, maximum: 100, default: 100 });
      expect(resolve(operation.responses['200']).headers?.Link, operation.operationId).toEqual({
        $ref: '#/components/headers/Link',
      });
    }
  });

  it('secures every operation with bearer or LinkGen plus the API key, except the public ones', () => {
    expect(contract.security).toEqual([
      { bearer: [], apiKey: [] },
      { linkgen: [], apiKey: [] },
    ]);
    expect(contract.components.securitySchemes).toMatchObject({
      bearer: { type: 'http', scheme: 'bearer' },
      linkgen: { type: 'http', scheme: 'LinkGen' },
      apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
    });
    for (const { operation } of operations) {
      if (publicOperationIds.includes(operation.operationId)) {
        expect(operation.security, operation.operationId).toEqual([{ apiKey: [] }, {}]);
      } else {
        expect(operation.security, operation.operationId).toBeUndefined();
      }
    }
  });

  it('keeps the spine operations at their agreed paths', () => {
    const byId = Object.fromEntries(
      operations.map(({ path, method, operation }) => [operation.operationId, `${method.toUpperCase()} ${path}`]),
    );
    expect(byId).toMatchObject({
      postToken: 'POST /token',
      getUser: 'GET /user',
      getUserSettings: 'GET /user/settings',
      putUserSettings: 'PUT /user/settings',
      getUserProfile: 'GET /user/profile',
      putUserProfile: 'PUT /user/profile',
      listTaxonomies: 'GET /taxonomies',
      listInsuranceClasses: 'GET /insurance_classes',
      searchIndustries: 'GET /industries',
      getIndustry: 'GET /industries/{id}',
      getIndustryHazardIndex: 'GET /industries/{id}/hazard_index/{country}',
      getClassificationLevel: 'GET /classifications/{abbr}/{revision}',
    });
  });

  it('takes the password grant form-encoded with exactly the four fields', () => {
    const token = operations.find(({ operation }) => operation.operationId === 'postToken')!.operation;
    const schema = resolve(token.requestBody.content['application/x-www-form-urlencoded'].schema);
    expect(schema.required).toEqual(['username', 'password', 'grant_type', 'client_id']);
    expect(schema.properties.grant_type.enum).toEqual(['password']);
    expect(schema.properties.client_id.enum).toEqual(['1']);
  });
});
