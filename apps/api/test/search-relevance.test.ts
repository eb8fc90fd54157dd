import { beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, getJson } from './support/http.js';

/**
 * The relevance set of the search issues: a query and what a broker expects near the top, as an industry
 * name or an ANZSIC code (class, group or subdivision: an industry of it), within the first `within`
 * results (the first, unless given). Typos, everyday words, typed prefixes, several words, reordered
 * words, and what the business is. Run over HTTP against the seeded catalogue, as a broker meets it.
 */
const RELEVANCE: [query: string, expected: string, within?: number][] = [
  // Typos: one edit from 4 letters, two from 8
  ['plumbng', 'Plumber'],
  ['bakry', 'Bakery (baking on premises)'],
  ['resturant', 'Restaurant - BYO'],
  ['acountant', 'Accountant - public practice'],
  ['electricain', 'Electrician'],
  ['hairdreser', 'Hairdresser'],
  ['mechanc', 'Mechanic - general automotive'],
  ['pharmacey', 'Pharmacy'],
  ['dentst', 'Dentist - general'],
  ['vetrinary', '6970'],
  ['solicter', 'Solicitor - conveyancing'],
  ['butchr', 'Butcher shop'],
  ['newsagncy', 'Newsagency'],
  ['removalst', 'Removalist - furniture'],
  ['architecht', 'Architect - commercial'],
  ['enginering consultant', 'Acoustic engineering consultant'],
  ['softwre developer', 'Software developer - custom'],
  ['chiropracter', 'Chiropractor'],
  ['plubmer', 'Plumber'],
  ['bakrey', 'Bakery (baking on premises)'],
  ['carpneter', 'Carpenter'],
  ['scafolding', 'Scaffolding contractor'],
  ['landscapper', 'Landscaper'],
  ['physiotherapst', 'Physiotherapist'],
  // Everyday words (synonyms data and aliases)
  ['café', 'Cafe'],
  ['tradie', 'Bricklayer'],
  ['sparky', 'Electrician'],
  ['chippy', 'Carpenter'],
  ['brickie', 'Bricklayer'],
  ['servo', 'Service station'],
  ['bottle shop', 'Bottle shop'],
  ['bottle-o', 'Liquor store'],
  ['panel beater', 'Panel beater'],
  ['smash repairs', 'Smash repairer'],
  ['coffee shop', 'Coffee shop'],
  ['takeaway', 'Takeaway food shop'],
  ['fish and chips', 'Fish and chip shop'],
  ['pub', 'Pub'],
  ['chemist', 'Chemist shop'],
  ['lawyer', 'Solicitor - general practice'],
  ['gym', 'Gymnasium'],
  ['childcare', 'Child care centre'],
  ['truckie', 'Road freight carrier'],
  ['petrol station', 'Petrol station'],
  // Names and typed prefixes
  ['bakery', 'Bakery (baking on premises)'],
  ['plumber', 'Plumber'],
  ['electrician', 'Electrician'],
  ['cafe', 'Cafe'],
  ['restaurant', 'Restaurant - BYO'],
  ['accountant', 'Accountant - public practice'],
  ['hairdresser', 'Hairdresser'],
  ['bak', 'Bakery (baking on premises)'],
  ['plumb', 'Plumber'],
  ['elec', 'Electrician'],
  ['hair', 'Hairdresser'],
  ['carp', 'Carpenter'],
  ['flor', 'Florist'],
  ['taxi', 'Taxi operator'],
  ['motel', 'Motel'],
  ['sawmill', 'Sawmill'],
  ['winery', 'Winery'],
  ['brewery', 'Brewery'],
  ['roofer', 'Roofer'],
  ['painter', 'Painter'],
  ['tiler', 'Tiler'],
  ['landscaper', 'Landscaper'],
  ['florist', 'Florist'],
  ['laundromat', 'Laundromat'],
  // Several words, in any order
  ['real estate agent', 'Real estate agent'],
  ['service station', 'Service station'],
  ['liquor store', 'Liquor store'],
  ['wholesale fruit', 'Wholesale - fruit juice'],
  ['fruit wholesale', 'Wholesale - citrus fruit'],
  ['premises bakery', 'Bakery (baking on premises)'],
  ['baking on premises', 'Bakery (baking on premises)'],
  ['thai restaurant', 'Thai restaurant'],
  ['restaurant thai', 'Thai restaurant'],
  ['italian restaurant', 'Italian restaurant'],
  ['dental laboratory', 'Dental laboratory'],
  ['laboratory dental', 'Dental laboratory'],
  ['domestic plumber', 'Plumber - domestic'],
  ['plumber domestic', 'Plumber - domestic'],
  ['commercial electrician', 'Electrician - commercial'],
  ['electrician commercial', 'Electrician - commercial'],
  ['fibreglass boat builder', 'Boat builder - fibreglass'],
  ['home builder custom', 'Custom home builder'],
  ['cattle farming', 'Beef cattle farm'],
  ['dairy farm', 'Dairy farm'],
  ['coal mining', 'Coal mining'],
  ['gold mining', 'Gold mining'],
  ['road freight', 'Road freight carrier'],
  ['security guard', 'Security guard service'],
  ['child care centre', 'Child care centre'],
  ['aged care', 'Aged care facility'],
  ['caravan park', 'Caravan park'],
  ['tyre retreading', 'Tyre retreading'],
  // What the business is: the head of the name and the industry's ANZSIC class, group and trade words
  // outrank a word that only qualifies the name (issue 21: "Hospital construction" is a builder)
  ['hospital', '8401'],
  ['hospitals', '8401'],
  ['hospital', 'Private hospital', 10],
  ['private hospital', 'Private hospital'],
  ['day surgery', 'Day surgery centre'],
  ['psychiatric hospital', '8402'],
  ['hospital construction', 'Hospital construction'],
  ['hospital cleaning', 'Hospital cleaning contractor'],
  ['hospital school', 'Hospital school'],
  ['hospital bed hire', 'Hospital bed hire'],
  ['hospital laundry', 'Hospital laundry service'],
  ['hospital builder', 'Hospital construction'],
  ['veterinary hospital', 'Veterinary hospital'],
  ['builder', '30'],
  ['cleaner', '7311'],
  ['cleaning', '7311'],
  ['bakery', '1174'],
  ['school', '80'],
  ['restaurant', '4511'],
  ['hotel', '4'],
  // Everyday names: trade slang and Australian, New Zealand and British variants (synonyms data)
  ['sparkie', '3232'],
  ['chippie', '3242'],
  ['tradies', '32', 3],
  ['gasfitter', '3231'],
  ['joiner', '3242'],
  ['builders', '30'],
  ['muso', '9002'],
  ['publican', '4520'],
  ['boozer', '4520'],
  ['off licence', '4123'],
  ['offie', '4123'],
  ['bottle-o', '4123'],
  ['takeaways', '4512'],
  ['chippy shop', 'Fish and chip shop'],
  ['fish and chip shop', 'Fish and chip shop'],
  ['body shop', '9412'],
  ['panel beaters', '9412'],
  ['garage', '9419', 3],
  ['filling station', '4000'],
  ['pharmacy', '4271'],
  ['chemist', '4271'],
  ['pharmacist', '4271'],
  ['solicitor', '6931'],
  ['lawyer', '6931'],
  ['barrister', '6931'],
  ['conveyancer', '6931'],
  ['estate agent', '6720'],
  ['real estate agent', '6720'],
  ['realtor', '6720'],
  ['lorry', '4610'],
  ['lorry driver', '4610'],
  ['haulier', '4610'],
  ['haulage', '4610'],
  ['truck haulier', '4610'],
  ['gp', '8511'],
  ['doctor', '8511'],
  ['vet', '6970'],
  ['vets', '6970'],
  ['physio', '8533'],
  ['optician', '8532'],
  ['aged care', '8601'],
  ['nursing home', '8601'],
  ['care home', '8601'],
  ['rest home', '8601'],
  ['childcare', '8710'],
  ['creche', '8710'],
  ['day nursery', '8710'],
  ['kindy', '8010'],
  ['preschool', '8010'],
  ['nursery', '011'],
  ['nursery', '8710', 50],
  ['undertaker', '9520'],
  ['bookie', '9209'],
  ['laundrette', '9531'],
  ['cabbie', '4623'],
  ['fishmonger', '4121'],
  ['greengrocer', '4122'],
  ['corner shop', '4110'],
  ['software', 'Software developer - custom', 5],
  ['software house', '7000'],
];

/** Code searches: the first results for a code in a taxonomy (4 provider, 8 ANZSIC 2006, 12 UK SIC 2007). */
const CODES: { code: string; taxonomy: number; first: string; every: (code: string) => boolean }[] = [
  { code: '1174', taxonomy: 8, first: 'Artisan bakery', every: (code) => code === '1174' },
  { code: '117', taxonomy: 8, first: 'Bagel manufacturing', every: (code) => code.startsWith('117') },
  { code: '1174001', taxonomy: 4, first: 'Bakery (baking on premises)', every: (code) => code === '1174001' },
  { code: '10710', taxonomy: 12, first: 'Artisan bakery', every: (code) => code === '10710' },
];

interface Item {
  id: number;
  name: string;
  code: string | null;
  alias: string | null;
}

let adviser: Record<string, string>;
beforeAll(async () => {
  adviser = await authHeaders('adviser.au');
});

describe('search relevance', () => {
  it('holds at least 120 queries', () => {
    expect(RELEVANCE.length).toBeGreaterThanOrEqual(120);
  });

  it.each(RELEVANCE.map(([query, expected, within = 1]) => ({ query, expected, within })))(
    '"$query" lists $expected in the first $within',
    async ({ query, expected, within }) => {
      // ANZSIC codes in taxonomy 8, so an expected class is read off each item's code.
      const { status, body } = await getJson<{ data: Item[] }>(
        `/industries?q=${encodeURIComponent(query)}&taxonomy=8&pagesize=${within}`,
        adviser,
      );
      expect(status).toBe(200);
      const shown = body.data.map((item) => `${item.code ?? '-'} ${item.name}`);
      const byCode = /^\d+$/.test(expected);
      expect(
        shown.some((line) => (byCode ? line.startsWith(expected) : line.slice(line.indexOf(' ') + 1) === expected)),
        shown.join('; '),
      ).toBe(true);
    },
  );

  it.each(CODES)('code $code in taxonomy $taxonomy lists exact codes first, then longer ones', async ({ code, taxonomy, first, every }) => {
    const { body } = await getJson<{ data: Item[] }>(`/industries?code=${code}&taxonomy=${taxonomy}&pagesize=100`, adviser);
    expect(body.data[0]?.name).toBe(first);
    expect(body.data.every((item) => item.code !== null && every(item.code))).toBe(true);
    const exact = body.data.findIndex((item) => item.code !== code);
    if (exact >= 0) expect(body.data.slice(exact).every((item) => item.code !== code)).toBe(true);
  });
});
