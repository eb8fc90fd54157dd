import { fileURLToPath } from 'node:url';

/**
 * The API's in-process suites test against the domain package's sources, as tsconfig.json's `paths`
 * type them; the built server (and the process suites) import its build like any dependency.
 */
export const domainFromSource = {
  alias: { '@riskatlas/domain': fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url)) },
};
