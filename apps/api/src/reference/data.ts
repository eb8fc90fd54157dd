/**
 * Reference data (docs/product/account-and-settings.md#reference-lists) that is not the catalogue: small, fixed lists served from memory.
 * The currency and date-format lists are also the options of the settings of the same names.
 */
import { ASSET_CATEGORIES as CALCULATOR_ASSET_CATEGORIES } from '@riskatlas/domain';

export const CURRENCY_DETAILS = [
  { code: 'AUD', name: 'Australian Dollar', symbol: '$', symbol_native: '$' },
  { code: 'CAD', name: 'Canadian Dollar', symbol: '$', symbol_native: '$' },
  { code: 'CNY', name: 'Chinese Yuan', symbol: '¥', symbol_native: 'CN¥' },
  { code: 'EUR', name: 'Euro', symbol: '€', symbol_native: '€' },
  { code: 'GBP', name: 'British Pound', symbol: '£', symbol_native: '£' },
  { code: 'JPY', name: 'Japanese Yen', symbol: '¥', symbol_native: '￥' },
  { code: 'NZD', name: 'New Zealand Dollar', symbol: '$', symbol_native: '$' },
  { code: 'USD', name: 'US Dollar', symbol: '$', symbol_native: '$' },
] as const;

export const DATE_FORMAT_PATTERNS = [
  { id: '1', pattern: 'DD/MM/YYYY' },
  { id: '2', pattern: 'DD-MM-YYYY' },
  { id: '3', pattern: 'MM/DD/YYYY' },
  { id: '4', pattern: 'MM-DD-YYYY' },
  { id: '5', pattern: 'YYYY/MM/DD' },
  { id: '6', pattern: 'YYYY-MM-DD' },
] as const;

const AU_CITIES: Record<string, readonly string[]> = {
  'New South Wales': ['Sydney', 'Newcastle', 'Wollongong', 'Central Coast', 'Albury', 'Wagga Wagga', 'Coffs Harbour', 'Port Macquarie', 'Tamworth', 'Orange', 'Dubbo', 'Bathurst', 'Lismore'],
  Victoria: ['Melbourne', 'Geelong', 'Ballarat', 'Bendigo', 'Shepparton', 'Mildura', 'Warrnambool', 'Traralgon', 'Wodonga'],
  Queensland: ['Brisbane', 'Gold Coast', 'Sunshine Coast', 'Townsville', 'Cairns', 'Toowoomba', 'Mackay', 'Rockhampton', 'Bundaberg', 'Hervey Bay', 'Gladstone', 'Mount Isa'],
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
  // Nelson is a unitary authority; the spec allows an empty region for New Zealand.
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
