import type { components } from '@riskatlas/contract';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { Specification } from './specification.js';

/**
 * Validators for the contract's named schemas, for JSON the contract carries inside a string
 * (`contentMediaType` + `contentSchema`). Request validation checks only that such a field is a string
 * (JSON Schema treats `contentSchema` as an annotation), so the handler checks the content with the
 * same contract and the same Ajv draft the response validator uses (response-validation.ts).
 */
export interface ContentSchemas {
  /** The validator of one of the contract's named schemas; throws when the contract has no such schema. */
  validator(name: keyof components['schemas']): ValidateFunction;
}

const CONTRACT_ID = 'riskatlas:contract';

/**
 * The validators of the specification the server loaded at start (server.ts), so a save never reads the
 * contract from disk. Compiled on the first validator asked for: most replicas' first requests need none.
 */
export function createContentSchemas(specification: Pick<Specification, 'components'>): ContentSchemas {
  let contract: Ajv2020 | undefined;
  const contractAjv = (): Ajv2020 => {
    if (!contract) {
      contract = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
      contract.addSchema({ $id: CONTRACT_ID, components: specification.components });
    }
    return contract;
  };
  return {
    validator(name) {
      const validate = contractAjv().getSchema(`${CONTRACT_ID}#/components/schemas/${name}`);
      if (!validate) throw new Error(`The contract has no schema ${name}`);
      return validate;
    },
  };
}
