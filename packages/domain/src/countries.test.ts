import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, isCountryCode } from './countries';

describe('countries', () => {
  it("are the contract's country codes, and nothing else", () => {
    expect(COUNTRY_CODES).toEqual(['au', 'nz', 'gb', 'others']);
    expect(COUNTRY_CODES.every(isCountryCode)).toBe(true);
    expect(['uk', 'AU', '', null, 1].some(isCountryCode)).toBe(false);
  });
});
