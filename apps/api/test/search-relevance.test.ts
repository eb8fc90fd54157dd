import { beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, getJson } from './support/http.js';

/**
 * The relevance set of the search issue: a query and its expected top three, in order (fewer where
 * fewer industries match). Typos, everyday words, typed prefixes, several words and reordered words.
 * Run over HTTP against the seeded catalogue, as a broker meets it.
 */
const RELEVANCE: [query: string, ...topThree: string[]][] = [
  // Typos: one edit from 4 letters, two from 8
  ['plumbng', 'Plumber', 'Plumbing regulator', 'Plumbing supplies wholesaler'],
  ['bakry', 'Bakery (baking on premises)', 'Bakery equipment manufacturing', 'Bakery cafe (baking on premises)'],
  ['resturant', 'Restaurant - BYO', 'Restaurant - family', 'Restaurant - licensed'],
  ['acountant', 'Accountant - public practice', 'Chartered accountant', 'Forensic accountant'],
  ['electricain', 'Electrician', 'Electrician - commercial', 'Electrician - domestic'],
  ['hairdreser', 'Hairdresser', 'Hairdressing training college', 'Childrens hairdresser'],
  ['mechanc', 'Mechanic - general automotive', 'Mechanical bull hire', 'Mechanical engineering consultant'],
  ['pharmacey', 'Pharmacy', 'Pharmaceutical factory', 'Pharmaceutical importer'],
  ['dentst', 'Dentist - general', 'Cosmetic dentist', 'Emergency dentist'],
  ['vetrinary', 'Veterinary hospital', 'Veterinary physiotherapist', 'Veterinary school'],
  ['solicter', 'Solicitor - conveyancing', 'Solicitor - immigration', 'Solicitor - litigation'],
  ['butchr', 'Butcher shop', 'Butcher - halal', 'Butcher - kosher'],
  ['newsagncy', 'Newsagency', 'Newspaper distributor (wholesale)', 'Newsagency with lotto agency'],
  ['removalst', 'Removalist - furniture', 'Removalist - interstate', 'Removalist - piano'],
  ['architecht', 'Architect - commercial', 'Architect - residential', 'Architectural consulting'],
  ['enginering consultant', 'Acoustic engineering consultant', 'Aeronautical engineering consultant', 'Biomedical engineering consultant'],
  ['softwre developer', 'Software developer - custom', 'Embedded software developer', 'Software development company'],
  ['chiropracter', 'Chiropractor', 'Chiropractic clinic', 'Chiropractic wellness centre'],
  ['plubmer', 'Plumber', 'Plumber - commercial', 'Plumber - domestic'],
  ['bakrey', 'Bakery (baking on premises)', 'Bakery equipment manufacturing', 'Bakery cafe (baking on premises)'],
  ['carpneter', 'Carpenter', 'Carpenter - commercial', 'Carpenter - residential'],
  ['scafolding', 'Scaffolding contractor', 'Scaffolding erection', 'Scaffolding hire'],
  ['landscapper', 'Landscaper', 'Landscape architect', 'Landscape construction'],
  ['physiotherapst', 'Physiotherapist', 'Cardiorespiratory physiotherapist', 'Musculoskeletal physiotherapist'],
  // Everyday words (synonyms data and aliases)
  ['café', 'Cafe', 'Cafe - licensed', 'Cafe chair and table manufacturing - metal'],
  ['tradie', 'Bricklayer', 'Carpenter', 'Electrician'],
  ['sparky', 'Electrician', 'Electrician - commercial', 'Electrician - domestic'],
  ['chippy', 'Carpenter', 'Carpenter - commercial', 'Carpenter - residential'],
  ['brickie', 'Bricklayer', 'Bricklayer - commercial', 'Bricklayer - residential'],
  ['servo', 'Service station', 'Service station construction', 'Service station with workshop'],
  ['bottle shop', 'Bottle shop', 'Liquor store', 'Bottle shop attached to hotel'],
  ['bottle-o', 'Bottle shop', 'Liquor store', 'Liquor store franchise'],
  ['panel beater', 'Panel beater', 'Smash repairer'],
  ['smash repairs', 'Smash repairer', 'Panel beater'],
  ['coffee shop', 'Coffee shop', 'Cafe', 'Cafe - licensed'],
  ['takeaway', 'Takeaway food shop', 'Takeaway coffee kiosk', 'Takeaway paper bag manufacturing'],
  ['fish and chips', 'Fish and chip shop'],
  ['pub', 'Pub', 'Tavern', 'Hotel (pub)'],
  ['chemist', 'Chemist shop', 'Pharmacy', 'Pharmacy franchise'],
  ['lawyer', 'Solicitor - general practice', 'Solicitor - conveyancing', 'Solicitor - immigration'],
  ['gym', 'Gymnasium', 'Fitness centre', 'Gym equipment manufacturing'],
  ['childcare', 'Child care centre', 'Childcare centre builder', 'Childcare training provider'],
  ['truckie', 'Road freight carrier', 'Road freight depot operation', 'Freight broker (road)'],
  ['petrol station', 'Petrol station', 'Service station', 'Petrol station with convenience store'],
  // Names and typed prefixes
  ['bakery', 'Bakery (baking on premises)', 'Bakery equipment manufacturing', 'Bakery cafe (baking on premises)'],
  ['plumber', 'Plumber', 'Plumber - commercial', 'Plumber - domestic'],
  ['electrician', 'Electrician', 'Electrician - commercial', 'Electrician - domestic'],
  ['cafe', 'Cafe', 'Cafe - licensed', 'Cafe chair and table manufacturing - metal'],
  ['restaurant', 'Restaurant - BYO', 'Restaurant - family', 'Restaurant - licensed'],
  ['accountant', 'Accountant - public practice', 'Chartered accountant', 'Forensic accountant'],
  ['hairdresser', 'Hairdresser', 'Hair salon', 'Childrens hairdresser'],
  ['bak', 'Bakehouse', 'Bakery (baking on premises)', 'Baked beans manufacturing'],
  ['plumb', 'Plumber', 'Plumber - commercial', 'Plumber - domestic'],
  ['elec', 'Electrician', 'Electroplating', 'Electrical appliance store'],
  ['hair', 'Hair salon', 'Hair accessories retailer', 'Hair braiding salon'],
  ['carp', 'Carpenter', 'Carpenter - commercial', 'Carpenter - residential'],
  ['flor', 'Florist', 'Event florist', 'Florist shop'],
  ['taxi', 'Taxi operator', 'Taxi - owner driver', 'Taxi booking network'],
  ['motel', 'Motel', 'Motel - highway', 'Motel builder'],
  ['sawmill', 'Sawmill', 'Sawmill - hardwood', 'Sawmill - mobile'],
  ['winery', 'Winery', 'Winery restaurant', 'Winery equipment manufacturing'],
  ['brewery', 'Brewery', 'Brewery taproom', 'Brewery equipment manufacturing'],
  ['roofer', 'Roofer', 'Re-roofing', 'Roof framing'],
  ['painter', 'Painter', 'Painter - commercial', 'Painter - industrial'],
  ['tiler', 'Tiler', 'Roof tiling', 'Wall and floor tiler'],
  ['landscaper', 'Landscaper', 'Landscape architect', 'Landscape construction'],
  ['florist', 'Florist', 'Florist shop', 'Florist franchise outlet'],
  ['laundromat', 'Laundromat'],
  // Several words, in any order
  ['real estate agent', 'Real estate agent'],
  ['service station', 'Service station', 'Service station construction', 'Service station with workshop'],
  ['liquor store', 'Liquor store', 'Liquor store franchise', 'Grocery store with liquor licence'],
  ['wholesale fruit', 'Wholesale - fruit juice', 'Wholesale - citrus fruit', 'Wholesale - dried fruit'],
  ['fruit wholesale', 'Wholesale - citrus fruit', 'Wholesale - dried fruit', 'Wholesale - fruit juice'],
  ['premises bakery', 'Bakery (baking on premises)', 'Bakery cafe (baking on premises)', 'Pizza base bakery (baking on premises)'],
  ['baking on premises', 'Bakery (baking on premises)', 'Patisserie (baking on premises)', 'Bagel shop (baking on premises)'],
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
  ['cattle farming', 'Beef cattle farm', 'Organic beef cattle farm', 'Sorghum and cattle farm'],
  ['dairy farm', 'Dairy farm', 'Dairy goat farm', 'Dairy cattle farm - milk production'],
  ['coal mining', 'Coal mining', 'Coal mining contractor', 'Black coal mining'],
  ['gold mining', 'Gold mining', 'Gold-silver ore mining', 'Gold mine - mining lease holder'],
  ['road freight', 'Road freight carrier', 'Road freight depot operation', 'Freight broker (road)'],
  ['security guard', 'Security guard service'],
  ['child care centre', 'Child care centre', 'Community child care centre', 'Workplace child care centre'],
  ['aged care', 'Aged care facility', 'Aged care facility builder', 'Aged care physiotherapy service'],
  ['caravan park', 'Caravan park'],
  ['tyre retreading', 'Tyre retreading', 'Aircraft tyre retreading', 'Truck tyre retreading'],
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
  it('holds at least 80 queries', () => {
    expect(RELEVANCE.length).toBeGreaterThanOrEqual(80);
  });

  it.each(RELEVANCE.map(([query, ...expected]) => ({ query, expected })))('"$query" ranks $expected first', async ({ query, expected }) => {
    expect(expected.length).toBeGreaterThan(0);
    const { status, body } = await getJson<{ data: Item[] }>(`/industries?q=${encodeURIComponent(query)}&pagesize=3`, adviser);
    expect(status).toBe(200);
    expect(body.data.map((item) => item.name)).toEqual(expected);
  });

  it.each(CODES)('code $code in taxonomy $taxonomy lists exact codes first, then longer ones', async ({ code, taxonomy, first, every }) => {
    const { body } = await getJson<{ data: Item[] }>(`/industries?code=${code}&taxonomy=${taxonomy}&pagesize=100`, adviser);
    expect(body.data[0]?.name).toBe(first);
    expect(body.data.every((item) => item.code !== null && every(item.code))).toBe(true);
    const exact = body.data.findIndex((item) => item.code !== code);
    if (exact >= 0) expect(body.data.slice(exact).every((item) => item.code !== code)).toBe(true);
  });
});
