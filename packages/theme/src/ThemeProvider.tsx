import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider, useTheme as useStyledTheme } from 'styled-components';
import type { RiskAtlasTheme } from './semantic';
import { defaultTheme } from './themes/default';

export type { RiskAtlasTheme } from './semantic';

declare module 'styled-components' {
  // Interface merging is how styled-components types `props.theme`; the empty body is intended.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends RiskAtlasTheme {}
}

export interface ThemeProviderProps {
  /** The theme widgets below read. Default: `defaultTheme`. */
  theme?: RiskAtlasTheme;
  /** The tree that reads the theme. Default: none. */
  children?: ReactNode;
}

/** Provides a Risk Atlas theme to styled-components below it. */
export function ThemeProvider({ theme = defaultTheme, children }: ThemeProviderProps) {
  return <StyledThemeProvider theme={theme}>{children}</StyledThemeProvider>;
}

/** The current theme, or the default theme when no `ThemeProvider` is above. */
export function useRiskAtlasTheme(): RiskAtlasTheme {
  const theme = useStyledTheme() as RiskAtlasTheme | undefined;
  return theme && typeof theme === 'object' && 'color' in theme ? theme : defaultTheme;
}
