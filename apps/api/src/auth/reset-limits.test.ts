import { describe, expect, it } from 'vitest';
import { DEFAULT_RESET_REQUESTS_PER_ADDRESS, resetRequestsPerAddress, withTimeFloor } from './reset-limits.js';

describe('the time floor of reset answers', () => {
  it('holds a quick answer until the floor, and a failure too', async () => {
    let started = performance.now();
    expect(await withTimeFloor(120, async () => 'done')).toBe('done');
    expect(performance.now() - started).toBeGreaterThanOrEqual(115);
    started = performance.now();
    await expect(withTimeFloor(120, async () => Promise.reject(new Error('no account')))).rejects.toThrow('no account');
    expect(performance.now() - started).toBeGreaterThanOrEqual(115);
  });

  it('adds nothing to work that took longer than the floor', async () => {
    const started = performance.now();
    await withTimeFloor(10, () => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(performance.now() - started).toBeLessThan(400);
  });
});

describe('reset requests per address', () => {
  it('reads a positive whole number from the environment, else the default', () => {
    expect(resetRequestsPerAddress({ RISK_ATLAS_RESET_REQUESTS_PER_ADDRESS: '7' })).toBe(7);
    for (const value of [undefined, '', '0', '-3', '2.5', 'many']) {
      expect(resetRequestsPerAddress({ RISK_ATLAS_RESET_REQUESTS_PER_ADDRESS: value })).toBe(DEFAULT_RESET_REQUESTS_PER_ADDRESS);
    }
  });
});
