import { createQueryHook } from './createQueryHook';

/** `GET /reference/countries`: every country, code and name, by name. */
export const useCountries = createQueryHook('/reference/countries');
/** `GET /reference/currencies`: the eight currencies with symbols. */
export const useCurrencies = createQueryHook('/reference/currencies');
/** `GET /reference/regions`: au, nz, gb and others with their currency and date format. */
export const useRegions = createQueryHook('/reference/regions');
/** `GET /reference/date_formats`: the six date formats. */
export const useDateFormats = createQueryHook('/reference/date_formats');
/** `GET /reference/cities?country=au|nz`. */
export const useCities = createQueryHook('/reference/cities');
/** `GET /reference/asset_categories`: the building cost tool's categories. */
export const useAssetCategories = createQueryHook('/reference/asset_categories');
