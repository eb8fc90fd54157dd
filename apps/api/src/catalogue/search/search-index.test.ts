import { describe, expect, it } from 'vitest';
import { buildSeedCatalogue } from '../build.js';
import { meaningOf, tierOf } from '../../../test/support/search-tiers.js';
import { headWords, MEANING, queryWords, SearchIndex, TIER, type Searchable } from './search-index.js';
import { catalogueSynonyms, expandSynonyms, parseSynonyms } from './synonyms.js';
import { tradeWords } from './trade-words.js';

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
  it('ranks the exact name, then names whose head is the word, then names it only qualifies, then typos', () => {
    expect(names('bakery')).toEqual(['Bakery', 'Artisan bakery', 'Bakery cafe']);
    expect(tiers('bakery')).toEqual([TIER.exactName, TIER.literal, TIER.literal]);
    expect(names('bake')).toEqual(['Bakery', 'Artisan bakery', 'Bakery cafe', 'Baked goods wholesaler']);
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

describe('what the business is', () => {
  // The issue's case: a word that names a trade and also qualifies other trades' names.
  const TRADES: [name: string, anzsicClass: string][] = [
    ['Hospital construction', '3020'],
    ['Hospital school', '8024'],
    ['Hospital cleaning contractor', '7311'],
    ['Veterinary hospital', '6970'],
    ['Public hospital', '8401'],
    ['Day surgery centre', '8401'],
    ['Office cleaning', '7311'],
  ];
  const CLASSES = [
    { taxonomy_id: 8, code: '840', name: 'Hospitals', parent_code: null },
    { taxonomy_id: 8, code: '8401', name: 'Hospitals (except Psychiatric Hospitals)', parent_code: '840' },
    { taxonomy_id: 8, code: '3020', name: 'Non-Residential Building Construction', parent_code: null },
    { taxonomy_id: 8, code: '8024', name: 'Special School Education', parent_code: null },
    { taxonomy_id: 8, code: '7311', name: 'Building and Other Industrial Cleaning Services', parent_code: null },
    { taxonomy_id: 8, code: '6970', name: 'Veterinary Services', parent_code: null },
  ];
  const synonyms = parseSynonyms('builder => @30\nvet => veterinary @6970');
  const trades = new SearchIndex(
    TRADES.map(([name, anzsicClass], at) => ({ id: at + 1, name, alias_of: null, anzsic_class: anzsicClass })),
    synonyms,
    (id) => id,
    tradeWords(CLASSES, synonyms),
  );
  const found = (query: string) => trades.search(query).map(({ id }) => TRADES[id - 1]![0]);
  const meanings = (query: string) => trades.search(query).map(({ score }) => meaningOf(score));

  it('finds hospitals first for "hospital", even one whose name does not say so, and the businesses it only qualifies last', () => {
    expect(found('hospital')).toEqual([
      'Public hospital',
      'Veterinary hospital',
      'Day surgery centre',
      'Hospital construction',
      'Hospital school',
      'Hospital cleaning contractor',
    ]);
    expect(meanings('hospital')).toEqual([
      MEANING.headAndTrade,
      MEANING.head,
      MEANING.trade,
      MEANING.modifier,
      MEANING.modifier,
      MEANING.modifier,
    ]);
  });

  it('still finds the builder and the cleaner when the query names their trade', () => {
    expect(found('hospital construction')).toEqual(['Hospital construction']);
    expect(found('hospital cleaning')).toEqual(['Hospital cleaning contractor']);
    expect(found('hospital builder')[0]).toBe('Hospital construction');
    expect(found('cleaning').slice(0, 2)).toEqual(['Office cleaning', 'Hospital cleaning contractor']);
  });

  it('counts the trade words of the synonyms data for the classes they name', () => {
    expect(found('vet')).toEqual(['Veterinary hospital']);
    expect(found('builder')[0]).toBe('Hospital construction');
  });

  it('takes the head from the name before any qualifier, and the word before a generic head', () => {
    expect(headWords('Hospital construction')).toEqual(['construction']);
    expect(headWords('Plumber - domestic')).toEqual(['plumber']);
    expect(headWords('Bakery (baking on premises)')).toEqual(['bakery']);
    expect(headWords('Service station with workshop')).toEqual(['station']);
    expect(headWords('Hospital cleaning contractor')).toEqual(['contractor', 'cleaning']);
    expect(headWords('Chemist shop')).toEqual(['shop', 'chemist']);
  });

  it('leaves title words that name no trade, and the "except" clause, out of the trade words', () => {
    const words = tradeWords(CLASSES, synonyms);
    expect(words('8401')).toEqual(['hospitals']);
    expect(words('7311')).toEqual(['building', 'industrial', 'cleaning']);
    expect(words('3020')).toEqual(['residential', 'building', 'construction', 'builder']);
  });
});

describe('synonyms', () => {
  it('replaces a phrase anywhere in the query, once per replacement', () => {
    const synonyms = parseSynonyms('# comment\nbottle shop => liquor store | bottle o @4123\n');
    expect(synonyms[0]!.trades).toEqual(['4123']);
    expect(expandSynonyms(queryWords('discount bottle shop'), synonyms)).toEqual([
      ['discount', 'liquor', 'store'],
      ['discount', 'bottle', 'o'],
    ]);
    expect(() => parseSynonyms('no arrow here')).toThrow(/line 1/);
    expect(() => parseSynonyms('nothing =>  @')).toThrow(/line 1/);
  });

  it('every replacement in the catalogue data finds an industry of the seeded catalogue', async () => {
    const { catalogue } = await buildSeedCatalogue();
    const seeded = new SearchIndex(catalogue.industries, [], (id) => id);
    const missing = catalogueSynonyms().flatMap((synonym) =>
      synonym.replacements.filter((words) => seeded.rank(words).length === 0).map((words) => words.join(' ')),
    );
    expect(missing).toEqual([]);
  });

  it('every everyday name in the catalogue data names a trade, and finds an industry of that trade first', async () => {
    const { catalogue } = await buildSeedCatalogue();
    const synonyms = catalogueSynonyms();
    const seeded = new SearchIndex(catalogue.industries, synonyms, (id) => id, tradeWords(catalogue.classifications, synonyms));
    const classOf = new Map(catalogue.industries.map((industry) => [industry.id, industry.anzsic_class]));
    const wrong = synonyms.flatMap((synonym) => {
      const typed = synonym.words.join(' ');
      const first = seeded.search(typed)[0];
      const found = first === undefined ? 'nothing' : classOf.get(first.id)!;
      return synonym.trades.some((code) => found.startsWith(code)) ? [] : [`${typed} => ${found}, not @${synonym.trades.join(' ')}`];
    });
    expect(wrong).toEqual([]);
    // The names the issue asks for, British and New Zealand variants among them.
    const typed = new Set(synonyms.map((synonym) => synonym.words.join(' ')));
    for (const name of [
      'tradie',
      'sparky',
      'chippy',
      'servo',
      'bottle o',
      'muso',
      'chemist',
      'lawyer',
      'estate agent',
      'lorry',
      'haulier',
    ]) {
      expect(typed).toContain(name);
    }
    for (const name of [
      'publican',
      'takeaway',
      'fish and chips',
      'panel beater',
      'body shop',
      'gp',
      'vet',
      'aged care',
      'childcare',
      'kindy',
    ]) {
      expect(typed).toContain(name);
    }
  });
});
