import { describe, expect, it } from 'vitest';
import { buildSeedCatalogue } from '../build.js';
import { tierOf } from '../../../test/support/search-tiers.js';
import { queryWords, SearchIndex, TIER, type Searchable } from './search-index.js';
import { catalogueSynonyms, expandSynonyms, parseSynonyms } from './synonyms.js';

const NAMES = [
  'Bakery',
  'Bakery cafe',
  'Artisan bakery',
  'Baked goods wholesaler',
  'Accountant',
  'Tax accountant',
  'Electrician',
  'Plumber',
  'Liquor store',
];
const entries: Searchable[] = NAMES.map((name, index) => ({ id: index + 1, name, alias_of: null }));
entries.push({ id: 100, name: 'Bottle shop', alias_of: 9 });
const byName = [...entries].filter((entry) => entry.alias_of === null).sort((a, b) => a.name.localeCompare(b.name));
const index = new SearchIndex(entries, parseSynonyms('sparky => electrician\ntradie => plumber | electrician'), (id) =>
  byName.findIndex((entry) => entry.id === id),
);
const names = (query: string) => index.search(query).map(({ id }) => NAMES[id - 1]);
const tiers = (query: string) => index.search(query).map(({ score }) => tierOf(score));

describe('SearchIndex', () => {
  it('ranks the exact name, then names starting with the query, then word prefixes, then typos', () => {
    expect(names('bakery')).toEqual(['Bakery', 'Bakery cafe', 'Artisan bakery']);
    expect(tiers('bakery')).toEqual([TIER.exactName, TIER.namePrefix, TIER.wordPrefix]);
    expect(names('bake')).toEqual(['Bakery', 'Bakery cafe', 'Baked goods wholesaler', 'Artisan bakery']);
    expect(tiers('bakry').every((tier) => tier === TIER.typo)).toBe(true);
  });

  it('allows no typo under 4 letters, one edit from 4 letters and two from 8', () => {
    expect(names('bkr')).toEqual([]);
    expect(names('bakry')).toContain('Bakery');
    expect(names('bkry')).toEqual([]);
    expect(names('acountant')).toEqual(['Accountant', 'Tax accountant']);
    expect(names('acounttant')).toEqual(['Accountant', 'Tax accountant']);
    expect(names('acontnt')).toEqual([]);
  });

  it('matches words in any order and needs every word', () => {
    expect(names('accountant tax')).toEqual(['Tax accountant']);
    expect(names('cafe bakery')).toEqual(['Bakery cafe']);
    expect(names('bakery plumber')).toEqual([]);
  });

  it('lists the industry an alias stands for, never the alias', () => {
    expect(names('bottle shop')).toEqual(['Liquor store']);
    expect(index.search('bottle').map(({ id }) => id)).toEqual([9]);
  });

  it('searches synonyms after the literal matches of the same tier', () => {
    expect(names('sparky')).toEqual(['Electrician']);
    expect(names('tradie')).toEqual(['Electrician', 'Plumber']);
  });

  it('answers nothing for an empty query', () => {
    expect(names('  - ')).toEqual([]);
  });
});

describe('synonyms', () => {
  it('replaces a phrase anywhere in the query, once per replacement', () => {
    const synonyms = parseSynonyms('# comment\nbottle shop => liquor store | bottle o\n');
    expect(expandSynonyms(queryWords('discount bottle shop'), synonyms)).toEqual([
      ['discount', 'liquor', 'store'],
      ['discount', 'bottle', 'o'],
    ]);
    expect(() => parseSynonyms('no arrow here')).toThrow(/line 1/);
  });

  it('every replacement in the catalogue data finds an industry of the seeded catalogue', async () => {
    const { catalogue } = await buildSeedCatalogue();
    const seeded = new SearchIndex(catalogue.industries, [], (id) => id);
    const missing = catalogueSynonyms().flatMap((synonym) =>
      synonym.replacements.filter((words) => seeded.rank(words).length === 0).map((words) => words.join(' ')),
    );
    expect(missing).toEqual([]);
  });
});
