import { describe, expect, it } from 'vitest';
import { withTimeFloor } from './reset-limits.js';

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
