import { describe, expect, it } from 'vitest';
import { defaultReportTheme, parseReportThemeValue, reportDocumentTheme, reportThemes, reportThemeValueFromTheme } from './report-themes';
import { harbourBrokersTheme } from './themes/partners/harbour-brokers';

// "The spec" in these tests means the product rules of docs/product/themes-and-brands.md.
describe('report themes', () => {
  it('default to the spec colours', () => {
    expect(defaultReportTheme).toEqual({
      id: 'default',
      label: 'Default',
      value: { colorTitle: '#003262', colorBg1: '#2367a5', colorBg2: '#00203f', colorBar: '#019cae' },
    });
    expect(reportThemes[0]).toBe(defaultReportTheme);
  });

  it('have unique ids and only valid colours', () => {
    expect(new Set(reportThemes.map((theme) => theme.id)).size).toBe(reportThemes.length);
    for (const theme of reportThemes) expect(parseReportThemeValue(theme.value)).toEqual(theme.value);
  });

  it("follow a partner theme's brand colours", () => {
    expect(reportThemeValueFromTheme(harbourBrokersTheme)).toEqual({
      colorTitle: '#4a1d5c',
      colorBg1: '#6b3f86',
      colorBg2: '#2b0f38',
      colorBar: '#d4a017',
    });
  });

  it('parse a value sent as a JSON string', () => {
    expect(parseReportThemeValue('{"colorTitle":"#003262","colorBg1":"#2367a5","colorBg2":"#00203f","colorBar":"#019cae"}')).toEqual(
      defaultReportTheme.value,
    );
  });

  it('refuse broken values', () => {
    expect(parseReportThemeValue('not json')).toBeUndefined();
    expect(parseReportThemeValue(null)).toBeUndefined();
    expect(parseReportThemeValue({ colorTitle: '#003262' })).toBeUndefined();
    expect(parseReportThemeValue({ ...defaultReportTheme.value, colorBar: 'teal' })).toBeUndefined();
    expect(parseReportThemeValue({ ...defaultReportTheme.value, extra: '#000' })).toBeUndefined();
  });

  it('dress the report document from the four colours', () => {
    const value = { colorTitle: '#111111', colorBg1: '#222222', colorBg2: '#333333', colorBar: '#444444' };
    const document = reportDocumentTheme(value);
    expect(document.headings.h1.color).toBe('#111111');
    expect(document.headings.h2.color).toBe('#111111');
    expect(document.covers.front.background).toBe('#222222');
    expect(document.covers.back.background).toBe('#333333');
    expect(document.visuals.divider).toBe('#444444');
    expect(reportDocumentTheme().headings.h1.color).toBe(defaultReportTheme.value.colorTitle);
  });
});
