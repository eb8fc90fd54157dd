import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { OperationId } from '@riskatlas/contract';
import { parse as parseYaml } from 'yaml';

/** The built server ships the contract beside it (dist/openapi.yaml); from source it is read from the repository. */
const SHIPPED = fileURLToPath(new URL('../openapi.yaml', import.meta.url));
const IN_REPOSITORY = fileURLToPath(new URL('../../../../openapi/openapi.yaml', import.meta.url));

export const CONTRACT_PATH = existsSync(SHIPPED) ? SHIPPED : IN_REPOSITORY;

export type Specification = {
  paths: Record<string, Record<string, { operationId?: string }>>;
  /** The named schemas, among them those of JSON carried in strings (content-schemas.ts). */
  components: { schemas: Record<string, unknown> };
};

export async function loadContract(): Promise<Specification> {
  return parseYaml(await readFile(CONTRACT_PATH, 'utf8')) as Specification;
}

export function operationIds(specification: Specification): OperationId[] {
  return Object.values(specification.paths).flatMap((item) =>
    Object.values(item).flatMap((operation) =>
      typeof operation === 'object' && operation?.operationId ? [operation.operationId as OperationId] : [],
    ),
  );
}
