import { describe, expect, it } from 'vitest';
import {
  accountCopy,
  addressPayload,
  clearAddress,
  countWords,
  descriptionError,
  EMPTY_ADDRESS,
  mayManageCompany,
  wordCounter,
} from './account';

const words = (count: number) => Array.from({ length: count }, () => 'risk').join(' ');

// "The spec" in these tests means the product rules of docs/product/account-and-settings.md.
describe('description word limit', () => {
  it('counts words without tags and shows n/300', () => {
    expect(countWords('<p>one</p><p>two&nbsp;three</p>')).toBe(3);
    expect(wordCounter(`<p>${words(12)}</p>`)).toBe('12/300');
    expect(wordCounter(null)).toBe('0/300');
  });

  it('allows 300 words and refuses 301 with the spec message', () => {
    expect(descriptionError(`<p>${words(300)}</p>`)).toBeUndefined();
    expect(descriptionError(`<p>${words(300)}</p><p>extra</p>`)).toBe('The maximum number of words is 300');
  });
});

describe('address rules', () => {
  it('sends null when every part is empty', () => {
    expect(addressPayload(EMPTY_ADDRESS)).toEqual({ address: null });
    expect(addressPayload({ ...EMPTY_ADDRESS, street: '  ' })).toEqual({ address: null });
  });

  it('is invalid with parts but no country from the autocomplete', () => {
    expect(addressPayload({ ...EMPTY_ADDRESS, suite: 'Level 2' })).toEqual({ address: null, error: 'Address is invalid.' });
  });

  it('sends the trimmed parts with the country', () => {
    expect(addressPayload({ suite: '', street: ' 1 George St ', suburb: 'Sydney', postcode: '2000', state: 'NSW', country: 'au' })).toEqual(
      {
        address: { suite: null, street: '1 George St', suburb: 'Sydney', postcode: '2000', state: 'NSW', country: 'au' },
      },
    );
  });

  it('clearing the address clears postcode, suburb, state and country but keeps the suite', () => {
    const filled = { suite: 'Unit 4', street: '1 George St', suburb: 'Sydney', postcode: '2000', state: 'NSW', country: 'au' };
    expect(clearAddress(filled)).toEqual({ ...EMPTY_ADDRESS, suite: 'Unit 4' });
  });
});

describe('company rules', () => {
  it('leaves the primary company to a CompanyAdmin and the other company to its user', () => {
    expect(mayManageCompany(['Adviser'], { is_primary: true })).toBe(false);
    expect(mayManageCompany(['Adviser', 'CompanyAdmin'], { is_primary: true })).toBe(true);
    expect(mayManageCompany(['Adviser'], { is_primary: false })).toBe(true);
  });

  it('keeps the spec messages verbatim', () => {
    expect(accountCopy.confirmDeleteCompany).toBe('Are you sure delete this company?');
    expect(accountCopy.settingsUpdated).toBe('User settings has been successfully updated.');
  });
});
