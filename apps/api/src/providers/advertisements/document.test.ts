import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parseAdvertisementDocument } from './document.js';
import { DEFAULT_ADVERTISEMENTS_FILE } from './index.js';

const ad = {
  key: 'a',
  title: 'T',
  description: 'D',
  cover: '/ads/a.svg',
  link: '/courses',
  linkType: 'local',
  button_text: 'Go',
  scope: 'main',
  countries: ['au'],
  applied_apps: ['all'],
};

describe('the advertisement document', () => {
  it('reads the shipped document', async () => {
    const ads = parseAdvertisementDocument(await readFile(DEFAULT_ADVERTISEMENTS_FILE, 'utf8'));
    expect(ads.map((entry) => entry.key)).toContain('tailored-report');
  });

  it('keeps only the contract fields of each entry', () => {
    expect(parseAdvertisementDocument(JSON.stringify({ advertisements: [{ ...ad, editor_note: 'x' }] }))).toEqual([ad]);
  });

  it('refuses a document that is not the expected shape, naming the entry', () => {
    expect(() => parseAdvertisementDocument('<html>')).toThrow(/not JSON/);
    expect(() => parseAdvertisementDocument('{"ads": []}')).toThrow(/no advertisements list/);
    expect(() => parseAdvertisementDocument(JSON.stringify({ advertisements: [{ ...ad, linkType: 'popup' }] }))).toThrow(
      /advertisements\[0\]: linkType/,
    );
    expect(() => parseAdvertisementDocument(JSON.stringify({ advertisements: [{ ...ad, countries: ['fr'] }] }))).toThrow(/countries/);
  });
});
