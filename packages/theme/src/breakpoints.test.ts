import { describe, expect, it } from 'vitest';
import { breakpointForWidth, breakpointNames, breakpoints, media, mediaQuery } from './breakpoints';

// "The spec" in these tests means the product rules of docs/product/hazard-index.md and docs/product/shell-and-dashboard.md.
describe('breakpoints', () => {
  it('are xs 480, sm 576, md 768, lg 992, xl 1200, xxl 1600', () => {
    expect(breakpoints).toEqual({ xs: 480, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 });
  });

  it('ascend in the order xs, sm, md, lg, xl, xxl', () => {
    expect(breakpointNames).toEqual(['xs', 'sm', 'md', 'lg', 'xl', 'xxl']);
    const values = breakpointNames.map((name) => breakpoints[name]);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
  });

  it('include every width the spec names: 480, 768 and 1200', () => {
    expect(Object.values(breakpoints)).toEqual(expect.arrayContaining([480, 768, 1200]));
  });

  it('build min-width queries for up()', () => {
    expect(media.up('md')).toBe('@media (min-width: 768px)');
    expect(mediaQuery.up('xxl')).toBe('(min-width: 1600px)');
  });

  it('build strictly-below queries for down() that do not overlap up()', () => {
    expect(media.down('xl')).toBe('@media (max-width: 1199.98px)');
    expect(mediaQuery.down('xs')).toBe('(max-width: 479.98px)');
  });

  it('build inclusive queries for the spec\'s "at 480 px or below" rules with atMost()', () => {
    expect(media.atMost('xs')).toBe('@media (max-width: 480px)');
    expect(mediaQuery.atMost('md')).toBe('(max-width: 768px)');
  });

  it('build range queries with between()', () => {
    expect(media.between('sm', 'lg')).toBe('@media (min-width: 576px) and (max-width: 991.98px)');
  });

  it.each([
    [320, 'xs'],
    [479, 'xs'],
    [480, 'xs'],
    [575, 'xs'],
    [576, 'sm'],
    [767, 'sm'],
    [768, 'md'],
    [991, 'md'],
    [992, 'lg'],
    [1199, 'lg'],
    [1200, 'xl'],
    [1599, 'xl'],
    [1600, 'xxl'],
    [2560, 'xxl'],
  ] as const)('puts a %d px wide viewport in the %s tier', (width, tier) => {
    expect(breakpointForWidth(width)).toBe(tier);
  });
});
