import { isValidColor } from './color';
import { brandRoles, type BrandColors, type RiskAtlasTheme } from './semantic';
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
    }
    return;
  }
  if (typeof override !== 'string') {
    problems.push({ path: where, message: `expected a string, got ${describe(override)}` });
    return;
  }
  if (holdsColours(path) && !isValidColor(override)) {
    problems.push({ path: where, message: `${describe(override)} is not a valid colour` });
  }
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

/**
 * Builds a theme from a partial override (a partner theme, usually parsed from JSON) on top of
 * `base` (default: the default theme). Validates first and throws `ThemeValidationError` listing
 * every unknown key and invalid value by path.
 *
 * When the override changes `brand`, the roles that follow the brand (headings, links, primary
 * action, brand surfaces, focus ring, accent) are recomputed from the new brand colours before
 * the rest of the override is applied, so explicit role overrides still win.
 */
export function createTheme(override: ThemeOverride = {}, { base = defaultTheme }: { base?: RiskAtlasTheme } = {}): RiskAtlasTheme {
  const problems = validateThemeOverride(override, base);
  if (problems.length > 0) throw new ThemeValidationError(problems);

  let theme = base;
  if (override.brand) {
    const brand: BrandColors = { ...base.brand, ...(override.brand as Partial<BrandColors>) };
    theme = deepMerge(base, { brand, color: brandRoles(brand) });
  }
  return deepMerge(theme, override);
}
