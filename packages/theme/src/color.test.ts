import { describe, expect, it } from 'vitest';
import { contrastRatio, isValidColor } from './color';

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
