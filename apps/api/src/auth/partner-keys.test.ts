import { describe, expect, it } from 'vitest';
import { originAllowed } from './partner-keys.js';

/** Which pages may use a partner key: the `Origin` a browser sends against the key's registration. */
const production = { allowed_origins: ['https://partner.example', 'http://shop.example:8080'], allow_loopback: false };
const demo = { allowed_origins: [], allow_loopback: true };

describe('the origins a partner key may be used from', () => {
  it('admits a production key from each of its registered origins', () => {
    expect(originAllowed(production, 'https://partner.example')).toBe(true);
    expect(originAllowed(production, 'http://shop.example:8080')).toBe(true);
  });

  it('refuses a production key from any origin it does not register, loopback included', () => {
    for (const origin of [
      'https://evil.example',
      'http://partner.example',
      'https://partner.example:8443',
      'https://sub.partner.example',
      'https://partner.example.evil.example',
      'http://shop.example',
      'http://localhost:3000',
      'http://127.0.0.1',
    ]) {
      expect([origin, originAllowed(production, origin)]).toEqual([origin, false]);
    }
  });

  it('admits a demo key from any port of 127.0.0.1, localhost and [::1], over http or https', () => {
    for (const origin of [
      'http://127.0.0.1:5555',
      'http://localhost:8080',
      'http://localhost',
      'https://localhost:8443',
      'http://[::1]:3000',
    ]) {
      expect([origin, originAllowed(demo, origin)]).toEqual([origin, true]);
    }
  });

  it('refuses a demo key from anything that merely looks like loopback', () => {
    for (const origin of [
      'http://127.0.0.1.evil.example:3000',
      'http://localhost.evil.example',
      'http://127.0.0.2:3000',
      'http://0.0.0.0:3000',
      'https://evil.example',
    ]) {
      expect([origin, originAllowed(demo, origin)]).toEqual([origin, false]);
    }
  });

  it('admits a key that registers origins and loopback from either', () => {
    const both = { allowed_origins: ['https://partner.example'], allow_loopback: true };
    expect(originAllowed(both, 'https://partner.example')).toBe(true);
    expect(originAllowed(both, 'http://localhost:4173')).toBe(true);
    expect(originAllowed(both, 'https://evil.example')).toBe(false);
  });

  it('refuses values that are not an http(s) origin as a browser sends it', () => {
    for (const origin of [
      'null',
      '',
      'partner.example',
      'https://partner.example/',
      'https://partner.example/page',
      'https://PARTNER.example',
      'https://user@partner.example',
      'ws://localhost:8080',
      'ftp://127.0.0.1',
      'file:///index.html',
    ]) {
      const registered = { allowed_origins: ['https://partner.example', origin], allow_loopback: true };
      expect([origin, originAllowed(registered, origin)]).toEqual([origin, false]);
    }
  });
});
