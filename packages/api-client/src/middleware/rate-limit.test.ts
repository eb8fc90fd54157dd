import { describe, expect, it } from 'vitest';
import { parseRetryAfter, retryAfterSeconds } from './rate-limit';

describe('parseRetryAfter', () => {
  it('reads delta-seconds', () => {
    expect(parseRetryAfter('900')).toBe(900);
    expect(parseRetryAfter(' 0 ')).toBe(0);
  });

  it('reads an HTTP date relative to now', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    expect(parseRetryAfter('Sun, 01 Mar 2026 10:15:00 GMT', now)).toBe(900);
    expect(parseRetryAfter('Sun, 01 Mar 2026 09:00:00 GMT', now)).toBe(0);
  });

  it('gives null for missing or unreadable values', () => {
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
    expect(parseRetryAfter('-5')).toBeNull();
  });

  it('reads the header of a response', () => {
    expect(retryAfterSeconds(new Response(null, { status: 429, headers: { 'Retry-After': '30' } }))).toBe(30);
  });
});
