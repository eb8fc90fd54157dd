import { describe, expect, it } from 'vitest';
import * as theme from './index';

describe('@riskatlas/theme public API', () => {
  it('exports exactly these names (a change here is a change to the published package)', () => {
    expect(Object.keys(theme).sort()).toMatchInlineSnapshot(`
      [
        "MAX_RADIUS",
        "ThemeProvider",
        "ThemeValidationError",
        "brandRoles",
        "breakpointForWidth",
        "breakpointNames",
        "breakpoints",
        "buildTheme",
        "contrastRatio",
        "createTheme",
        "defaultBrand",
        "defaultReportTheme",
        "defaultTheme",
        "harbourBrokersTheme",
        "hazardBand",
        "hazardBandColors",
        "hazardBandOrUnknown",
        "hazardBandRanges",
        "isFontStack",
        "isHazardRating",
        "isValidColor",
        "media",
        "mediaQuery",
        "natcatBrand",
        "natcatRiskColor",
        "natcatRiskColors",
        "natcatTheme",
        "parseReportThemeValue",
        "partnerThemes",
        "ratingPercent",
        "reportDocumentTheme",
        "reportThemeValueFromTheme",
        "reportThemes",
        "themeContrastProblems",
        "tokens",
        "useRiskAtlasTheme",
        "validateThemeOverride",
      ]
    `);
  });
});
