import fc from 'fast-check';
import type { Contract, Schema } from './contract.js';

/** Past this nesting, optional parts are left out and arrays kept empty: enough to reach every field. */
const MAX_DEPTH = 6;
/** Long enough to cross every bound the contract sets on short fields, short enough to keep runs fast. */
const TYPICAL_STRING = 40;
const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };
/** Bounds above this (whole documents, e.g. report HTML) are probed by the server's own tests, not per request. */
const LARGEST_BOUNDARY_STRING = 64 * 1024;

/** Strings that have broken servers before: markup, SQL, traversal, NUL and other control characters. */
const NASTY_STRINGS = [
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '../../etc/passwd',
  '\u0000',
  'a\u0000b',
  '%00',
  '\r\nX-Injected: 1',
  '🦘'.repeat(3),
  ' ',
];

const typesOf = (schema: Schema): string[] =>
  Array.isArray(schema.type)
    ? (schema.type as string[])
    : typeof schema.type === 'string'
      ? [schema.type]
      : schema.properties
        ? ['object']
        : [];

function boundedLength(schema: Schema) {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = schema.maxLength as number | undefined;
  return { minLength, maxLength, typical: Math.max(minLength, Math.min(maxLength ?? TYPICAL_STRING, TYPICAL_STRING)) };
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const { minLength, maxLength, typical } = boundedLength(schema);
  const fits = (value: string) => [...value].length >= minLength && (maxLength === undefined || [...value].length <= maxLength);
  switch (schema.format) {
    case 'date-time':
      return fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'uri':
      return fc.webUrl().filter(fits);
    default:
  }
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter(fits);
  const choices: fc.Arbitrary<string>[] = [
    fc.string({ minLength, maxLength: typical }),
    fc.string({ unit: 'binary', minLength, maxLength: typical }),
    fc.constantFrom(...NASTY_STRINGS).filter(fits),
  ];
  // The exact bound, where off-by-one limits and column widths break.
  if (maxLength !== undefined && maxLength > typical && maxLength <= LARGEST_BOUNDARY_STRING)
    choices.push(fc.string({ minLength: maxLength, maxLength }));
  return fc.oneof(...choices);
}

function numberArbitrary(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum as number | undefined;
  const exclusiveMax = schema.exclusiveMaximum as number | undefined;
  const min =
    (schema.minimum as number | undefined) ?? (exclusiveMin === undefined ? undefined : exclusiveMin + (integer ? 1 : Number.EPSILON));
  const max =
    (schema.maximum as number | undefined) ?? (exclusiveMax === undefined ? undefined : exclusiveMax - (integer ? 1 : Number.EPSILON));
  if (!integer) return fc.double({ min: min ?? -1e9, max: max ?? 1e9, noNaN: true, noDefaultInfinity: true });
  const range = { min: min ?? INT32.min, max: max ?? INT32.max };
  // Beyond 32 bits only where the contract sets no bound: an id column must not turn that into a 500.
  if (schema.maximum === undefined && schema.format !== 'int32')
    return fc.oneof({ weight: 9, arbitrary: fc.integer(range) }, { weight: 1, arbitrary: fc.constant(Number.MAX_SAFE_INTEGER) });
  return fc.integer(range);
}

function objectArbitrary(schema: Schema, contract: Contract, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  const keys = Object.keys(properties).filter((key) => required.has(key) || depth < MAX_DEPTH);
  const model = Object.fromEntries(keys.map((key) => [key, validArbitrary(properties[key]!, contract, depth + 1)]));
  return fc.record(model, { requiredKeys: keys.filter((key) => required.has(key)) });
}

/** Values the schema accepts (best effort: callers check them with ajv and drop the rare miss). */
export function validArbitrary(rawSchema: Schema, contract: Contract, depth = 0): fc.Arbitrary<unknown> {
  const schema = contract.resolve(rawSchema);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (branches) return fc.oneof(...branches.map((branch) => validArbitrary(branch, contract, depth)));
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'null':
          return fc.constant(null);
        case 'boolean':
          return fc.boolean();
        case 'integer':
          return numberArbitrary(schema, true);
        case 'number':
          return numberArbitrary(schema, false);
        case 'string':
          return stringArbitrary(schema);
        case 'array': {
          const minLength = (schema.minItems as number | undefined) ?? 0;
          const maxLength = Math.max(minLength, Math.min((schema.maxItems as number | undefined) ?? 4, depth < MAX_DEPTH ? 4 : minLength));
          return fc.array(validArbitrary((schema.items ?? {}) as Schema, contract, depth + 1), { minLength, maxLength });
        }
        default:
          return objectArbitrary(schema, contract, depth);
      }
    }),
  );
}

const WRONG_SHAPES: unknown[] = [{ unexpected: true }, [1, 2], 'not-a-number', 1.5, -1, true];

/**
 * Values likely to break the schema: wrong types, out-of-range numbers, over-long strings, unknown
 * enum members and properties, missing required fields, bad nested values. Callers keep only those the
 * server's own validation must refuse.
 */
export function invalidArbitrary(rawSchema: Schema, contract: Contract, depth = 0): fc.Arbitrary<unknown> {
  const schema = contract.resolve(rawSchema);
  const choices: fc.Arbitrary<unknown>[] = [fc.constantFrom(...WRONG_SHAPES)];
  if (Array.isArray(schema.enum)) choices.push(fc.constant('not-in-the-enum'));
  const branches = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (branches && depth < MAX_DEPTH) choices.push(...branches.map((branch) => invalidArbitrary(branch, contract, depth + 1)));
  for (const type of typesOf(schema)) {
    if (type === 'integer' || type === 'number') {
      if (typeof schema.minimum === 'number') choices.push(fc.constant(schema.minimum - 1));
      if (typeof schema.maximum === 'number') choices.push(fc.constant(schema.maximum + 1));
    }
    if (type === 'string') {
      if (typeof schema.maxLength === 'number' && schema.maxLength <= LARGEST_BOUNDARY_STRING)
        choices.push(fc.constant('x'.repeat(schema.maxLength + 1)));
      if (typeof schema.minLength === 'number' && schema.minLength > 0) choices.push(fc.constant(''));
      if (schema.format || schema.pattern) choices.push(fc.constant('\u0001not valid\u0001'));
    }
    if (type === 'array') {
      if (typeof schema.maxItems === 'number') {
        const item = validArbitrary((schema.items ?? {}) as Schema, contract, MAX_DEPTH);
        choices.push(fc.array(item, { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 1 }));
      }
      if (depth < MAX_DEPTH) choices.push(fc.tuple(invalidArbitrary((schema.items ?? {}) as Schema, contract, depth + 1)));
    }
    if (type === 'object' && depth < MAX_DEPTH) choices.push(...objectMutations(schema, contract, depth));
  }
  return fc.oneof(...choices);
}

function objectMutations(schema: Schema, contract: Contract, depth: number): fc.Arbitrary<unknown>[] {
  const valid = objectArbitrary(schema, contract, depth);
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const mutations: fc.Arbitrary<unknown>[] = [];
  const required = (schema.required ?? []) as string[];
  if (required.length > 0) {
    mutations.push(
      fc
        .tuple(valid, fc.constantFrom(...required))
        .map(([value, key]) => Object.fromEntries(Object.entries(value).filter(([name]) => name !== key))),
    );
  }
  if (schema.additionalProperties === false) mutations.push(valid.map((value) => ({ ...value, unexpected_field: 'x' })));
  const keys = Object.keys(properties);
  if (keys.length > 0) {
    mutations.push(
      fc
        .constantFrom(...keys)
        .chain((key) => fc.tuple(valid, fc.constant(key), invalidArbitrary(properties[key]!, contract, depth + 1)))
        .map(([value, key, bad]) => ({ ...value, [key]: bad })),
    );
  }
  return mutations;
}
