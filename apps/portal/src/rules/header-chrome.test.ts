import { describe, expect, it } from 'vitest';
import { headerChrome } from './header-chrome';

describe('header chrome', () => {
  it('hides only while scrolling down past 200 px, and shows again on the way up', () => {
    expect(headerChrome(150, 200, false).hidden).toBe(false);
    expect(headerChrome(200, 201, false).hidden).toBe(true);
    expect(headerChrome(600, 500, false).hidden).toBe(false);
  });

  it('gains a shadow after 10 px', () => {
    expect(headerChrome(0, 10, false).shadow).toBe(false);
    expect(headerChrome(0, 11, false).shadow).toBe(true);
  });

  it('is transparent on the home page near the top only', () => {
    expect(headerChrome(0, 0, true).transparent).toBe(true);
    expect(headerChrome(0, 40, true).transparent).toBe(false);
    expect(headerChrome(0, 0, false).transparent).toBe(false);
  });
});
