/**
 * The countries a user belongs to: the contract's `CountryCode` enum, as values the code can iterate
 * and check against. The contract ships types only, so the list is written once here and the compiler
 * holds it to the enum both ways.
 */
import type { Schema } from './contract';

export type CountryCode = Schema<'CountryCode'>;

export const COUNTRY_CODES = ['au', 'nz', 'gb', 'others'] as const satisfies readonly CountryCode[];

/** Fails to compile when the contract gains a country the list lacks. */
type Missing = Exclude<CountryCode, (typeof COUNTRY_CODES)[number]>;
const everyCountryListed: [Missing] extends [never] ? true : Missing = true;
void everyCountryListed;

export function isCountryCode(value: unknown): value is CountryCode {
  return (COUNTRY_CODES as readonly unknown[]).includes(value);
}
