import { describe, expect, it } from 'vitest';
import { htmlNestingExceeds } from './nesting-depth.js';

describe('htmlNestingExceeds', () => {
  it('counts elements opened and not yet closed', () => {
    expect(htmlNestingExceeds('<ul><li><p><strong>a</strong></p></li></ul>', 4)).toBe(false);
    expect(htmlNestingExceeds('<ul><li><ul><li><p>a</p></li></ul></li></ul>', 4)).toBe(true);
    expect(htmlNestingExceeds('<p>a</p>'.repeat(10_000), 1)).toBe(false);
    expect(htmlNestingExceeds('<ul><li>'.repeat(100_000), 100)).toBe(true);
  });

  it('does not count void or self-closed elements, comments, or a < that opens no tag', () => {
    expect(htmlNestingExceeds('<p>a<br>b<br/>c<img src=x><hr /></p>', 1)).toBe(false);
    expect(htmlNestingExceeds('<p><!-- <b><b><b> -->1 < 2 <3</p>', 1)).toBe(false);
    expect(htmlNestingExceeds('<p>a <', 1)).toBe(false);
  });

  it('reads long runs of < in linear time, with or without a > far after them', () => {
    const started = performance.now();
    expect(htmlNestingExceeds('<a'.repeat(500_000), 10)).toBe(false);
    expect(htmlNestingExceeds(`${'< '.repeat(500_000)}>`, 10)).toBe(false);
    expect(htmlNestingExceeds(`${'<a '.repeat(300_000)}>`, 10)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
