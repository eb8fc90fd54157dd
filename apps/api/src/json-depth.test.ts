import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds } from './json-depth.js';

describe('jsonDepthExceeds', () => {
  it('counts arrays and objects alike, up to and past the limit', () => {
    expect(jsonDepthExceeds('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(jsonDepthExceeds('{"a":[{"b":[[1]]}]}', 4)).toBe(true);
    expect(jsonDepthExceeds('[][][][][]', 1)).toBe(false);
    expect(jsonDepthExceeds('1', 0)).toBe(false);
    expect(jsonDepthExceeds(`${'['.repeat(5000)}${']'.repeat(5000)}`, 8)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(jsonDepthExceeds('{"a":"\\"[[[[\\\\"}', 1)).toBe(false);
    expect(jsonDepthExceeds('{"a":"\\\\",  "b":[[1]]}', 2)).toBe(true);
  });
});
