export * as tokens from './tokens';
export { buildTheme, brandRoles } from './semantic';
export type { BrandColors, ColorPair, RiskAtlasTheme } from './semantic';
export { defaultTheme, defaultBrand, natcatTheme, natcatBrand, partnerThemes, harbourBrokersTheme } from './themes';
export { createTheme, validateThemeOverride, themeContrastProblems, isFontStack, MAX_RADIUS, ThemeValidationError } from './create-theme';
export type { DeepPartial, ThemeOverride, ThemeProblem } from './create-theme';
export { isValidColor, contrastRatio } from './color';
export { reportThemes, defaultReportTheme, reportThemeValueFromTheme, parseReportThemeValue, reportDocumentTheme } from './report-themes';
export type { ReportDocumentTheme, ReportTheme, ReportThemeValue } from './report-themes';
export { breakpoints, breakpointNames, media, mediaQuery, breakpointForWidth } from './breakpoints';
export type { Breakpoint } from './breakpoints';
export {
  hazardBand,
  hazardBandOrUnknown,
  hazardBandRanges,
  hazardBandColors,
  isHazardRating,
  ratingPercent,
  natcatRiskColor,
  natcatRiskColors,
} from './bands';
export type { HazardBand, NatcatRiskLevel } from './bands';
export { ThemeProvider, useRiskAtlasTheme } from './ThemeProvider';
export type { ThemeProviderProps } from './ThemeProvider';
