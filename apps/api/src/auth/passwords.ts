import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
// N=2^14 keeps a login under ~50 ms on one core while staying within OWASP's scrypt guidance.
const COST = 16384;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: COST, r: 8, p: 1 }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$salt$hash`, base64 parts: self-describing so the cost can rise without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return `scrypt$${COST}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  // Only a whole key: one cut short or not base64 (decoding to nothing) would meet a derived key just as
  // short, and an empty one matched every password.
  if (expected.length !== KEY_LENGTH) return false;
  const key = await new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, { N: Number(cost), r: 8, p: 1 }, (error, derived) =>
      error ? reject(error) : resolve(derived),
    );
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a random password: lets unknown user names cost the same time as known ones. */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(12).toString('hex'));
  return decoy;
}
