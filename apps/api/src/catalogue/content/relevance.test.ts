import { describe, expect, it } from 'vitest';
import { searchName } from '../load.js';
import { appliesTo, formatRelevance, isGeneric, matchRank, parseRelevance, RANK, RelevanceError } from './relevance.js';

const bakery = { division: 'C', anzsicClass: '1174', searchName: searchName('Bakery (baking on premises)') };
const bank = { division: 'K', anzsicClass: '6221', searchName: searchName('Bank - retail branch') };
const cafe = { division: 'H', anzsicClass: '4511', searchName: searchName('Bakery cafe') };
const software = { division: 'M', anzsicClass: '7000', searchName: searchName('Software developer - custom') };
const accountant = { division: 'M', anzsicClass: '6932', searchName: searchName('Accountant - public practice') };

describe('content relevance', () => {
  it('reads "*", divisions, ANZSIC codes at every level, keyword lists and exclusions', () => {
    expect(parseRelevance('*')).toEqual({ divisions: [], keywords: [] });
    expect(parseRelevance('C,F')).toEqual({ divisions: ['C', 'F'], keywords: [] });
    expect(parseRelevance('11,117,1174')).toEqual({ divisions: ['11', '117', '1174'], keywords: [] });
    expect(parseRelevance('~Bak,oven')).toEqual({ divisions: [], keywords: ['bak', 'oven'] });
    expect(parseRelevance('H ~fry,cafe')).toEqual({ divisions: ['H'], keywords: ['fry', 'cafe'] });
    expect(parseRelevance('M !69 !~software')).toEqual({ divisions: ['M', '!69'], keywords: ['!software'] });
    expect(parseRelevance('* !K,M')).toEqual({ divisions: ['!K', '!M'], keywords: [] });
  });

  it('refuses malformed codes, short keywords, empty terms and "*" mixed with inclusions', () => {
    expect(() => parseRelevance('Z')).toThrow(RelevanceError);
    expect(() => parseRelevance('1')).toThrow(RelevanceError);
    expect(() => parseRelevance('11745')).toThrow(RelevanceError);
    expect(() => parseRelevance('~ab')).toThrow(RelevanceError);
    expect(() => parseRelevance('!')).toThrow(RelevanceError);
    expect(() => parseRelevance('!69')).toThrow(/empty relevance/);
    expect(() => parseRelevance('* C')).toThrow(/"\*" with inclusions/);
  });

  it('applies by division OR by a word of the name starting with a keyword', () => {
    const ovens = parseRelevance('~bak,oven');
    expect(appliesTo(ovens, bakery)).toBe(true);
    expect(appliesTo(ovens, bank)).toBe(false);
    expect(appliesTo(parseRelevance('K'), bank)).toBe(true);
    expect(appliesTo(parseRelevance('*'), bank)).toBe(true);
    // "ink" must start a word: it does not match inside "baking".
    expect(appliesTo(parseRelevance('~ink'), bakery)).toBe(false);
    expect(appliesTo(parseRelevance('H ~fry'), cafe)).toBe(true);
    expect(appliesTo(parseRelevance('H ~fry'), bakery)).toBe(false);
  });

  it('applies by ANZSIC subdivision, group or class as a prefix of the industry class', () => {
    expect(appliesTo(parseRelevance('11'), bakery)).toBe(true);
    expect(appliesTo(parseRelevance('117'), bakery)).toBe(true);
    expect(appliesTo(parseRelevance('1174'), bakery)).toBe(true);
    expect(appliesTo(parseRelevance('1171'), bakery)).toBe(false);
    expect(appliesTo(parseRelevance('12'), bakery)).toBe(false);
  });

  it('lets an exclusion veto whatever else matches', () => {
    expect(appliesTo(parseRelevance('M !69'), software)).toBe(true);
    expect(appliesTo(parseRelevance('M !69'), accountant)).toBe(false);
    expect(appliesTo(parseRelevance('M !~software'), software)).toBe(false);
    expect(appliesTo(parseRelevance('* !K,M'), bank)).toBe(false);
    expect(appliesTo(parseRelevance('* !K,M'), bakery)).toBe(true);
    expect(appliesTo(parseRelevance('~bak !4511'), cafe)).toBe(false);
  });

  it('ranks class over group over subdivision and words over division over everyone', () => {
    expect(matchRank(parseRelevance('1174'), bakery)).toBe(RANK.class);
    expect(matchRank(parseRelevance('117'), bakery)).toBe(RANK.group);
    expect(matchRank(parseRelevance('11'), bakery)).toBe(RANK.subdivision);
    expect(matchRank(parseRelevance('~bak'), bakery)).toBe(RANK.word);
    expect(matchRank(parseRelevance('C'), bakery)).toBe(RANK.division);
    expect(matchRank(parseRelevance('* !K'), bakery)).toBe(RANK.everyone);
    // The finest matching term counts.
    expect(matchRank(parseRelevance('C 1174'), bakery)).toBe(RANK.class);
    expect(matchRank(parseRelevance('K'), bakery)).toBe(-1);
  });

  it('knows generic lines and writes a relevance back in the file grammar', () => {
    expect(isGeneric(parseRelevance('* !K'))).toBe(true);
    expect(isGeneric(parseRelevance('K !6221'))).toBe(false);
    for (const text of ['*', 'C,F', '11,1174 ~bak !4511 !~cafe', '* !K,M']) expect(formatRelevance(parseRelevance(text))).toBe(text);
  });
});
