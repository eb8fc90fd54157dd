import { readFileSync } from 'node:fs';
import type { components } from '@riskatlas/contract';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { parse as parseYaml } from 'yaml';
import { CONTRACT_PATH } from './specification.js';

/**
 * Validators for the contract's named schemas, for JSON the contract carries inside a string
 * (`contentMediaType` + `contentSchema`). Request validation checks only that such a field is a string
 * (JSON Schema treats `contentSchema` as an annotation), so the handler checks the content with the
 * same contract and the same Ajv draft the response validator uses (response-validation.ts).
 */
const CONTRACT_ID = 'riskatlas:contract';

let contract: Ajv2020 | undefined;

/** The contract's components, read once, on the first validator asked for. */
function contractAjv(): Ajv2020 {
  if (!contract) {
    const { components: schemas } = parseYaml(readFileSync(CONTRACT_PATH, 'utf8')) as { components: object };
    contract = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
    contract.addSchema({ $id: CONTRACT_ID, components: schemas });
  }
  return contract;
}

export function contractSchemaValidator(name: keyof components['schemas']): ValidateFunction {
  const validate = contractAjv().getSchema(`${CONTRACT_ID}#/components/schemas/${name}`);
  if (!validate) throw new Error(`The contract has no schema ${name}`);
  return validate;
}
