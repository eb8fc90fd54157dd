import { describe, expect, it } from 'vitest';
import { acceptedApiKeys, DEFAULT_API_KEY } from './security.js';

describe('the API keys a server accepts', () => {
  it('always includes the public default key clients send when they have none of their own', () => {
    expect(DEFAULT_API_KEY).toBe('ra_public_default');
    expect([...acceptedApiKeys([])]).toEqual([DEFAULT_API_KEY]);
  });

  it('adds the configured keys', () => {
    expect([...acceptedApiKeys(['key-one', 'key-two'])].sort()).toEqual([DEFAULT_API_KEY, 'key-one', 'key-two'].sort());
  });
});
