import { describe, expect, it } from 'vitest';
import { contrastRatio, isValidColor, shiftLightness, withContrast } from './color';

describe('isValidColor', () => {
  it.each([
    '#003262',
    '#019CAE',
    '#fff',
    '#ffff',
    '#00326280',
    'transparent',
    'rgb(0, 50, 98)',
    'rgba(0, 32, 63, 0.55)',
    'rgb(0 50 98 / 50%)',
    'hsl(210, 100%, 19%)',
    'hsla(210deg 100% 19% / 0.4)',
  ])('accepts %s', (value) => {
    expect(isValidColor(value)).toBe(true);
  });

  it.each([
    '003262',
    '#00326',
    '#ggg',
    'navy',
    'blue-ish',
    '',
    'rgb(256, 0, 0)',
    'rgb(0, 0)',
    'rgba(0, 0, 0, 2)',
    'hsl(210, 100, 19)',
    'url(#x)',
    42,
    null,
    undefined,
  ])('rejects %s', (value) => {
    expect(isValidColor(value)).toBe(false);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#ffffff')).toBeCloseTo(1, 5);
  });

  it('does not depend on the order of the colours', () => {
    expect(contrastRatio('#003262', '#ffffff')).toBeCloseTo(contrastRatio('#ffffff', '#003262') ?? 0, 10);
  });

  it('is undefined for colours it cannot compare exactly', () => {
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#ffffff')).toBeUndefined();
  });
});

describe('contrastRatio of rgb() and hsl() colours', () => {
  it('measures opaque rgb() and hsl() as their hex equivalents', () => {
    expect(contrastRatio('rgb(0, 50, 98)', '#ffffff')).toBeCloseTo(contrastRatio('#003262', '#ffffff') ?? 0, 5);
    expect(contrastRatio('hsl(0, 0%, 0%)', 'rgb(255 255 255 / 100%)')).toBeCloseTo(21, 5);
    expect(contrastRatio('#000000ff', '#fff')).toBeCloseTo(21, 5);
  });

  it('is undefined for translucent colours and transparent', () => {
    expect(contrastRatio('#00000080', '#ffffff')).toBeUndefined();
    expect(contrastRatio('transparent', '#ffffff')).toBeUndefined();
  });
});

describe('withContrast', () => {
  it('returns a colour that already reaches the minimum unchanged, as written', () => {
    expect(withContrast('#003262', '#ffffff', 4.5)).toBe('#003262');
    expect(withContrast('rgb(0, 50, 98)', '#ffffff', 4.5)).toBe('rgb(0, 50, 98)');
  });

  it('darkens a colour on a light background and lightens one on a dark background, just enough (2 % steps)', () => {
    const darker = withContrast('#d4a017', '#ffffff', 3) ?? '';
    expect(contrastRatio(darker, '#ffffff')).toBeGreaterThanOrEqual(3);
    // Just enough: one 2 % step less would not pass.
    expect(contrastRatio(darker, '#ffffff')).toBeLessThan(3.15);
    const lighter = withContrast('#2b0f38', '#000000', 4.5) ?? '';
    expect(contrastRatio(lighter, '#000000')).toBeGreaterThanOrEqual(4.5);
  });

  it('is undefined when no lightness reaches the minimum, or a colour is translucent', () => {
    expect(withContrast('#808080', '#808080', 22)).toBeUndefined();
    expect(withContrast('#00000080', '#ffffff', 3)).toBeUndefined();
  });
});

describe('shiftLightness', () => {
  it('mixes a colour with white (positive) or black (negative), keeping its hue, and clamps at 100 %', () => {
    expect(shiftLightness('#808080', 100)).toBe('#ffffff');
    expect(shiftLightness('#808080', -150)).toBe('#000000');
    expect(shiftLightness('hsl(0, 100%, 50%)', -50)).toBe('#800000');
    expect(shiftLightness('transparent', 10)).toBe('transparent');
  });
});
