import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PartnerKeys } from '../src/auth/partner-keys.js';
import type { PartnerKeyRow } from '../src/db/rows.js';
import type { TestDatabase } from './support/database.js';
import { useMigratedDatabase } from './support/user-data.js';

/**
 * A replica's partner keys, in this process against a real database: which keys and origins it honours,
 * how soon it sees a new or removed key (every 30 s), and each key's per-minute request budget. Time is a
 * clock handed to the store, so windows are exact.
 */
let db: TestDatabase['db'];

useMigratedDatabase((opened) => {
  db = opened.db;
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The keys every migrated database registers (migration 060). */
const DEMO_LOOPBACK_KEY = 'ra_pk_demo_loopback';
const DEMO_EXACT_KEY = 'ra_pk_demo_partner_example';

const newKeyName = () => `ra_pk_test_${randomBytes(6).toString('hex')}`;

async function insertKey(fields: Partial<PartnerKeyRow> = {}): Promise<PartnerKeyRow> {
  const row: PartnerKeyRow = {
    key: newKeyName(),
    partner_name: 'Test partner',
    allowed_origins: ['https://test-partner.example'],
    allow_loopback: false,
    requests_per_minute: 600,
    ...fields,
  };
  await db.query(
    'INSERT INTO partner_keys (key, partner_name, allowed_origins, allow_loopback, requests_per_minute) VALUES ($1, $2, $3, $4, $5)',
    [row.key, row.partner_name, row.allowed_origins, row.allow_loopback, row.requests_per_minute],
  );
  return row;
}

/** A store on a clock the test moves by hand. */
function storeAt(start = 1_000_000) {
  const clock = { now: start };
  return { keys: new PartnerKeys(db, () => clock.now), clock };
}

describe('partner keys: which keys a replica honours', () => {
  it('finds a registered key with its origins and budget, and nothing for an unknown key', async () => {
    const registered = await insertKey({ allowed_origins: ['https://a.example', 'https://b.example'], requests_per_minute: 42 });
    const { keys } = storeAt();
    expect(await keys.find(registered.key)).toEqual(registered);
    expect(await keys.find(DEMO_LOOPBACK_KEY)).toMatchObject({ key: DEMO_LOOPBACK_KEY, allow_loopback: true, allowed_origins: [] });
    expect(await keys.find(newKeyName())).toBeNull();
    expect(await keys.find('')).toBeNull();
  });

  it('sees a new key, and stops honouring a removed one, only after 30 seconds', async () => {
    const { keys, clock } = storeAt();
    expect(await keys.find(DEMO_EXACT_KEY)).not.toBeNull();
    const added = await insertKey();
    expect(await keys.find(added.key)).toBeNull();
    clock.now += 29_999;
    expect(await keys.find(added.key)).toBeNull();
    clock.now += 1;
    expect(await keys.find(added.key)).toEqual(added);
    await db.query('DELETE FROM partner_keys WHERE key = $1', [added.key]);
    clock.now += 29_999;
    expect(await keys.find(added.key)).toEqual(added);
    clock.now += 1;
    expect(await keys.find(added.key)).toBeNull();
  });

  it('reads the table once for lookups made together, and not again within 30 seconds', async () => {
    const { keys, clock } = storeAt();
    const query = vi.spyOn(db, 'query');
    const found = await Promise.all([keys.find(DEMO_LOOPBACK_KEY), keys.find(DEMO_EXACT_KEY), keys.anyAllows('http://localhost:3000')]);
    expect(found.map((value) => value !== null && value !== false)).toEqual([true, true, true]);
    expect(query).toHaveBeenCalledTimes(1);
    clock.now += 29_999;
    await keys.find(DEMO_LOOPBACK_KEY);
    expect(query).toHaveBeenCalledTimes(1);
    clock.now += 1;
    await keys.find(DEMO_LOOPBACK_KEY);
    expect(query).toHaveBeenCalledTimes(2);
  });

  it('reads the table again at the next lookup after a failed read', async () => {
    const { keys } = storeAt();
    vi.spyOn(db, 'query').mockRejectedValueOnce(new Error('connection lost'));
    await expect(keys.find(DEMO_LOOPBACK_KEY)).rejects.toThrow('connection lost');
    expect(await keys.find(DEMO_LOOPBACK_KEY)).toMatchObject({ key: DEMO_LOOPBACK_KEY });
  });

  it('tells a preflight whether any key registers the origin', async () => {
    const registered = await insertKey({ allowed_origins: ['https://preflight-partner.example'] });
    const { keys } = storeAt();
    expect(await keys.find(registered.key)).not.toBeNull();
    expect(await keys.anyAllows('https://preflight-partner.example')).toBe(true);
    expect(await keys.anyAllows('https://partner.example')).toBe(true);
    expect(await keys.anyAllows('http://127.0.0.1:8080')).toBe(true);
    for (const origin of ['https://evil.example', 'http://partner.example', 'null', 'https://preflight-partner.example/']) {
      expect([origin, await keys.anyAllows(origin)]).toEqual([origin, false]);
    }
  });
});

describe('partner keys: the per-minute budget', () => {
  const budgetOf = (requests_per_minute: number): PartnerKeyRow => ({
    key: newKeyName(),
    partner_name: 'Budget',
    allowed_origins: [],
    allow_loopback: true,
    requests_per_minute,
  });

  it("admits a key's budget of requests in a minute and refuses the next with the seconds left in the minute", () => {
    const { keys } = storeAt();
    const key = budgetOf(3);
    expect([keys.admit(key), keys.admit(key), keys.admit(key)]).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    expect(keys.admit(key)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('counts Retry-After down, rounding up, to at least one second', () => {
    const { keys, clock } = storeAt();
    const key = budgetOf(1);
    expect(keys.admit(key)).toEqual({ allowed: true });
    clock.now += 1;
    expect(keys.admit(key)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    clock.now += 29_000;
    expect(keys.admit(key)).toEqual({ allowed: false, retryAfterSeconds: 31 });
    clock.now += 999;
    expect(keys.admit(key)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    clock.now += 29_999;
    expect(keys.admit(key)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('starts a fresh budget when the minute is over, not before', () => {
    const { keys, clock } = storeAt();
    const key = budgetOf(2);
    keys.admit(key);
    clock.now += 30_000;
    keys.admit(key);
    clock.now += 29_999;
    expect(keys.admit(key)).toMatchObject({ allowed: false });
    clock.now += 1;
    expect([keys.admit(key), keys.admit(key)]).toEqual([{ allowed: true }, { allowed: true }]);
    expect(keys.admit(key)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('does not spend the budget on refused requests', () => {
    const { keys, clock } = storeAt();
    const key = budgetOf(2);
    keys.admit(key);
    keys.admit(key);
    for (let refused = 0; refused < 5; refused += 1) expect(keys.admit(key).allowed).toBe(false);
    clock.now += 60_000;
    expect([keys.admit(key), keys.admit(key)]).toEqual([{ allowed: true }, { allowed: true }]);
  });

  it("keeps each key's budget apart", () => {
    const { keys } = storeAt();
    const spent = budgetOf(1);
    const other = budgetOf(1);
    keys.admit(spent);
    expect(keys.admit(spent).allowed).toBe(false);
    expect(keys.admit(other)).toEqual({ allowed: true });
  });
});
