import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { digest, isCanonicalBase64, newBearerToken, newLinkToken, TOKEN_LIFETIME_SECONDS } from '../src/auth/tokens.js';
import { SessionStore } from '../src/auth/sessions.js';
import { deleteUserTokens, insertAccessToken } from '../src/db/repositories/tokens.js';
import { InvalidationBus, type InvalidationHandler } from '../src/invalidation/bus.js';
import type { Database } from '../src/db/client.js';
import type { TestDatabase } from './support/database.js';
import { createUser, openMigratedDatabase } from './support/user-data.js';

/**
 * The session store in this process against a real database: who a token signs in, when it stops, and
 * how an ended session drops out of the in-memory cache. Time moves with a fake clock (Date only), so the
 * database's clock and the replica's can disagree the way two machines' clocks do.
 */
let database: TestDatabase;
let bus: InvalidationBus;

beforeAll(async () => {
  database = await openMigratedDatabase();
  bus = new InvalidationBus(database.db);
});

afterAll(async () => {
  await database?.destroy();
});

afterEach(() => {
  vi.useRealTimers();
  // A failed test must not leave its query spy behind for the next one to count on.
  vi.restoreAllMocks();
});

/** A store and the invalidation handler it registered on the bus (to deliver a resync by hand). */
function newStore(lifetimeSeconds?: number): { store: SessionStore; handler: InvalidationHandler } {
  const subscribe = vi.spyOn(bus, 'subscribe');
  const store = new SessionStore(database.db, bus, lifetimeSeconds);
  const handler = subscribe.mock.calls.at(-1)![0];
  subscribe.mockRestore();
  return { store, handler };
}

async function storedExpiry(token: string): Promise<number> {
  const { rows } = await database.db.query<{ expires_at: Date | string }>('SELECT expires_at FROM access_tokens WHERE token_hash = $1', [
    digest(token),
  ]);
  return new Date(rows[0]!.expires_at).getTime();
}

function freezeClockAt(time: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(time);
}

describe('SessionStore: bearer tokens', () => {
  it('signs in the user a token was issued to, for the default 12 hours, and nobody for an unknown token', async () => {
    const { store } = newStore();
    const userId = await createUser(database);
    const { token, expiresIn } = await store.issue(userId);
    expect(expiresIn).toBe(TOKEN_LIFETIME_SECONDS);
    expect(TOKEN_LIFETIME_SECONDS).toBe(12 * 60 * 60);
    expect(await store.userForBearer(token)).toBe(userId);
    expect(await store.userForBearer(newBearerToken())).toBeNull();
    const lifetime = (await storedExpiry(token)) - Date.now();
    expect(lifetime).toBeGreaterThan((TOKEN_LIFETIME_SECONDS - 60) * 1000);
    expect(lifetime).toBeLessThanOrEqual(TOKEN_LIFETIME_SECONDS * 1000);
  });

  it('stores only the SHA-256 digest of a token, never the token itself', async () => {
    const { store } = newStore();
    const userId = await createUser(database);
    const { token } = await store.issue(userId);
    const { rows } = await database.db.query<{ token_hash: string }>('SELECT token_hash FROM access_tokens WHERE user_id = $1', [userId]);
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('issues a session of the configured lifetime', async () => {
    const { store } = newStore(90);
    const userId = await createUser(database);
    const { token, expiresIn } = await store.issue(userId);
    expect(expiresIn).toBe(90);
    const lifetime = (await storedExpiry(token)) - Date.now();
    expect(lifetime).toBeGreaterThan(80_000);
    expect(lifetime).toBeLessThanOrEqual(90_000);
  });

  it('refuses a token from the moment of its expiry, even when it was checked (and cached) while valid, and drops it from memory', async () => {
    const { store } = newStore();
    const userId = await createUser(database);
    const { token } = await store.issue(userId);
    const expiresAt = await storedExpiry(token);
    freezeClockAt(expiresAt - 1);
    expect(await store.userForBearer(token)).toBe(userId);
    const reads = vi.spyOn(database.db, 'query');
    expect(await store.userForBearer(token)).toBe(userId);
    expect(reads).not.toHaveBeenCalled();
    freezeClockAt(expiresAt);
    expect(await store.userForBearer(token)).toBeNull();
    // An expired session is never answered from memory: it is dropped and asked of the database again.
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
    freezeClockAt(expiresAt + 60_000);
    expect(await store.userForBearer(token)).toBeNull();
  });

  it("refuses a token from the moment of its expiry by this replica's clock when the database's clock is behind", async () => {
    // The database runs on another machine whose clock is an hour late: it still counts the token live.
    const lagging: Database = {
      ...database.db,
      query: (sql, params) => database.db.query(sql.replaceAll('now()', "(now() - interval '1 hour')"), params),
    };
    const store = new SessionStore(lagging, bus);
    const userId = await createUser(database);
    const token = newBearerToken();
    await insertAccessToken(database.db, { tokenHash: digest(token), userId, lifetimeSeconds: 60 });
    const expiresAt = await storedExpiry(token);
    freezeClockAt(expiresAt - 1);
    expect(await store.userForBearer(token)).toBe(userId);
    freezeClockAt(expiresAt);
    expect(await store.userForBearer(token)).toBeNull();
    vi.useRealTimers();
    const late = newBearerToken();
    await insertAccessToken(database.db, { tokenHash: digest(late), userId, lifetimeSeconds: -60 });
    expect(await store.userForBearer(late)).toBeNull();
  });

  it('refuses a token whose expiry has passed in the database, even on a first check', async () => {
    const { store } = newStore();
    const userId = await createUser(database);
    const token = newBearerToken();
    await insertAccessToken(database.db, { tokenHash: digest(token), userId, lifetimeSeconds: -1 });
    expect(await store.userForBearer(token)).toBeNull();
  });

  it("drops the user's expired sessions when it issues a new one, and keeps the live ones", async () => {
    const { store } = newStore();
    const userId = await createUser(database);
    const otherId = await createUser(database);
    await insertAccessToken(database.db, { tokenHash: digest('expired-own'), userId, lifetimeSeconds: -60 });
    await insertAccessToken(database.db, { tokenHash: digest('expired-other'), userId: otherId, lifetimeSeconds: -60 });
    const live = await store.issue(userId);
    await store.issue(userId);
    const { rows } = await database.db.query<{ token_hash: string; user_id: number }>(
      'SELECT token_hash, user_id FROM access_tokens WHERE user_id = ANY($1) ORDER BY user_id',
      [[userId, otherId]],
    );
    expect(rows.filter((row) => row.user_id === userId)).toHaveLength(2);
    expect(rows.map((row) => row.token_hash)).toContain(digest(live.token));
    expect(rows.map((row) => row.token_hash)).not.toContain(digest('expired-own'));
    expect(rows.map((row) => row.token_hash)).toContain(digest('expired-other'));
  });

  it("a revoked session stops at once, even though it was cached; the user's other sessions go on", async () => {
    const { store } = newStore();
    const userId = await createUser(database);
    const first = await store.issue(userId);
    const second = await store.issue(userId);
    expect(await store.userForBearer(first.token)).toBe(userId);
    expect(await store.userForBearer(second.token)).toBe(userId);
    await store.revoke(first.token);
    expect(await store.userForBearer(first.token)).toBeNull();
    expect(await store.userForBearer(second.token)).toBe(userId);
  });

  it('a revoke on another replica reaches this one through the bus', async () => {
    const { store: here } = newStore();
    const { store: there } = newStore();
    const userId = await createUser(database);
    const { token } = await here.issue(userId);
    expect(await here.userForBearer(token)).toBe(userId);
    await there.revoke(token);
    expect(await here.userForBearer(token)).toBeNull();
  });

  it("ending every session of one user (password change) stops them at once and drops only that user's cached sessions", async () => {
    const { store } = newStore();
    const userId = await createUser(database);
    const otherId = await createUser(database);
    const mine = await store.issue(userId);
    const theirs = await store.issue(otherId);
    expect(await store.userForBearer(mine.token)).toBe(userId);
    expect(await store.userForBearer(theirs.token)).toBe(otherId);
    await bus.transaction(async (tx, invalidate) => {
      await deleteUserTokens(tx, userId);
      invalidate({ kind: 'sessions', userId });
    });
    const reads = vi.spyOn(database.db, 'query');
    expect(await store.userForBearer(mine.token)).toBeNull();
    expect(reads).toHaveBeenCalledTimes(1);
    // The other user's session is still answered from memory: no database read.
    expect(await store.userForBearer(theirs.token)).toBe(otherId);
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
  });

  it('forgets everything it cached on a resync (messages may have been missed)', async () => {
    const { store, handler } = newStore();
    const userId = await createUser(database);
    const { token } = await store.issue(userId);
    expect(await store.userForBearer(token)).toBe(userId);
    // Ended elsewhere while this replica was not listening: no message arrives, only the resync.
    await deleteUserTokens(database.db, userId);
    expect(await store.userForBearer(token)).toBe(userId);
    handler({ kind: 'resync' });
    expect(await store.userForBearer(token)).toBeNull();
  });

  it('keeps its cached sessions on messages about other things (a profile or the catalogue)', async () => {
    const { store, handler } = newStore();
    const userId = await createUser(database);
    const { token } = await store.issue(userId);
    expect(await store.userForBearer(token)).toBe(userId);
    await deleteUserTokens(database.db, userId);
    handler({ kind: 'user', userId });
    handler({ kind: 'catalogue' });
    expect(await store.userForBearer(token)).toBe(userId);
  });
});

describe('SessionStore: link-generated tokens', () => {
  it('signs in the user whose link token it is, and nobody for an unknown one', async () => {
    const { store } = newStore();
    const ssoToken = newLinkToken();
    const userId = await createUser(database, { sso_token: ssoToken });
    expect(await store.userForLinkToken(ssoToken)).toBe(userId);
    expect(await store.userForLinkToken(newLinkToken())).toBeNull();
  });

  it('refuses anything but canonical base64 without looking it up, even when a stored token has that form', async () => {
    const { store } = newStore();
    await createUser(database, { sso_token: 'not base64 at all' });
    await createUser(database, { sso_token: 'YR==' });
    expect(await store.userForLinkToken('not base64 at all')).toBeNull();
    expect(await store.userForLinkToken('YR==')).toBeNull();
  });

  it("drops a user's cached link token when their sessions end, and keeps other users' in memory", async () => {
    const { store } = newStore();
    const ssoToken = newLinkToken();
    const otherToken = newLinkToken();
    const userId = await createUser(database, { sso_token: ssoToken });
    const otherId = await createUser(database, { sso_token: otherToken });
    expect(await store.userForLinkToken(ssoToken)).toBe(userId);
    expect(await store.userForLinkToken(otherToken)).toBe(otherId);
    await bus.transaction(async (tx, invalidate) => {
      await tx.query('UPDATE users SET sso_token = $2 WHERE id = $1', [userId, newLinkToken()]);
      invalidate({ kind: 'sessions', userId });
    });
    const reads = vi.spyOn(database.db, 'query');
    expect(await store.userForLinkToken(ssoToken)).toBeNull();
    expect(reads).toHaveBeenCalledTimes(1);
    expect(await store.userForLinkToken(otherToken)).toBe(otherId);
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
  });

  it('forgets cached link tokens on a resync', async () => {
    const { store, handler } = newStore();
    const ssoToken = newLinkToken();
    const userId = await createUser(database, { sso_token: ssoToken });
    expect(await store.userForLinkToken(ssoToken)).toBe(userId);
    await database.db.query('UPDATE users SET sso_token = $2 WHERE id = $1', [userId, newLinkToken()]);
    expect(await store.userForLinkToken(ssoToken)).toBe(userId);
    handler({ kind: 'resync' });
    expect(await store.userForLinkToken(ssoToken)).toBeNull();
  });
});

describe('tokens', () => {
  it('digests a token as lower-case hex SHA-256', () => {
    expect(digest('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('issues bearer tokens of 32 random bytes in base64url, never the same twice', () => {
    const tokens = Array.from({ length: 50 }, () => newBearerToken());
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('issues link tokens of 24 random bytes in canonical base64, never the same twice', () => {
    const tokens = Array.from({ length: 50 }, () => newLinkToken());
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9+/]{32}$/);
      expect(isCanonicalBase64(token)).toBe(true);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it.each([
    ['Zm9v', true],
    ['Zm9vYg==', true],
    ['Zm9vYmE=', true],
    ['+/+/', true],
    ['', false],
    ['Zm9', false],
    ['Zm9vY', false],
    ['Zm9vYg=', false],
    ['Zm9vY===', false],
    ['Zm9vYg=a', false],
    ['Zm9-', false],
    ['Zm9_', false],
    [' Zm9', false],
    ['Zm9 ', false],
    ['Zm9\n', false],
    ['====', false],
    ['YR==', false],
    ['Zm9vYh==', false],
  ])('isCanonicalBase64(%j) is %s', (token, canonical) => {
    expect(isCanonicalBase64(token)).toBe(canonical);
  });
});
