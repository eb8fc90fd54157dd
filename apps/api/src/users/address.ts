import type { StoredAddress } from '../db/rows.js';
import { badRequest } from '../errors.js';
import { findCountry } from '../reference/countries.js';
import { plainText } from './plain-text.js';

/** The one-line form of an address (`addressStr`): the parts present, comma-separated. */
export function addressLine(address: StoredAddress | null): string {
  if (!address) return '';
  return [address.suite, address.street, address.suburb, [address.state, address.postcode].filter(Boolean).join(' '), address.country.name]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
}

export const ADDRESS_INVALID_MESSAGE = 'Address is invalid.';

type AddressParts = Partial<Record<'suite' | 'street' | 'suburb' | 'postcode' | 'state', string | null>> & { country?: string | null };

/** An address part as stored: plain text (400 with markup), null when blank. */
const blankToNull = (value: string | null | undefined): string | null =>
  value && value.trim() !== '' ? plainText('Address', value).trim() : null;

/**
 * The address to store (docs/product/account-and-settings.md#profile-address): null when every part is empty; the country must be a known one (by
 * code or name), else "Address is invalid." as soon as any other part is filled.
 */
export function normaliseAddress(input: AddressParts | null | undefined): StoredAddress | null {
  if (!input) return null;
  const parts = {
    suite: blankToNull(input.suite),
    street: blankToNull(input.street),
    suburb: blankToNull(input.suburb),
    state: blankToNull(input.state),
    postcode: blankToNull(input.postcode),
  };
  const country = input.country ? findCountry(input.country) : null;
  const anyPart = Object.values(parts).some((part) => part !== null);
  if (!country) {
    if (anyPart) throw badRequest(ADDRESS_INVALID_MESSAGE);
    return null;
  }
  return { ...parts, country: { code: country.code, name: country.name } };
}
