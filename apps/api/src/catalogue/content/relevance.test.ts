import { describe, expect, it } from 'vitest';
import { searchName } from '../load.js';
import { appliesTo, parseRelevance, RelevanceError } from './relevance.js';

const bakery = { division: 'C', searchName: searchName('Bakery (baking on premises)') };
const bank = { division: 'K', searchName: searchName('Bank - retail branch') };
const cafe = { division: 'H', searchName: searchName('Bakery cafe') };

describe('content relevance', () => {
  it('reads "*", division lists, keyword lists and both together', () => {
    expect(parseRelevance('*')).toEqual({ divisions: [], keywords: [] });
    expect(parseRelevance('C,F')).toEqual({ divisions: ['C', 'F'], keywords: [] });
    expect(parseRelevance('~Bak,oven')).toEqual({ divisions: [], keywords: ['bak', 'oven'] });
    expect(parseRelevance('H ~fry,cafe')).toEqual({ divisions: ['H'], keywords: ['fry', 'cafe'] });
    expect(() => parseRelevance('Z')).toThrow(RelevanceError);
    expect(() => parseRelevance('~ab')).toThrow(RelevanceError);
  });

  it('applies by division OR by a word of the name starting with a keyword', () => {
    const ovens = parseRelevance('~bak,oven');
    expect(appliesTo(ovens, bakery)).toBe(true);
    expect(appliesTo(ovens, bank)).toBe(false);
    expect(appliesTo(parseRelevance('K'), bank)).toBe(true);
    expect(appliesTo(parseRelevance('*'), bank)).toBe(true);
    // "ink" must start a word: it does not match inside "baking".
    expect(appliesTo(parseRelevance('~ink'), bakery)).toBe(false);
    // A division with keywords applies by either: the cafe by its division, the bakery by neither.
    expect(appliesTo(parseRelevance('H ~fry'), cafe)).toBe(true);
    expect(appliesTo(parseRelevance('H ~fry'), bakery)).toBe(false);
    expect(appliesTo(parseRelevance('~cafe'), cafe)).toBe(true);
  });
});
