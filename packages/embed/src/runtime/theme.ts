import { createTheme, defaultTheme, type RiskAtlasTheme, type ThemeOverride } from '@riskatlas/theme';

const resolved = new Map<string, RiskAtlasTheme>();

/**
 * The partner theme (from the element's `theme` attribute or `init`) validated by `createTheme`. An
 * invalid one logs one console error (once per distinct theme, however many widgets use it) and
 * the widgets fall back to the default theme: a typo in a colour never breaks the partner's page.
 */
export function resolvePartnerTheme(theme: unknown): RiskAtlasTheme {
  if (theme === undefined || theme === null || theme === '') return defaultTheme;
  const text = typeof theme === 'string' ? theme : JSON.stringify(theme);
  let result = resolved.get(text);
  if (!result) {
    try {
      result = createTheme((typeof theme === 'string' ? JSON.parse(theme) : theme) as ThemeOverride);
    } catch (error) {
      console.error(
        `Risk Atlas: the partner theme is not valid, so the default theme is used. ${error instanceof Error ? error.message : String(error)}`,
      );
      result = defaultTheme;
    }
    resolved.set(text, result);
  }
  return result;
}
