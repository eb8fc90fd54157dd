/**
 * Reference data (docs/product/account-and-settings.md#reference-lists) that is not the catalogue: small, fixed lists served from memory.
 * The currency and date-format lists are also the options of the settings of the same names.
 */
import { ASSET_CATEGORIES as CALCULATOR_ASSET_CATEGORIES, CURRENCY_DETAILS, DATE_FORMATS, type DateFormatId } from '@riskatlas/domain';

export { CURRENCY_DETAILS };

/** The date formats as the reference list serves them: id and pattern. */
export const DATE_FORMAT_PATTERNS = (Object.keys(DATE_FORMATS) as DateFormatId[]).map((id) => ({ id, pattern: DATE_FORMATS[id] }));

const AU_CITIES: Record<string, readonly string[]> = {
  'New South Wales': [
    'Sydney',
    'Newcastle',
    'Wollongong',
    'Central Coast',
    'Albury',
    'Wagga Wagga',
    'Coffs Harbour',
    'Port Macquarie',
    'Tamworth',
    'Orange',
    'Dubbo',
    'Bathurst',
    'Lismore',
  ],
  Victoria: ['Melbourne', 'Geelong', 'Ballarat', 'Bendigo', 'Shepparton', 'Mildura', 'Warrnambool', 'Traralgon', 'Wodonga'],
  Queensland: [
    'Brisbane',
    'Gold Coast',
    'Sunshine Coast',
    'Townsville',
    'Cairns',
    'Toowoomba',
    'Mackay',
    'Rockhampton',
    'Bundaberg',
    'Hervey Bay',
    'Gladstone',
    'Mount Isa',
  ],
  'Western Australia': ['Perth', 'Mandurah', 'Bunbury', 'Geraldton', 'Kalgoorlie', 'Albany', 'Broome', 'Port Hedland', 'Karratha'],
  'South Australia': ['Adelaide', 'Mount Gambier', 'Whyalla', 'Port Augusta', 'Port Lincoln', 'Murray Bridge'],
  Tasmania: ['Hobart', 'Launceston', 'Devonport', 'Burnie'],
  'Australian Capital Territory': ['Canberra'],
  'Northern Territory': ['Darwin', 'Alice Springs', 'Katherine', 'Palmerston'],
};

const NZ_CITIES: Record<string, readonly string[]> = {
  Auckland: ['Auckland'],
  Wellington: ['Wellington', 'Lower Hutt', 'Upper Hutt', 'Porirua'],
  Canterbury: ['Christchurch', 'Timaru', 'Ashburton'],
  Waikato: ['Hamilton', 'Taupō', 'Cambridge'],
  'Bay of Plenty': ['Tauranga', 'Rotorua', 'Whakatāne'],
  Otago: ['Dunedin', 'Queenstown', 'Oamaru'],
  "Hawke's Bay": ['Napier', 'Hastings'],
  'Manawatū-Whanganui': ['Palmerston North', 'Whanganui'],
  Northland: ['Whangārei'],
  Taranaki: ['New Plymouth'],
  Southland: ['Invercargill'],
  Gisborne: ['Gisborne'],
  // Nelson is a unitary authority; docs/product/account-and-settings.md allows an empty region for New Zealand.
  '': ['Nelson'],
  Marlborough: ['Blenheim'],
};

function cityList(byAdmin: Record<string, readonly string[]>) {
  return Object.entries(byAdmin)
    .flatMap(([admin, cities]) => cities.map((city) => ({ city, admin: admin || null })))
    .sort((a, b) => a.city.localeCompare(b.city));
}

export const CITIES = { au: cityList(AU_CITIES), nz: cityList(NZ_CITIES) } as const;

/** The building cost calculator's asset categories, as the reference data names them (`name`, not `category`). */
export const ASSET_CATEGORIES = CALCULATOR_ASSET_CATEGORIES.map(({ category, items }) => ({ name: category, items }));
