import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { searchName } from '../load.js';
import { relevanceSql } from '../../../test/support/relevance-sql.js';
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
  });

  it('says the same in SQL as in TypeScript', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      await db.exec('CREATE TABLE content (id int, divisions text[], keywords text[])');
      const rules = ['*', 'C', 'K,L', '~bak,oven', '~ink', 'H ~fry', '~cafe'];
      for (const [index, rule] of rules.entries()) {
        const relevance = parseRelevance(rule);
        await db.query('INSERT INTO content VALUES ($1, $2, $3)', [index, relevance.divisions, relevance.keywords]);
      }
      for (const industry of [bakery, bank, cafe]) {
        const { rows } = await db.query<{ id: number }>(`SELECT id FROM content WHERE ${relevanceSql('content', '$1', '$2')} ORDER BY id`, [industry.division, industry.searchName]);
        const expected = rules.flatMap((rule, index) => (appliesTo(parseRelevance(rule), industry) ? [index] : []));
        expect(rows.map((row) => row.id)).toEqual(expected);
      }
    } finally {
      await db.close();
    }
  });
});
