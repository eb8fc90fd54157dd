import type { CatalogueSnapshot } from '../catalogue/snapshot.js';
import { deleteSetting, upsertSetting } from '../db/repositories/settings.js';
import type { Country } from '../db/rows.js';
import { badRequest } from '../errors.js';
import { CURRENCY_DETAILS, DATE_FORMAT_PATTERNS } from '../reference/data.js';
import type { InvalidationBus } from '../invalidation/bus.js';
import type { UserSnapshot } from './directory.js';

export const SETTING_KEYS = ['app_site', 'industry_classification', 'country_region', 'currency', 'date_format', 'report_theme'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];
/** The shared default report theme (docs/product/themes-and-brands.md: title 003262, backgrounds 2367a5 / 00203f, bar 019cae). */
export const DEFAULT_REPORT_THEME_ID = 1;

interface Option {
  value: string;
  label: string;
}

export const REGIONS: Record<Country, { label: string; currency: string | null; dateFormat: string | null; taxonomy: string }> = {
  au: { label: 'Australia', currency: 'AUD', dateFormat: '1', taxonomy: '8' },
  nz: { label: 'New Zealand', currency: 'NZD', dateFormat: '1', taxonomy: '8' },
  gb: { label: 'United Kingdom', currency: 'GBP', dateFormat: '1', taxonomy: '12' },
  // Others has no currency or date format of its own; the client treats it as au for formatting (docs/product/account-and-settings.md).
  others: { label: 'Others', currency: null, dateFormat: null, taxonomy: '8' },
};

export const CURRENCIES: readonly Option[] = CURRENCY_DETAILS.map(({ code, name }) => ({ value: code, label: name }));

export const DATE_FORMATS: readonly Option[] = DATE_FORMAT_PATTERNS.map(({ id, pattern }) => ({ value: id, label: pattern }));

const APP_SITES: readonly Option[] = [
  { value: 'rc', label: 'Risk Atlas' },
  { value: 'broker', label: 'Risk Atlas for Brokers' },
];

export interface UserSetting {
  key: SettingKey;
  value: string | null;
  default_value: string | null;
  default_options: Option[];
}

/** Everything the settings depend on besides the user's own values. */
export interface SettingsContext {
  homeCountry: Country;
  primaryCompanyId: number | null;
  companyIds: readonly number[];
  taxonomies: readonly { id: number; name: string }[];
  themes: readonly { id: number; label: string; company_ids: readonly number[] }[];
}

export function settingsContext(user: UserSnapshot, catalogue: CatalogueSnapshot): SettingsContext {
  const companyIds = user.memberships.map((membership) => membership.id);
  return {
    homeCountry: user.user.country,
    primaryCompanyId: user.memberships.find((membership) => membership.is_primary)?.id ?? null,
    companyIds,
    taxonomies: catalogue.taxonomies,
    themes: catalogue.themesForCompanies(companyIds),
  };
}

/** Every key with the user's value, the default that applies to them, and the allowed options. */
export function describeSettings(context: SettingsContext, stored: ReadonlyMap<string, string | null>): UserSetting[] {
  const partnerDefaults = new Map<number, string>();
  for (const theme of context.themes) for (const companyId of theme.company_ids) partnerDefaults.set(companyId, String(theme.id));
  const regionValue = (stored.get('country_region') ?? context.homeCountry) as Country;
  const region = REGIONS[regionValue] ?? REGIONS[context.homeCountry];
  const defaults: Record<SettingKey, { value: string | null; options: readonly Option[] }> = {
    app_site: { value: 'rc', options: APP_SITES },
    industry_classification: {
      value: region.taxonomy,
      options: context.taxonomies.map((row) => ({ value: String(row.id), label: row.name })),
    },
    country_region: {
      value: context.homeCountry,
      options: (Object.keys(REGIONS) as Country[]).map((code) => ({ value: code, label: REGIONS[code].label })),
    },
    currency: { value: region.currency, options: CURRENCIES },
    date_format: { value: region.dateFormat, options: DATE_FORMATS },
    // docs/product/themes-and-brands.md: with no report_theme the primary company may pick a partner theme, else the default theme.
    report_theme: {
      value: (context.primaryCompanyId !== null && partnerDefaults.get(context.primaryCompanyId)) || String(DEFAULT_REPORT_THEME_ID),
      options: context.themes.map((theme) => ({ value: String(theme.id), label: theme.label })),
    },
  };
  return SETTING_KEYS.map((key) => ({
    key,
    value: stored.get(key) ?? null,
    default_value: defaults[key].value,
    default_options: [...defaults[key].options],
  }));
}

/** The value in force: the user's own, else the default. */
export function effectiveValue(settings: UserSetting[], key: SettingKey): string | null {
  const setting = settings.find((candidate) => candidate.key === key);
  return setting?.value ?? setting?.default_value ?? null;
}

/**
 * Checks a whole change against the settings it would produce (options depend on other keys: currency
 * defaults follow the region) and returns the stored values after it. Nothing is written here.
 */
export function applySettingsChange(
  context: SettingsContext,
  stored: ReadonlyMap<string, string | null>,
  changes: readonly { key: SettingKey; value: string | null }[],
): Map<string, string | null> {
  const seen = new Set<string>();
  for (const change of changes) {
    if (seen.has(change.key)) throw badRequest(`The setting ${change.key} is given twice.`);
    seen.add(change.key);
  }
  const after = new Map(stored);
  for (const change of changes) {
    if (change.value === null) after.delete(change.key);
    else after.set(change.key, change.value);
  }
  const described = describeSettings(context, after);
  for (const change of changes) {
    if (change.value === null) continue;
    const setting = described.find((candidate) => candidate.key === change.key)!;
    if (!setting.default_options.some((option) => option.value === change.value)) {
      throw badRequest(`${change.value} is not an option for ${change.key}.`);
    }
  }
  return after;
}

/** Writes a checked change; every replica drops its copy of the user when it commits. */
export async function saveSettings(
  bus: InvalidationBus,
  userId: number,
  changes: readonly { key: SettingKey; value: string | null }[],
): Promise<void> {
  await bus.transaction(async (tx, invalidate) => {
    for (const change of changes) {
      if (change.value === null) await deleteSetting(tx, userId, change.key);
      else await upsertSetting(tx, { user_id: userId, key: change.key, value: change.value });
    }
    invalidate({ kind: 'user', userId });
  });
}
