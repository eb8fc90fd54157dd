import { describe, expect, it } from 'vitest';
import { contrastRatio } from './color';
import { createTheme, themeContrastProblems } from './create-theme';
import { brandRoles, type BrandColors, type RiskAtlasTheme } from './semantic';
import { defaultBrand, defaultTheme } from './themes/default';
import { harbourBrokersTheme } from './themes/partners/harbour-brokers';

/** Every pair the brand derives, with its WCAG AA minimum (4.5 text, 3 focus ring and indicators). */
function derivedPairs(theme: RiskAtlasTheme): Array<[string, string, string, number]> {
  const { color } = theme;
  const { primary, secondary, selected } = color.action;
  return [
    ['heading on page', color.text.heading, color.surface.page, 4.5],
    ['link on page', color.text.link, color.surface.page, 4.5],
    ['link hovered on page', color.text.linkHover, color.surface.page, 4.5],
    ['focus ring on page', color.border.focus, color.surface.page, 3],
    ['primary label', primary.foreground, primary.background, 4.5],
    ['primary label hovered', primary.foreground, primary.backgroundHover, 4.5],
    ['primary label pressed', primary.foreground, primary.backgroundActive, 4.5],
    ['secondary label', secondary.foreground, secondary.background, 4.5],
    ['secondary label hovered', secondary.foreground, secondary.backgroundHover, 4.5],
    ['secondary label pressed', secondary.foreground, secondary.backgroundActive, 4.5],
    ['secondary outline on page', secondary.border, color.surface.page, 3],
    ['selected tab text on page', selected.foreground, color.surface.page, 4.5],
    ['selected tab indicator on page', selected.indicator, color.surface.page, 3],
  ];
}

function failingPairs(theme: RiskAtlasTheme) {
  return derivedPairs(theme)
    .map(([label, foreground, background, minimum]) => ({ label, minimum, ratio: contrastRatio(foreground, background) }))
    .filter(({ ratio, minimum }) => ratio === undefined || ratio < minimum);
}

// Brands that make a naive derivation fail: light, mid-tone, saturated, near-white, near-black.
const hardBrands: Array<[string, Partial<BrandColors>]> = [
  ['a light yellow brand', { title: '#f2c200', background1: '#ffe135', background2: '#f2c200', bar: '#ffff00' }],
  ['a mid grey', { title: '#808080', background1: '#8a8a8a', background2: '#7a7a7a', bar: '#9a9a9a' }],
  ['a mid blue', { title: '#2f7cc2', background1: '#4a90d9', background2: '#3a7bbf', bar: '#7fb3e6' }],
  ['near white', { title: '#fafafa', background1: '#f5f5f5', background2: '#eeeeee', bar: '#fdfdfd' }],
  ['near black', { title: '#050505', background1: '#0a0a0a', background2: '#000000', bar: '#111111' }],
  [
    'rgb() and hsl() colours',
    { title: 'rgb(230, 120, 40)', background1: 'hsl(160, 60%, 45%)', background2: 'rgb(200 90 20)', bar: 'hsl(50 90% 60%)' },
  ],
];

describe('brand-derived action roles', () => {
  it('keep the default theme exactly as it was: navy actions, blue links and focus, teal indicator', () => {
    const { color } = defaultTheme;
    expect(color.action.primary).toEqual({
      background: '#003262',
      backgroundHover: '#00203f',
      backgroundActive: expect.any(String),
      foreground: '#ffffff',
    });
    expect(color.action.secondary).toMatchObject({
      background: '#ffffff',
      backgroundHover: '#f1f3f6',
      foreground: '#003262',
      border: '#003262',
    });
    expect(color.action.selected).toEqual({ foreground: '#003262', indicator: '#019cae' });
    expect(color.text.link).toBe('#2367a5');
    expect(color.text.linkHover).toBe('#003262');
    expect(color.border.focus).toBe('#2367a5');
  });

  it("give the sample partner's purple to its primary and secondary buttons, links, focus ring and selected tabs", () => {
    const { color } = harbourBrokersTheme;
    expect(color.action.primary.background).toBe('#4a1d5c');
    expect(color.action.primary.backgroundHover).toBe('#2b0f38');
    expect(color.action.secondary.foreground).toBe('#4a1d5c');
    expect(color.action.secondary.border).toBe('#4a1d5c');
    expect(color.action.selected.foreground).toBe('#4a1d5c');
    expect(color.text.link).toBe('#6b3f86');
    expect(color.border.focus).toBe('#6b3f86');
  });

  it("darken the partner's gold bar for the selected indicator until it reaches 3:1 on white, keeping the gold accent for bars", () => {
    const { color } = harbourBrokersTheme;
    expect(contrastRatio('#d4a017', '#ffffff')).toBeLessThan(3);
    expect(color.accent).toBe('#d4a017');
    expect(color.action.selected.indicator).not.toBe('#d4a017');
    expect(contrastRatio(color.action.selected.indicator, '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  it.each([['default', defaultTheme] as const, ['partner', harbourBrokersTheme] as const])(
    'pass WCAG AA for every derived pair in the %s theme',
    (_name, theme) => {
      expect(failingPairs(theme)).toEqual([]);
      expect(themeContrastProblems(theme)).toEqual([]);
    },
  );

  it.each(hardBrands)('pass WCAG AA for every derived pair with %s', (_name, brand) => {
    const theme = createTheme({ brand });
    expect(failingPairs(theme)).toEqual([]);
  });

  it('put dark text on a light primary colour and keep the colour', () => {
    const theme = createTheme({ brand: { title: '#f2c200' } });
    expect(theme.color.action.primary.background).toBe('#f2c200');
    expect(theme.color.action.primary.foreground).toBe('#1c2430');
  });

  it('darken a mid-tone primary on which neither white nor dark text reads, keeping its hue', () => {
    const roles = brandRoles({ ...defaultBrand, title: '#808080' });
    expect(contrastRatio('#ffffff', '#808080')).toBeLessThan(4.5);
    expect(contrastRatio('#1c2430', '#808080')).toBeLessThan(4.5);
    expect(roles.action.primary.foreground).toBe('#ffffff');
    expect(roles.action.primary.background).toMatch(/^#([0-9a-f]{2})\1\1$/);
    expect(contrastRatio('#ffffff', roles.action.primary.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('make hover and pressed differ from the resting primary colour', () => {
    for (const brand of [defaultBrand, { ...defaultBrand, title: '#f2c200', background2: '#f2c200' }]) {
      const { primary } = brandRoles(brand).action;
      expect(new Set([primary.background, primary.backgroundHover, primary.backgroundActive]).size).toBe(3);
    }
  });

  it('leave the hazard band colours alone whatever the brand', () => {
    for (const [, brand] of hardBrands) expect(createTheme({ brand }).color.hazard).toEqual(defaultTheme.color.hazard);
    expect(harbourBrokersTheme.color.hazard).toEqual(defaultTheme.color.hazard);
    expect(harbourBrokersTheme.color.natcat).toEqual(defaultTheme.color.natcat);
  });
});
