import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../color';
import { validateThemeOverride } from '../create-theme';
import { defaultTheme } from './default';
import { natcatTheme } from './natcat';
import { partnerThemes } from './partners';

describe('bundled themes', () => {
  it('have distinct names', () => {
    const names = [defaultTheme, natcatTheme, ...Object.values(partnerThemes)].map((theme) => theme.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('define every key of the default theme, with a value of the same kind, and nothing else', () => {
    const leaves = (value: unknown, path = ''): Map<string, string> => {
      const found = new Map<string, string>();
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [key, child] of Object.entries(value)) {
          for (const [childPath, kind] of leaves(child, path ? `${path}.${key}` : key)) found.set(childPath, kind);
        }
      } else {
        found.set(path, Array.isArray(value) ? 'array' : typeof value);
      }
      return found;
    };
    const expected = leaves(defaultTheme);
    expect(expected.size).toBeGreaterThan(50);
    for (const theme of [natcatTheme, ...Object.values(partnerThemes)]) {
      const actual = leaves(theme);
      const missing = [...expected.keys()].filter((path) => !actual.has(path));
      const extra = [...actual.keys()].filter((path) => !expected.has(path));
      const wrongKind = [...expected].filter(([path, kind]) => actual.has(path) && actual.get(path) !== kind).map(([path]) => path);
      expect({ theme: theme.name, missing, extra, wrongKind }).toEqual({ theme: theme.name, missing: [], extra: [], wrongKind: [] });
    }
  });

  it('are valid overrides of the default theme', () => {
    for (const theme of [natcatTheme, ...Object.values(partnerThemes)]) {
      expect(validateThemeOverride(theme)).toEqual([]);
    }
  });

  it('include a sample partner theme recoloured from four brand colours', () => {
    const partner = partnerThemes['harbour-brokers'];
    expect(partner?.color.text.heading).toBe('#4a1d5c');
    expect(partner?.color.surface.sunken).toBe('#f6f1f8');
  });
});

describe('theme contrast (WCAG AA, 4.5:1 for text)', () => {
  const themes = [defaultTheme, natcatTheme, ...Object.values(partnerThemes)];

  it.each(themes.map((theme) => [theme.name, theme] as const))('keeps text readable in the %s theme', (_name, theme) => {
    const { color } = theme;
    const pairs: Array<[string, string, string]> = [
      ['text.default on page', color.text.default, color.surface.page],
      ['text.muted on page', color.text.muted, color.surface.page],
      ['text.muted on sunken', color.text.muted, color.surface.sunken],
      ['text.heading on page', color.text.heading, color.surface.page],
      ['text.link on page', color.text.link, color.surface.page],
      ['text.danger on page', color.text.danger, color.surface.page],
      ['text.inverse on brand', color.text.inverse, color.surface.brand],
      ['text.inverse on brandStrong', color.text.inverse, color.surface.brandStrong],
      ['primary action', color.action.primary.foreground, color.action.primary.background],
      ['primary action hovered', color.action.primary.foreground, color.action.primary.backgroundHover],
      ['primary action pressed', color.action.primary.foreground, color.action.primary.backgroundActive],
      ['secondary action', color.action.secondary.foreground, color.action.secondary.background],
      ['secondary action hovered', color.action.secondary.foreground, color.action.secondary.backgroundHover],
      ['secondary action pressed', color.action.secondary.foreground, color.action.secondary.backgroundActive],
      ['selected tab or toggle', color.action.selected.foreground, color.surface.page],
      ['success feedback', color.feedback.success.foreground, color.feedback.success.background],
      ['error feedback', color.feedback.error.foreground, color.feedback.error.background],
      ['info feedback', color.feedback.info.foreground, color.feedback.info.background],
      ['hazard low', color.hazard.low.foreground, color.hazard.low.background],
      ['hazard medium', color.hazard.medium.foreground, color.hazard.medium.background],
      ['hazard high', color.hazard.high.foreground, color.hazard.high.background],
      ['hazard unknown', color.hazard.unknown.foreground, color.hazard.unknown.background],
    ];
    const failing = pairs
      .map(([label, foreground, background]) => ({ label, ratio: contrastRatio(foreground, background) }))
      .filter(({ ratio }) => ratio === undefined || ratio < 4.5);
    expect(failing).toEqual([]);
  });
});
