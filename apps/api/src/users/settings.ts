import type { Queryable } from '../db/client.js';
import { badRequest } from '../errors.js';
import { DEFAULT_REPORT_THEME_ID, themesFor } from './themes.js';

export const SETTING_KEYS = ['app_site', 'industry_classification', 'country_region', 'currency', 'date_format', 'report_theme'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];
export type Country = 'au' | 'nz' | 'gb' | 'others';

interface Option {
  value: string;
  label: string;
}

const REGIONS: Record<Country, { label: string; currency: string | null; dateFormat: string | null; taxonomy: string }> = {
  au: { label: 'Australia', currency: 'AUD', dateFormat: '1', taxonomy: '8' },
  nz: { label: 'New Zealand', currency: 'NZD', dateFormat: '1', taxonomy: '8' },
  gb: { label: 'United Kingdom', currency: 'GBP', dateFormat: '1', taxonomy: '12' },
  // Spec: Others has no currency or date format of its own; the client treats it as au for formatting.
  others: { label: 'Others', currency: null, dateFormat: null, taxonomy: '8' },
};

export const CURRENCIES: readonly Option[] = [
  { value: 'AUD', label: 'Australian Dollar' },
  { value: 'CAD', label: 'Canadian Dollar' },
  { value: 'CNY', label: 'Chinese Yuan' },
  { value: 'EUR', label: 'Euro' },
  { value: 'GBP', label: 'British Pound' },
  { value: 'JPY', label: 'Japanese Yen' },
  { value: 'NZD', label: 'New Zealand Dollar' },
  { value: 'USD', label: 'US Dollar' },
];

export const DATE_FORMATS: readonly Option[] = [
  { value: '1', label: 'DD/MM/YYYY' },
  { value: '2', label: 'DD-MM-YYYY' },
  { value: '3', label: 'MM/DD/YYYY' },
  { value: '4', label: 'MM-DD-YYYY' },
  { value: '5', label: 'YYYY/MM/DD' },
  { value: '6', label: 'YYYY-MM-DD' },
];

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

interface Context {
  homeCountry: Country;
  primaryCompanyId: number | null;
}

async function contextFor(db: Queryable, userId: number): Promise<Context> {
  const { rows } = await db.query<{ country: Country; company_id: number | null }>(
    `SELECT u.country, uc.company_id FROM users u
       LEFT JOIN user_companies uc ON uc.user_id = u.id AND uc.is_primary
      WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) throw new Error(`user ${userId} vanished`);
  return { homeCountry: row.country, primaryCompanyId: row.company_id };
}

async function themeOptions(db: Queryable, userId: number): Promise<{ options: Option[]; partnerDefaults: Map<number, string> }> {
  const themes = await themesFor(db, userId);
  const partnerDefaults = new Map<number, string>();
  for (const theme of themes) for (const companyId of theme.company_ids) partnerDefaults.set(companyId, String(theme.id));
  return { options: themes.map((theme) => ({ value: String(theme.id), label: theme.label })), partnerDefaults };
}

async function taxonomyOptions(db: Queryable): Promise<Option[]> {
  const { rows } = await db.query<{ id: number; name: string }>('SELECT id, name FROM taxonomies ORDER BY position');
  return rows.map((row) => ({ value: String(row.id), label: row.name }));
}

async function storedValues(db: Queryable, userId: number): Promise<Map<string, string | null>> {
  const { rows } = await db.query<{ key: string; value: string | null }>('SELECT key, value FROM user_settings WHERE user_id = $1', [userId]);
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** Every key with the user's value, the default that applies to them, and the allowed options. */
export async function readSettings(db: Queryable, userId: number, overrides?: Map<string, string | null>): Promise<UserSetting[]> {
  const [context, themes, taxonomies, stored] = await Promise.all([
    contextFor(db, userId),
    themeOptions(db, userId),
    taxonomyOptions(db),
    overrides ? Promise.resolve(overrides) : storedValues(db, userId),
  ]);
  const regionValue = (stored.get('country_region') ?? context.homeCountry) as Country;
  const region = REGIONS[regionValue] ?? REGIONS[context.homeCountry];
  const defaults: Record<SettingKey, { value: string | null; options: readonly Option[] }> = {
    app_site: { value: 'rc', options: APP_SITES },
    industry_classification: { value: region.taxonomy, options: taxonomies },
    country_region: {
      value: context.homeCountry,
      options: (Object.keys(REGIONS) as Country[]).map((code) => ({ value: code, label: REGIONS[code].label })),
    },
    currency: { value: region.currency, options: CURRENCIES },
    date_format: { value: region.dateFormat, options: DATE_FORMATS },
    // Spec: with no report_theme the primary company may pick a partner theme, else the default theme.
    report_theme: {
      value: (context.primaryCompanyId !== null && themes.partnerDefaults.get(context.primaryCompanyId)) || String(DEFAULT_REPORT_THEME_ID),
      options: themes.options,
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

/** Validates the whole change before writing any of it; null resets a key to its default. */
export async function saveSettings(db: Queryable, userId: number, changes: { key: SettingKey; value: string | null }[]): Promise<void> {
  const seen = new Set<string>();
  for (const change of changes) {
    if (seen.has(change.key)) throw badRequest(`The setting ${change.key} is given twice.`);
    seen.add(change.key);
  }
  const stored = await storedValues(db, userId);
  for (const change of changes) stored.set(change.key, change.value);
  // Options depend on other keys (currency defaults follow the region), so check against the result.
  const after = await readSettings(db, userId, stored);
  for (const change of changes) {
    if (change.value === null) continue;
    const setting = after.find((candidate) => candidate.key === change.key)!;
    if (!setting.default_options.some((option) => option.value === change.value)) {
      throw badRequest(`${change.value} is not an option for ${change.key}.`);
    }
  }
  for (const change of changes) {
    if (change.value === null) {
      await db.query('DELETE FROM user_settings WHERE user_id = $1 AND key = $2', [userId, change.key]);
    } else {
      await db.query(
        `INSERT INTO user_settings (user_id, key, value) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, key) DO UPDATE SET value = EXCLUDED.value`,
        [userId, change.key, change.value],
      );
    }
  }
}
