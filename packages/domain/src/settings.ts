/**
 * What a user's settings mean for the rest of the product (docs/product/account-and-settings.md#settings-keys):
 * the value in force for a key, the industry classification every code is shown and searched in
 * (docs/product/industry-search-and-pages.md#taxonomies) and the currency money is shown in
 * (docs/product/account-and-settings.md#formatting). The API, the portal and the widgets read settings
 * through these, so a setting means the same everywhere.
 */
import type { Schema } from './contract';
import { CURRENCY_DETAILS, type CurrencyCode } from './formats';

/** A setting as `GET /user/settings` answers it: the user's value, or null for the default. */
export interface SettingInForce {
  key: string;
  value: string | null;
  default_value: string | null;
}

export type TaxonomyId = Schema<'TaxonomyId'>;

/**
 * The taxonomies the classification setting offers: their route form (abbreviation and revision,
 * lower-cased), name, and the short name a code is called by in copy ("a UK SIC code").
 */
export const TAXONOMIES = {
  4: { abbr: 'ra', revision: '1', name: 'Risk Atlas Industry Code', short: 'Risk Atlas industry' },
  8: { abbr: 'anzsic', revision: '2006', name: 'ANZSIC 2006', short: 'ANZSIC' },
  12: { abbr: 'uksic', revision: '2007', name: 'UK SIC 2007', short: 'UK SIC' },
} as const satisfies Record<TaxonomyId, { abbr: string; revision: string; name: string; short: string }>;

/** ANZSIC 2006: the taxonomy in force while the settings are not known (the API's default too). */
export const DEFAULT_TAXONOMY: TaxonomyId = 8;

/** The value in force for a key: the user's own, else the default that applies to them, else null. */
export function settingValue(settings: readonly SettingInForce[] | null | undefined, key: string): string | null {
  const setting = settings?.find((candidate) => candidate.key === key);
  return setting?.value ?? setting?.default_value ?? null;
}

export function isTaxonomyId(value: unknown): value is TaxonomyId {
  return value === 4 || value === 8 || value === 12;
}

/**
 * The taxonomy the industry_classification setting chooses: industry codes are shown in it and a typed
 * code is searched in it (search, the industry navigation bar, Browse, recent lists). ANZSIC 2006 when
 * the setting is missing or names no offered taxonomy.
 */
export function industryTaxonomy(settings: readonly SettingInForce[] | null | undefined): TaxonomyId {
  const chosen = Number(settingValue(settings, 'industry_classification'));
  return isTaxonomyId(chosen) ? chosen : DEFAULT_TAXONOMY;
}

/**
 * The classification Browse cascades through for a taxonomy. The provider's own codes (4) are a flat
 * list with no levels to browse, so browsing by category then uses ANZSIC 2006; the codes shown beside
 * names still follow the setting.
 */
export function browseClassification(taxonomy: TaxonomyId): { abbr: string; revision: string } {
  const { abbr, revision } = TAXONOMIES[taxonomy === 4 ? DEFAULT_TAXONOMY : taxonomy];
  return { abbr, revision };
}

/**
 * An industry's code in a taxonomy, from its classifications (`GET /industries/{id}` lists one per
 * taxonomy); the industry's own `code` (the one it was requested in) when that taxonomy has none.
 */
export function industryCodeIn(
  industry: { code: string | null; classifications?: readonly { code: string; taxonomy: { id: number } }[] },
  taxonomy: TaxonomyId,
): string | null {
  return industry.classifications?.find((entry) => entry.taxonomy.id === taxonomy)?.code ?? industry.code;
}

/** The currency symbol shown when the currency setting names none (docs/product/account-and-settings.md#formatting). */
export const DEFAULT_CURRENCY_SYMBOL = '$';

const CURRENCY_SYMBOLS: ReadonlyMap<string, string> = new Map(CURRENCY_DETAILS.map(({ code, symbol }) => [code, symbol]));

/** The symbol of a currency code, `$` when there is none or it is unknown. */
export function currencySymbol(currency: string | null | undefined): string {
  return (currency && CURRENCY_SYMBOLS.get(currency.toUpperCase())) || DEFAULT_CURRENCY_SYMBOL;
}

/** The currency the settings choose (the user's, else their region's default), or null (then `$` is shown). */
export function currencyInForce(settings: readonly SettingInForce[] | null | undefined): CurrencyCode | null {
  const chosen = settingValue(settings, 'currency')?.toUpperCase();
  return CURRENCY_DETAILS.find((detail) => detail.code === chosen)?.code ?? null;
}

/**
 * A whole amount of money with the currency's symbol and grouped digits ("£1,250,000", "-$125,000").
 * `currency` is a code such as GBP; with none the symbol is `$`.
 */
export function formatMoney(amount: number, currency?: string | null): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}${currencySymbol(currency)}${Math.round(Math.abs(amount)).toLocaleString('en-AU')}`;
}
