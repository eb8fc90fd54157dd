import { describe, expect, it } from 'vitest';
import { createTheme, isFontStack, MAX_RADIUS, ThemeValidationError, validateThemeOverride } from './create-theme';
import { defaultTheme } from './themes/default';
import { natcatTheme } from './themes/natcat';

function problemsOf(override: unknown) {
  try {
    createTheme(override as never);
  } catch (error) {
    if (error instanceof ThemeValidationError) return error.problems;
    throw error;
  }
  throw new Error('expected createTheme to throw');
}

// "The spec" in these tests means the product rules of docs/product/themes-and-brands.md.
describe('the default theme', () => {
  it('carries the spec colours title 003262, background1 2367a5, background2 00203f, bar 019cae', () => {
    expect(defaultTheme.brand).toEqual({
      title: '#003262',
      background1: '#2367a5',
      background2: '#00203f',
      bar: '#019cae',
    });
    expect(defaultTheme.color.text.heading).toBe('#003262');
    expect(defaultTheme.color.surface.brand).toBe('#2367a5');
    expect(defaultTheme.color.surface.brandStrong).toBe('#00203f');
    expect(defaultTheme.color.accent).toBe('#019cae');
  });

  it('has only valid colours, so it passes its own validation', () => {
    expect(validateThemeOverride(defaultTheme)).toEqual([]);
    expect(validateThemeOverride(natcatTheme)).toEqual([]);
  });
});

describe('createTheme', () => {
  it('returns a theme equal to the default for an empty override', () => {
    expect(createTheme()).toEqual(defaultTheme);
    expect(createTheme({})).toEqual(defaultTheme);
  });

  it('deep-merges a partial override and keeps every other role', () => {
    const theme = createTheme({ name: 'partner', color: { text: { muted: '#555555' } }, space: { md: 20 } });
    expect(theme.name).toBe('partner');
    expect(theme.color.text.muted).toBe('#555555');
    expect(theme.color.text.default).toBe(defaultTheme.color.text.default);
    expect(theme.color.surface).toEqual(defaultTheme.color.surface);
    expect(theme.space.md).toBe(20);
    expect(theme.space.sm).toBe(defaultTheme.space.sm);
  });

  it('does not mutate the default theme', () => {
    const before = structuredClone(defaultTheme);
    createTheme({ color: { text: { muted: '#555555' } }, brand: { title: '#111111' } });
    expect(defaultTheme).toEqual(before);
  });

  it('recomputes brand-following roles when the brand colours change', () => {
    const theme = createTheme({ brand: { title: '#4a1d5c', bar: '#d4a017' } });
    expect(theme.brand).toEqual({ ...defaultTheme.brand, title: '#4a1d5c', bar: '#d4a017' });
    expect(theme.color.text.heading).toBe('#4a1d5c');
    expect(theme.color.action.primary.background).toBe('#4a1d5c');
    expect(theme.color.accent).toBe('#d4a017');
    expect(theme.color.surface.brand).toBe(defaultTheme.color.surface.brand);
  });

  it('lets an explicit role win over the brand-derived one', () => {
    const theme = createTheme({ brand: { title: '#4a1d5c' }, color: { text: { heading: '#222222' } } });
    expect(theme.color.text.heading).toBe('#222222');
    expect(theme.color.action.primary.background).toBe('#4a1d5c');
  });

  it('builds on another base theme when asked', () => {
    const theme = createTheme({ color: { text: { muted: '#555555' } } }, { base: natcatTheme });
    expect(theme.brand).toEqual(natcatTheme.brand);
    expect(theme.color.text.muted).toBe('#555555');
  });

  it('throws a ThemeValidationError naming an unknown key by its path', () => {
    const problems = problemsOf({ color: { text: { hedaing: '#000000' } } });
    expect(problems).toEqual([{ path: 'color.text.hedaing', message: 'unknown key' }]);
  });

  it('throws naming an invalid colour by its path', () => {
    const problems = problemsOf({ brand: { title: 'blue-ish' } });
    expect(problems).toEqual([{ path: 'brand.title', message: '"blue-ish" is not a valid colour' }]);
  });

  it('lists every problem at once, with each path in the message', () => {
    let caught: unknown;
    try {
      createTheme({
        brand: { title: '#12' },
        color: { hazard: { low: { background: 'yellowish' } }, sparkle: '#fff' },
        space: { md: '16px' },
        radius: { control: Number.NaN },
        font: { family: { body: 12 } },
        zIndex: 5,
        logo: 'x.png',
      } as never);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ThemeValidationError);
    const error = caught as ThemeValidationError;
    expect(error.problems.map((problem) => problem.path)).toEqual([
      'brand.title',
      'color.hazard.low.background',
      'color.sparkle',
      'space.md',
      'radius.control',
      'font.family.body',
      'zIndex',
      'logo',
    ]);
    for (const problem of error.problems) expect(error.message).toContain(problem.path);
    expect(error.message).toContain('8 problems');
    expect(error.name).toBe('ThemeValidationError');
  });

  it('rejects an override that is not an object', () => {
    expect(problemsOf('dark')).toEqual([{ path: '(root)', message: 'expected an object, got "dark"' }]);
    expect(problemsOf([])).toEqual([{ path: '(root)', message: 'expected an object, got an array' }]);
    expect(problemsOf({ color: null })).toEqual([{ path: 'color', message: 'expected an object, got null' }]);
  });

  it('does not take non-colour strings such as font families for colours', () => {
    const theme = createTheme({ font: { family: { body: 'Georgia, serif' } } });
    expect(theme.font.family.body).toBe('Georgia, serif');
  });

  it('accepts a partner theme parsed from JSON', () => {
    const json = '{"name":"partner:acme","brand":{"title":"#0a0a0a","background1":"rgb(10, 20, 30)"}}';
    const theme = createTheme(JSON.parse(json));
    expect(theme.name).toBe('partner:acme');
    expect(theme.color.surface.brand).toBe('rgb(10, 20, 30)');
  });

  it('lets a partner set the font family: a hosted web font first, a system stack after it; headings follow the body', () => {
    const theme = createTheme({ font: { family: { body: '"Harbour Sans", "Segoe UI", system-ui, sans-serif' } } });
    expect(theme.font.family.body).toBe('"Harbour Sans", "Segoe UI", system-ui, sans-serif');
    expect(theme.font.family.heading).toBe('"Harbour Sans", "Segoe UI", system-ui, sans-serif');
    expect(theme.font.family.mono).toBe(defaultTheme.font.family.mono);
  });

  it('keeps an explicit heading font when the body font changes too', () => {
    const theme = createTheme({ font: { family: { body: 'Georgia, serif', heading: "'Harbour Display', serif" } } });
    expect(theme.font.family.heading).toBe("'Harbour Display', serif");
  });

  it('refuses a font family that is not a font stack, since it is written into style sheets', () => {
    for (const family of [
      'Arial; } body { display: none',
      'url(https://evil.example/font.woff)',
      '"Unclosed, serif',
      '',
      'Arial,, serif',
      '"a"b"',
      '"x{y}"',
      'x'.repeat(301),
    ]) {
      expect(problemsOf({ font: { family: { body: family } } })).toEqual([
        { path: 'font.family.body', message: expect.stringContaining('is not a font stack') },
      ]);
    }
  });

  it('lets a partner set the corner radius, from square to rounded', () => {
    expect(createTheme({ radius: { control: 0, surface: 0 } }).radius).toEqual({ ...defaultTheme.radius, control: 0, surface: 0 });
    expect(createTheme({ radius: { control: MAX_RADIUS } }).radius.control).toBe(MAX_RADIUS);
  });

  it('refuses a negative radius or one beyond the maximum, naming each by its path', () => {
    expect(problemsOf({ radius: { control: -1, surface: MAX_RADIUS + 1, pill: 10_000 } })).toEqual([
      { path: 'radius.control', message: `expected a radius in pixels from 0 to ${MAX_RADIUS}, got number -1` },
      { path: 'radius.surface', message: `expected a radius in pixels from 0 to ${MAX_RADIUS}, got number ${MAX_RADIUS + 1}` },
      { path: 'radius.pill', message: 'expected a radius in pixels from 0 to 9999, got number 10000' },
    ]);
  });

  it('refuses a translucent brand colour, whose derived contrast cannot be checked', () => {
    expect(problemsOf({ brand: { title: 'rgba(0, 50, 98, 0.5)' } })).toEqual([
      { path: 'brand.title', message: expect.stringContaining('is not opaque') },
    ]);
    expect(createTheme({ brand: { title: 'rgba(0, 50, 98, 1)' } }).color.action.primary.background).toBe('rgba(0, 50, 98, 1)');
  });

  it('throws when an explicit role override breaks the contrast of an action pair', () => {
    expect(problemsOf({ color: { action: { primary: { foreground: '#6b7280' } } } })).toEqual([
      {
        path: 'color.action.primary.foreground',
        message: expect.stringMatching(/^contrast 2\.\d\d:1 on color\.action\.primary\.background, needs 4\.5:1/),
      },
      { path: 'color.action.primary.foreground', message: expect.stringContaining('on color.action.primary.backgroundHover') },
      { path: 'color.action.primary.foreground', message: expect.stringContaining('on color.action.primary.backgroundActive') },
    ]);
    expect(problemsOf({ color: { action: { selected: { indicator: '#dddddd' } } } })).toEqual([
      { path: 'color.action.selected.indicator', message: expect.stringContaining('needs 3:1') },
    ]);
  });

  it('derives a readable role instead of throwing when only the brand is given', () => {
    const theme = createTheme({ brand: { title: '#ffe135', background1: '#fff4a0', background2: '#ffe135', bar: '#ffff66' } });
    expect(theme.color.action.primary.foreground).toBe('#1c2430');
    expect(theme.color.text.link).not.toBe('#fff4a0');
  });
});

describe('isFontStack', () => {
  it.each([
    'Georgia, serif',
    '"Inter Variable", "Segoe UI", Roboto, Arial, sans-serif',
    "'Harbour Sans'",
    'system-ui',
    '-apple-system, sans-serif',
  ])('accepts %s', (value) => {
    expect(isFontStack(value)).toBe(true);
  });
  it.each(['', ' , ', 'Arial;', 'a{b}', '"x" y', '12px Arial', 'Arial\nserif', 42, null])('rejects %s', (value) => {
    expect(isFontStack(value)).toBe(false);
  });
});
