import { describe, expect, it } from 'vitest';
import { counterValue, HOME_FEATURES, parallaxVisible, slidesPerView } from './home';

// "The spec" in these tests means the product rules of docs/product/shell-and-dashboard.md.
describe('home page rules', () => {
  it('has the seven features of the spec, in order', () => {
    expect(HOME_FEATURES.map((feature) => feature.title)).toEqual([
      'Quick and Tailored Report',
      'Hazard Index',
      'Significant Exposures',
      'Risk Checklist',
      'Industry Codes (ANZSIC classification)',
      'Endorsement Lists',
      'The Market',
    ]);
  });

  it('shows 3 slides from 1200 px, 2 from 480 px, 1 below', () => {
    expect(slidesPerView(1200)).toBe(3);
    expect(slidesPerView(1199)).toBe(2);
    expect(slidesPerView(480)).toBe(2);
    expect(slidesPerView(479)).toBe(1);
  });

  it('counts from 0 to the target over 3 s, and stays there', () => {
    expect(counterValue(7000, 0)).toBe(0);
    expect(counterValue(7000, 1500)).toBeGreaterThan(3500);
    expect(counterValue(7000, 2999)).toBeLessThanOrEqual(7000);
    expect(counterValue(7000, 3000)).toBe(7000);
    expect(counterValue(14, 10_000)).toBe(14);
  });

  it('shows the parallax section past the window height plus 500 px', () => {
    expect(parallaxVisible(1300, 800)).toBe(false);
    expect(parallaxVisible(1301, 800)).toBe(true);
  });
});
