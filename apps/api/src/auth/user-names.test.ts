import { describe, expect, it } from 'vitest';
import { canonicalUserName } from './user-names.js';

describe('canonicalUserName', () => {
  it('gives every spelling of one name one key: case, dotted capital I, compatibility forms, spaces around', () => {
    for (const typed of [
      'restricted.au',
      'RESTRICTED.AU',
      'restrİcted.au',
      'RESTRİCTED.AU',
      'restri\u0307cted.au',
      'restrıcted.au',
      'ｒｅｓｔｒｉｃｔｅｄ．ａｕ',
      ' restricted.au\t',
      '\u3000Restricted.au\u00a0',
    ]) {
      expect([typed, canonicalUserName(typed)]).toEqual([typed, 'restricted.au']);
    }
  });

  it('folds the letters lower-casing alone keeps apart: final sigma, sharp s, ligatures', () => {
    expect(new Set(['ΟΔΟΣ', 'οδοσ', 'οδος', 'ΟΔΟς'].map(canonicalUserName))).toEqual(new Set(['οδος']));
    expect(new Set(['Straße', 'STRASSE', 'strasse', 'STRAẞE'].map(canonicalUserName))).toEqual(new Set(['strasse']));
    expect(canonicalUserName('ﬁnance.au')).toBe('finance.au');
    expect(canonicalUserName('\u212Aelly')).toBe('kelly');
  });

  it('keeps names apart that differ in more than form: accents and inner spaces count', () => {
    expect(canonicalUserName('josé')).not.toBe(canonicalUserName('jose'));
    expect(canonicalUserName('jose\u0301')).toBe(canonicalUserName('josé'));
    expect(canonicalUserName('ann lee')).not.toBe(canonicalUserName('annlee'));
  });

  it('is its own key: the key of any key is itself, for every code point', () => {
    const moved: string[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      const key = canonicalUserName(`a${String.fromCodePoint(codePoint)}b`);
      if (canonicalUserName(key) !== key) moved.push(codePoint.toString(16));
    }
    expect(moved).toEqual([]);
  });
});
