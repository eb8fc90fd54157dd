import type { StoredAddress } from '../db/rows.js';

/** The one-line form of an address (`addressStr`): the parts present, comma-separated. */
export function addressLine(address: StoredAddress | null): string {
  if (!address) return '';
  return [address.suite, address.street, address.suburb, [address.state, address.postcode].filter(Boolean).join(' '), address.country.name]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
}
