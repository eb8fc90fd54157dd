import { isValidColor } from './color';
import type { RiskAtlasTheme } from './semantic';
import { defaultBrand } from './themes/default';
import { natcatBrand } from './themes/natcat';
import { harbourBrokersTheme } from './themes/partners/harbour-brokers';

/** The colours of a report theme, as the API stores them in a theme's `value`. */
export interface ReportThemeValue {
  colorTitle: string;
  colorBg1: string;
  colorBg2: string;
  colorBar: string;
}

export interface ReportTheme {
  id: string;
  label: string;
  value: ReportThemeValue;
}

/** A report theme's colours from a widget theme's brand colours. */
export function reportThemeValueFromTheme(theme: Pick<RiskAtlasTheme, 'brand'>): ReportThemeValue {
  return {
    colorTitle: theme.brand.title,
    colorBg1: theme.brand.background1,
    colorBg2: theme.brand.background2,
    colorBar: theme.brand.bar,
  };
}

/** The default report theme: the four colours of docs/product/themes-and-brands.md. */
export const defaultReportTheme: ReportTheme = {
  id: 'default',
  label: 'Default',
  value: reportThemeValueFromTheme({ brand: defaultBrand }),
};

export const reportThemes: readonly ReportTheme[] = [
  defaultReportTheme,
  { id: 'natcat', label: 'NatCat', value: reportThemeValueFromTheme({ brand: natcatBrand }) },
  { id: 'partner:harbour-brokers', label: 'Harbour Brokers', value: reportThemeValueFromTheme(harbourBrokersTheme) },
];

const reportThemeKeys = ['colorTitle', 'colorBg1', 'colorBg2', 'colorBar'] as const;

/**
 * Reads a report theme `value` as the API sends it (a JSON string or an object). Returns
 * `undefined` unless it has exactly the four colour keys, each a valid colour, so a broken stored
 * theme falls back to the default rather than producing an unreadable report.
 */
export function parseReportThemeValue(value: unknown): ReportThemeValue | undefined {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const record = parsed as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length !== reportThemeKeys.length) return undefined;
  if (!reportThemeKeys.every((key) => isValidColor(record[key]))) return undefined;
  return {
    colorTitle: record.colorTitle as string,
    colorBg1: record.colorBg1 as string,
    colorBg2: record.colorBg2 as string,
    colorBar: record.colorBar as string,
  };
}

/** How a report theme dresses the printed document: headings, body text, dividers and covers. */
export interface ReportDocumentTheme {
  headings: { h1: { color: string; fontSize: string }; h2: { color: string; fontSize: string } };
  body: { color: string; fontSize: string; lineHeight: number };
  visuals: { divider: string };
  covers: { front: { background: string; accent: string; color: string }; back: { background: string; color: string } };
}

/**
 * A report theme's four colours as the document's look (docs/product/themes-and-brands.md#report-theme-colours: headings h1/h2, body, visuals
 * divider and covers are theme data): titles in colorTitle, covers in the two backgrounds, the bar
 * colour for dividers and the cover's accent.
 */
export function reportDocumentTheme(value: ReportThemeValue = defaultReportTheme.value): ReportDocumentTheme {
  return {
    headings: { h1: { color: value.colorTitle, fontSize: '26px' }, h2: { color: value.colorTitle, fontSize: '18px' } },
    body: { color: '#1f2933', fontSize: '13px', lineHeight: 1.55 },
    visuals: { divider: value.colorBar },
    covers: {
      front: { background: value.colorBg1, accent: value.colorBar, color: '#ffffff' },
      back: { background: value.colorBg2, color: '#ffffff' },
    },
  };
}
