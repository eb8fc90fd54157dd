import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Schema } from './contract.js';

const CONTRACT_ID = 'contract.json';

/** Copies a schema with its local `$ref`s pointed at the contract document registered under CONTRACT_ID. */
function anchored(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(anchored);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${CONTRACT_ID}${value}` : anchored(value),
    ]),
  );
}

function newAjv(options: { coerce: boolean }) {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    validateFormats: true,
    ...(options.coerce ? { coerceTypes: 'array' as const, useDefaults: true } : {}),
  });
  addFormats.default(ajv);
  // The server treats `binary` as "any bytes"; JSON never carries it.
  ajv.addFormat('binary', true);
  return ajv;
}

/**
 * Validators for the contract's schemas (JSON Schema 2020-12, formats checked): `exact` is what a
 * response must satisfy as sent; `asServerReads` applies the server's own coercion (query strings,
 * `coerceTypes: 'array'`), so the fuzzer knows whether the server must accept a generated input.
 */
export class SchemaValidators {
  private readonly exact = newAjv({ coerce: false });
  private readonly coercing = newAjv({ coerce: true });
  private readonly compiled = new Map<string, WeakMap<object, ValidateFunction>>();
  private readonly holders = new WeakMap<Schema, Schema>();

  constructor(document: Schema) {
    const components = { $id: CONTRACT_ID, components: document.components };
    this.exact.addSchema(components);
    this.coercing.addSchema(structuredClone(components));
  }

  validate(schema: Schema, value: unknown): { valid: boolean; errors: string } {
    const validate = this.compile('exact', schema);
    const valid = validate(value);
    return { valid, errors: valid ? '' : this.exact.errorsText(validate.errors) };
  }

  /** Whether the server, coercing as it does, accepts the value (checked on a copy). */
  acceptsAsServer(schema: Schema, value: unknown): boolean {
    // Coercion rewrites values in place, and only inside a parent object; the wrapper gives it one.
    let wrapper = this.holders.get(schema);
    if (!wrapper) this.holders.set(schema, (wrapper = { type: 'object', properties: { value: schema }, required: ['value'] }));
    return this.compile('coercing', wrapper)({ value: structuredClone(value) });
  }

  private compile(kind: 'exact' | 'coercing', schema: Schema): ValidateFunction {
    let cache = this.compiled.get(kind);
    if (!cache) this.compiled.set(kind, (cache = new WeakMap()));
    let validate = cache.get(schema);
    if (!validate) {
      validate = (kind === 'exact' ? this.exact : this.coercing).compile(anchored(schema) as object);
      cache.set(schema, validate);
    }
    return validate;
  }
}
