/**
 * The contract's schemas as this package reads them. Types only: the contract package ships no code,
 * and the published build inlines what it uses, so consumers need nothing but this package.
 */
import type { components, operations } from '@riskatlas/contract';

/** A named schema of the contract (openapi/openapi.yaml), e.g. `Schema<'CountryCode'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The query of the industry search, as a client sends it. */
export type IndustrySearchQuery = NonNullable<operations['searchIndustries']['parameters']['query']>;
