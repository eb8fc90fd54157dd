import { defaultTheme } from '@riskatlas/theme';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolvePartnerTheme } from './theme';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('resolvePartnerTheme', () => {
  it('uses the default theme when the partner gives none', () => {
    expect(resolvePartnerTheme(undefined)).toBe(defaultTheme);
    expect(resolvePartnerTheme('')).toBe(defaultTheme);
  });

  it('builds the partner theme from an object or its JSON (attribute)', () => {
    const brand = { title: '#5b2a86', background1: '#7b3fa8', background2: '#3a1656', bar: '#e0a100' };
    expect(resolvePartnerTheme({ brand }).color.text.heading).toBe('#5b2a86');
    expect(resolvePartnerTheme(JSON.stringify({ brand: { title: '#123456' } })).color.action.primary.background).toBe('#123456');
  });

  it('falls back to the default theme with one clear console error per invalid theme', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const invalid = { brand: { title: 'not-a-colour' }, colour: {} };
    expect(resolvePartnerTheme(invalid)).toBe(defaultTheme);
    expect(resolvePartnerTheme(invalid)).toBe(defaultTheme);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toMatch(/^Risk Atlas: the partner theme is not valid, so the default theme is used\./);
    expect(error.mock.calls[0]![0]).toContain('brand.title');
    expect(error.mock.calls[0]![0]).toContain('colour: unknown key');

    expect(resolvePartnerTheme('{not json')).toBe(defaultTheme);
    expect(error).toHaveBeenCalledTimes(2);
  });
});
