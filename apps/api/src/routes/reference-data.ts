import type { Handlers } from '../contract/handlers.js';
import { COUNTRIES } from '../reference/countries.js';
import { ASSET_CATEGORIES, CITIES, CURRENCY_DETAILS, DATE_FORMAT_PATTERNS } from '../reference/data.js';
import { REGIONS } from '../users/settings.js';

const byName = <T extends { name: string }>(items: readonly T[]) => [...items].sort((a, b) => a.name.localeCompare(b.name));
const countries = byName(COUNTRIES);
const regions = (Object.keys(REGIONS) as (keyof typeof REGIONS)[]).map((code) => ({
  code,
  name: REGIONS[code].label,
  currency: REGIONS[code].currency,
  date_format: REGIONS[code].dateFormat,
}));

/** Fixed reference lists (docs/product/account-and-settings.md#reference-lists), answered from memory. */
export function referenceDataHandlers(): Handlers {
  return {
    async listCountries() {
      return { data: countries };
    },
    async listCurrencies() {
      return { data: CURRENCY_DETAILS.map((currency) => ({ ...currency })) };
    },
    async listRegions() {
      return { data: regions };
    },
    async listDateFormats() {
      return { data: DATE_FORMAT_PATTERNS.map((format) => ({ ...format })) };
    },
    async listCities(request) {
      return { data: CITIES[request.query.country] };
    },
    async listAssetCategories() {
      return { data: ASSET_CATEGORIES.map((category) => ({ name: category.name, items: [...category.items] })) };
    },
  };
}
