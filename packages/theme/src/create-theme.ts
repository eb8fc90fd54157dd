import { contrastRatio, isValidColor } from './color';
import { brandRoles, INDICATOR_CONTRAST, TEXT_CONTRAST, type BrandColors, type RiskAtlasTheme } from './semantic';
import { defaultTheme } from './themes/default';

/** A partial theme: any subset of roles, at any depth. */
export type ThemeOverride = DeepPartial<RiskAtlasTheme>;

export type DeepPartial<T> = T extends object ? { [Key in keyof T]?: DeepPartial<T[Key]> } : T;

export interface ThemeProblem {
  /** Dotted path of the offending value, e.g. `color.text.heading`. */
  path: string;
  message: string;
}

/** Thrown by `createTheme` with every problem found, not just the first. */
export class ThemeValidationError extends Error {
  readonly problems: readonly ThemeProblem[];

  constructor(problems: readonly ThemeProblem[]) {
    super(
      `Invalid theme override (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map((problem) => `  - ${problem.path}: ${problem.message}`).join('\n'),
    );
    this.name = 'ThemeValidationError';
    this.problems = problems;
  }
}

type PlainObject = Record<string, unknown>;

function isPlainObject(value: unknown): value is PlainObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return `${typeof value} ${String(value)}`;
  return typeof value === 'object' ? 'an object' : typeof value;
}

/** Branches whose string leaves are colours. */
function holdsColours(path: readonly string[]): boolean {
  return path[0] === 'color' || path[0] === 'brand';
}

/** The largest corner radius of controls and surfaces, in pixels; `pill` may go up to `MAX_PILL_RADIUS`. */
export const MAX_RADIUS = 32;
/** The largest pill radius (the default is 9999: fully round ends). */
const MAX_PILL_RADIUS = 9999;
/** A font stack longer than this is not a font stack. */
const MAX_FONT_STACK = 300;

// One family in a CSS font stack: a quoted name without quotes, backslashes, line breaks or CSS
// punctuation (`;{}<>`) inside, or
// one or more unquoted identifiers (`Segoe UI`, `system-ui`, `sans-serif`).
const quotedFamily = /^(?:"[^"'\\\n\r;{}<>]+"|'[^"'\\\n\r;{}<>]+')$/;
const unquotedFamily = /^-?[A-Za-z_][A-Za-z0-9_-]*(?: +-?[A-Za-z_][A-Za-z0-9_-]*)*$/;

/**
 * Whether `value` is a CSS font stack: comma-separated family names, each quoted or a run of plain
 * identifiers, such as `"Harbour Sans", "Segoe UI", system-ui, sans-serif`. Anything else (`;`,
 * braces, `url(...)`) is refused, because the value is written into the widgets' style sheets.
 */
export function isFontStack(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_FONT_STACK) return false;
  const families = value.split(',').map((family) => family.trim());
  return families.length > 0 && families.every((family) => quotedFamily.test(family) || unquotedFamily.test(family));
}

/** A problem with a leaf that has rules beyond its type, or `undefined`. */
function leafProblem(path: readonly string[], value: unknown): string | undefined {
  if (path[0] === 'brand' && typeof value === 'string' && isValidColor(value) && contrastRatio(value, '#ffffff') === undefined) {
    return `${describe(value)} is not opaque: action colours are derived from the brand colours and their contrast checked`;
  }
  if (path[0] === 'font' && path[1] === 'family' && !isFontStack(value)) {
    return `${describe(value)} is not a font stack (comma-separated family names, e.g. "Harbour Sans", system-ui, sans-serif)`;
  }
  if (path[0] === 'radius' && typeof value === 'number') {
    const max = path[1] === 'pill' ? MAX_PILL_RADIUS : MAX_RADIUS;
    if (value < 0 || value > max) return `expected a radius in pixels from 0 to ${max}, got ${describe(value)}`;
  }
  return undefined;
}

/**
 * Walks the override against the reference theme: every key must exist there, objects must stay
 * objects, and leaves must keep their type (colours must parse, numbers must be finite).
 */
function collectProblems(override: unknown, reference: unknown, path: string[], problems: ThemeProblem[]): void {
  const where = path.length === 0 ? '(root)' : path.join('.');
  if (isPlainObject(reference)) {
    if (!isPlainObject(override)) {
      problems.push({ path: where, message: `expected an object, got ${describe(override)}` });
      return;
    }
    for (const [key, value] of Object.entries(override)) {
      // `undefined` means "not given" (TypeScript callers); JSON never produces it.
      if (value === undefined) continue;
      if (!Object.hasOwn(reference, key)) {
        problems.push({ path: [...path, key].join('.'), message: 'unknown key' });
        continue;
      }
      collectProblems(value, reference[key], [...path, key], problems);
    }
    return;
  }
  if (typeof reference === 'number') {
    if (typeof override !== 'number' || !Number.isFinite(override)) {
      problems.push({ path: where, message: `expected a finite number, got ${describe(override)}` });
      return;
    }
    const problem = leafProblem(path, override);
    if (problem) problems.push({ path: where, message: problem });
    return;
  }
  if (typeof override !== 'string') {
    problems.push({ path: where, message: `expected a string, got ${describe(override)}` });
    return;
  }
  if (holdsColours(path) && !isValidColor(override)) {
    problems.push({ path: where, message: `${describe(override)} is not a valid colour` });
    return;
  }
  const problem = leafProblem(path, override);
  if (problem) problems.push({ path: where, message: problem });
}

function deepMerge<T>(base: T, override: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(override)) {
    return (override === undefined ? base : override) as T;
  }
  const merged: PlainObject = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue;
    merged[key] = deepMerge((base as PlainObject)[key], value);
  }
  return merged as T;
}

/** Problems in an override, without throwing; empty when it is valid. */
export function validateThemeOverride(override: unknown, base: RiskAtlasTheme = defaultTheme): ThemeProblem[] {
  const problems: ThemeProblem[] = [];
  collectProblems(override, base, [], problems);
  return problems;
}

/** The pairs `brandRoles` derives, under `color`: [foreground, background, minimum contrast]. */
const derivedPairs: ReadonlyArray<readonly [string, string, number]> = [
  ['text.heading', 'surface.page', TEXT_CONTRAST],
  ['text.link', 'surface.page', TEXT_CONTRAST],
  ['text.linkHover', 'surface.page', TEXT_CONTRAST],
  ['border.focus', 'surface.page', INDICATOR_CONTRAST],
  ['action.primary.foreground', 'action.primary.background', TEXT_CONTRAST],
  ['action.primary.foreground', 'action.primary.backgroundHover', TEXT_CONTRAST],
  ['action.primary.foreground', 'action.primary.backgroundActive', TEXT_CONTRAST],
  ['action.secondary.foreground', 'action.secondary.background', TEXT_CONTRAST],
  ['action.secondary.foreground', 'action.secondary.backgroundHover', TEXT_CONTRAST],
  ['action.secondary.foreground', 'action.secondary.backgroundActive', TEXT_CONTRAST],
  ['action.secondary.border', 'surface.page', INDICATOR_CONTRAST],
  ['action.selected.foreground', 'surface.page', TEXT_CONTRAST],
  ['action.selected.indicator', 'surface.page', INDICATOR_CONTRAST],
];

const colourAt = (theme: RiskAtlasTheme, path: string) =>
  String(path.split('.').reduce<unknown>((value, key) => (value as PlainObject)[key], theme.color));

/**
 * Contrast problems of a theme's action roles (the pairs `brandRoles` derives: headings, links,
 * focus ring, primary and secondary actions in every state, the selected tab or toggle): WCAG AA,
 * 4.5:1 for text and 3:1 for the focus ring, outline and selection indicator. Empty when every pair
 * passes. `createTheme` throws these; a theme editor can show them as the partner types.
 */
export function themeContrastProblems(theme: RiskAtlasTheme): ThemeProblem[] {
  const problems: ThemeProblem[] = [];
  for (const [foreground, background, minimum] of derivedPairs) {
    const ratio = contrastRatio(colourAt(theme, foreground), colourAt(theme, background));
    if (ratio === undefined || ratio < minimum) {
      problems.push({
        path: `color.${foreground}`,
        message:
          ratio === undefined
            ? `contrast on color.${background} cannot be checked: both colours must be opaque`
            : `contrast ${ratio.toFixed(2)}:1 on color.${background}, needs ${minimum}:1 (WCAG AA)`,
      });
    }
  }
  return problems;
}

/**
 * Builds a theme from a partial override (a partner theme, usually parsed from JSON) on top of
 * `base` (default: the default theme). Validates first and throws `ThemeValidationError` listing
 * every unknown key and invalid value by path: colours must parse (brand colours must be opaque),
 * font families must be font stacks, radii from 0 to `MAX_RADIUS` pixels.
 *
 * When the override changes `brand`, the roles that follow the brand (headings, links, focus ring,
 * primary and secondary actions, selected tabs and toggles, brand surfaces, accent; see
 * `brandRoles`) are recomputed from the new brand colours before the rest of the override is
 * applied, so explicit role overrides still win. When it sets `font.family.body` alone, headings
 * follow it. Band colours never follow the brand.
 *
 * Last, the action roles' contrast is checked (`themeContrastProblems`): derived roles always pass,
 * so this throws only when an explicit role override breaks WCAG AA.
 */
export function createTheme(override: ThemeOverride = {}, { base = defaultTheme }: { base?: RiskAtlasTheme } = {}): RiskAtlasTheme {
  const problems = validateThemeOverride(override, base);
  if (problems.length > 0) throw new ThemeValidationError(problems);

  let theme = base;
  if (override.brand) {
    const brand: BrandColors = { ...base.brand, ...(override.brand as Partial<BrandColors>) };
    theme = deepMerge(base, { brand, color: brandRoles(brand) });
  }
  const body = override.font?.family?.body;
  if (body !== undefined && override.font?.family?.heading === undefined) {
    theme = deepMerge(theme, { font: { family: { heading: body } } });
  }
  const result = deepMerge(theme, override);
  const contrastProblems = themeContrastProblems(result);
  if (contrastProblems.length > 0) throw new ThemeValidationError(contrastProblems);
  return result;
}
