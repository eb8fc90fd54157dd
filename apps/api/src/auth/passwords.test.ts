import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type * as NodeCrypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decoyHash, hashPassword, verifyPassword } from './passwords.js';

// The real node:crypto, with timingSafeEqual watched (see the constant-time test).
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof NodeCrypto>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

afterEach(() => {
  vi.mocked(timingSafeEqual).mockClear();
});

/** The scrypt parameters (docs/architecture.md#passwords-and-tokens: scrypt from node:crypto; N = 2^14, r = 8, p = 1, 64-byte key). */
const SPEC = { N: 16384, r: 8, p: 1, keyLength: 64 };

function parts(stored: string) {
  const [scheme, cost, salt, key, ...rest] = stored.split('$');
  return { scheme, cost, salt: Buffer.from(salt!, 'base64'), key: Buffer.from(key!, 'base64'), rest };
}

/** `scrypt$N$salt$key` made here, independently of hashPassword: what an older or newer release may have stored. */
function storedHash(password: string, N: number, salt = randomBytes(16)): string {
  const key = scryptSync(password, salt, SPEC.keyLength, { N, r: 8, p: 1 });
  return `scrypt$${N}$${salt.toString('base64')}$${key.toString('base64')}`;
}

// "The spec" in these tests is the stored hash format (SPEC above; docs/security.md), not a product rule.
describe('password hashes', () => {
  it('stores scrypt$N$salt$key: cost 2^14, a 16-byte salt and the 64-byte scrypt key of the password', async () => {
    const stored = await hashPassword('correct horse');
    const { scheme, cost, salt, key, rest } = parts(stored);
    expect([scheme, cost, rest]).toEqual(['scrypt', String(SPEC.N), []]);
    expect(salt).toHaveLength(16);
    expect(key).toEqual(scryptSync('correct horse', salt, SPEC.keyLength, { N: SPEC.N, r: SPEC.r, p: SPEC.p }));
  });

  it('salts every hash afresh, and each one verifies', async () => {
    const first = await hashPassword('same password');
    const second = await hashPassword('same password');
    expect(parts(first).salt).not.toEqual(parts(second).salt);
    expect(first).not.toBe(second);
    expect(await verifyPassword('same password', first)).toBe(true);
    expect(await verifyPassword('same password', second)).toBe(true);
  });

  it('verifies the right password and refuses any other, near misses included', async () => {
    const stored = await hashPassword('Tr0ub4dor&3');
    expect(await verifyPassword('Tr0ub4dor&3', stored)).toBe(true);
    for (const wrong of ['tr0ub4dor&3', 'Tr0ub4dor&3 ', 'Tr0ub4dor&', '', 'something else']) {
      expect([wrong, await verifyPassword(wrong, stored)]).toEqual([wrong, false]);
    }
  });

  it('compares passwords in Unicode compatibility form (NFKC), however they were typed', async () => {
    // Full-width letters and the "ﬁ" ligature are the same password as their plain spellings.
    const typedWide = await hashPassword('Ｐａｓｓｗｏｒｄ ﬁsh');
    expect(await verifyPassword('Password fish', typedWide)).toBe(true);
    const typedPlain = await hashPassword('Password fish');
    expect(await verifyPassword('Ｐａｓｓｗｏｒｄ ﬁsh', typedPlain)).toBe(true);
    expect(await verifyPassword('Password fish', storedHash('Password fish', SPEC.N))).toBe(true);
    expect(await verifyPassword('Ｐａｓｓｗｏｒｄ ﬁsh', storedHash('Password fish', SPEC.N))).toBe(true);
  });

  it('verifies a hash made elsewhere with the spec parameters', async () => {
    const stored = storedHash('from the legacy import', SPEC.N);
    expect(await verifyPassword('from the legacy import', stored)).toBe(true);
    expect(await verifyPassword('from the legacy import!', stored)).toBe(false);
  });

  it('verifies a hash at the cost recorded in it, so raising the cost keeps older hashes working', async () => {
    const cheaper = storedHash('old password', 1024);
    expect(await verifyPassword('old password', cheaper)).toBe(true);
    expect(await verifyPassword('old passwort', cheaper)).toBe(false);
    // The same salt and key filed under another cost no longer match.
    expect(await verifyPassword('old password', cheaper.replace('scrypt$1024$', 'scrypt$2048$'))).toBe(false);
  });

  it('refuses stored values that are not scrypt hashes or lack a part', async () => {
    const real = parts(await hashPassword('pw'));
    const salt = real.salt.toString('base64');
    const key = real.key.toString('base64');
    for (const stored of [
      'not-a-real-hash',
      '',
      `bcrypt$16384$${salt}$${key}`,
      `SCRYPT$16384$${salt}$${key}`,
      `scrypt$$${salt}$${key}`,
      `scrypt$16384$$${key}`,
      `scrypt$16384$${salt}$`,
      `scrypt$16384$${salt}`,
    ]) {
      expect([stored, await verifyPassword('pw', stored)]).toEqual([stored, false]);
    }
  });

  it('accepts no password at all against a hash whose key is cut short or not base64', async () => {
    const real = await hashPassword('pw');
    const { salt, key } = parts(real);
    const withKey = (encoded: string) => `scrypt$${SPEC.N}$${salt.toString('base64')}$${encoded}`;
    for (const stored of [
      withKey('!!!!'),
      withKey('='),
      withKey(key.subarray(0, 8).toString('base64')),
      withKey(key.subarray(0, 63).toString('base64')),
    ]) {
      for (const password of ['pw', 'anything', '']) {
        expect([stored, password, await verifyPassword(password, stored)]).toEqual([stored, password, false]);
      }
    }
  });

  it('never accepts a password against a hash with an unusable cost', async () => {
    const { salt, key } = parts(await hashPassword('pw'));
    // scrypt refuses these parameters; verifyPassword rejects, and the login answers 500 without signing in.
    const verdict = (stored: string) => verifyPassword('pw', stored).catch(() => 'refused');
    for (const cost of ['abc', '3', '-16384', '1.5']) {
      const stored = `scrypt$${cost}$${salt.toString('base64')}$${key.toString('base64')}`;
      expect([cost, await verdict(stored)]).toEqual([cost, 'refused']);
    }
  });

  it('compares the whole derived key with a constant-time comparison', async () => {
    const stored = await hashPassword('pw');
    vi.mocked(timingSafeEqual).mockClear();
    expect(await verifyPassword('wrong', stored)).toBe(false);
    expect(timingSafeEqual).toHaveBeenCalledTimes(1);
    const [derived, expected] = vi.mocked(timingSafeEqual).mock.calls[0]!;
    expect(derived).toHaveLength(SPEC.keyLength);
    expect(expected).toEqual(parts(stored).key);
  });
});

describe('the decoy hash', () => {
  it("is one scrypt hash, made once, at the cost of a real user's hash", async () => {
    const decoy = await decoyHash();
    expect(await decoyHash()).toBe(decoy);
    const real = parts(await hashPassword('pw'));
    const { scheme, cost, salt, key } = parts(decoy);
    expect([scheme, cost, salt.length, key.length]).toEqual([real.scheme, real.cost, real.salt.length, real.key.length]);
  });

  it('matches none of the passwords an unknown account name might be tried with', async () => {
    const decoy = await decoyHash();
    for (const guess of ['', 'password', '123456', 'Password1!']) {
      expect([guess, await verifyPassword(guess, decoy)]).toEqual([guess, false]);
    }
  });
});
