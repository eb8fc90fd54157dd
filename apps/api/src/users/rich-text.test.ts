import { describe, expect, it } from 'vitest';
import { normaliseAddress } from './address.js';
import { cleanDescription, countWords } from './rich-text.js';

// "The spec" in these tests means the product rules of docs/product/account-and-settings.md.
describe('countWords', () => {
  it('counts words once tags are stripped, tags and non-breaking spaces separating them', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('<p></p>')).toBe(0);
    expect(countWords('<p>one</p><p>two</p>')).toBe(2);
    expect(countWords('<strong>bold</strong>&nbsp;text here')).toBe(3);
  });
});

describe('cleanDescription', () => {
  it('keeps 300 words, refuses 301 with the spec message, stores empty text as empty', () => {
    const words = (count: number) => Array.from({ length: count }, () => 'risk').join(' ');
    expect(cleanDescription(`<p>${words(300)}</p>`)).toBe(`<p>${words(300)}</p>`);
    expect(() => cleanDescription(`<p>${words(301)}</p>`)).toThrow('The maximum number of words is 300');
    expect(cleanDescription('<p> </p>')).toBe('');
    expect(cleanDescription(null)).toBe('');
  });
});

describe('normaliseAddress', () => {
  it('is null when every part is empty, and names the country from its code or name', () => {
    expect(normaliseAddress(null)).toBeNull();
    expect(normaliseAddress({ street: '', suburb: ' ', country: '' })).toBeNull();
    expect(normaliseAddress({ street: '1 Queen St', country: 'New Zealand' })?.country).toEqual({ code: 'nz', name: 'New Zealand' });
    expect(normaliseAddress({ suburb: 'Leeds', country: 'GB' })?.country).toEqual({ code: 'gb', name: 'United Kingdom' });
  });

  it('refuses filled parts without a known country', () => {
    expect(() => normaliseAddress({ street: '1 Queen St', country: 'Atlantis' })).toThrow('Address is invalid.');
    expect(() => normaliseAddress({ postcode: '2000' })).toThrow('Address is invalid.');
  });
});
