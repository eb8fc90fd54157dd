import { describe, expect, it } from 'vitest';
import { configuredApiKeys, DEFAULT_API_KEY } from './security.js';

describe('the API keys a server accepts', () => {
  it('always includes the public default key clients send when they have none of their own', () => {
    expect(DEFAULT_API_KEY).toBe('ra_public_default');
    expect([...configuredApiKeys({})]).toEqual([DEFAULT_API_KEY]);
    expect([...configuredApiKeys({ RISK_ATLAS_API_KEYS: '' })]).toEqual([DEFAULT_API_KEY]);
  });

  it('adds the comma-separated keys of RISK_ATLAS_API_KEYS, trimmed, skipping empty entries', () => {
    const keys = configuredApiKeys({ RISK_ATLAS_API_KEYS: ' key-one ,key-two,, ,key-three' });
    expect([...keys].sort()).toEqual([DEFAULT_API_KEY, 'key-one', 'key-three', 'key-two'].sort());
    expect(keys.has('')).toBe(false);
    expect(keys.has(' key-one ')).toBe(false);
  });

  it('reads the process environment when given none', () => {
    const previous = process.env.RISK_ATLAS_API_KEYS;
    process.env.RISK_ATLAS_API_KEYS = 'from-the-environment';
    try {
      expect(configuredApiKeys().has('from-the-environment')).toBe(true);
    } finally {
      if (previous === undefined) delete process.env.RISK_ATLAS_API_KEYS;
      else process.env.RISK_ATLAS_API_KEYS = previous;
    }
  });
});
