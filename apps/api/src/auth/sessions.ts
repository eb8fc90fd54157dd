import { LoadingCache } from '../caching/loading-cache.js';
import type { Database } from '../db/client.js';
import { findUserIdBySsoToken } from '../db/repositories/users.js';
import { deleteExpiredTokens, deleteToken, findLiveToken, insertAccessToken } from '../db/repositories/tokens.js';
import type { InvalidationBus } from '../invalidation/bus.js';
import { digest, isCanonicalBase64, newBearerToken, TOKEN_LIFETIME_SECONDS } from './tokens.js';

interface BearerEntry {
  userId: number;
  expiresAt: number;
}

/** Enough for every session of a large broker network; beyond it the least recently used are re-read. */
const MAX_CACHED_SESSIONS = 100_000;

/**
 * Who a token belongs to. Checks are answered from memory after the first one on each replica; a
 * token ended anywhere (logout, password change) is dropped from every replica by its invalidation
 * message, and an expired one is never answered from memory.
 */
export class SessionStore {
  private readonly bearer: LoadingCache<string, BearerEntry>;
  private readonly links: LoadingCache<string, number>;

  constructor(
    private readonly db: Database,
    private readonly bus: InvalidationBus,
    private readonly lifetimeSeconds = TOKEN_LIFETIME_SECONDS,
  ) {
    this.bearer = new LoadingCache(
      async (tokenHash) => {
        const row = await findLiveToken(db, tokenHash);
        return row && { userId: row.user_id, expiresAt: new Date(row.expires_at).getTime() };
      },
      { maxEntries: MAX_CACHED_SESSIONS, fresh: (entry) => entry.expiresAt > Date.now() },
    );
    this.links = new LoadingCache((token) => findUserIdBySsoToken(db, token), { maxEntries: MAX_CACHED_SESSIONS });
    bus.subscribe((message) => {
      switch (message.kind) {
        case 'token':
          this.bearer.delete(message.tokenHash);
          break;
        case 'sessions':
          this.bearer.deleteWhere((entry) => entry.userId === message.userId);
          this.links.deleteWhere((userId) => userId === message.userId);
          break;
        case 'resync':
          this.bearer.clear();
          this.links.clear();
          break;
        case 'user':
        case 'catalogue':
          break;
        default:
          message satisfies never;
      }
    });
  }

  /** The user a bearer token signs in, or null when it is unknown, revoked or expired. */
  async userForBearer(token: string): Promise<number | null> {
    const entry = await this.bearer.get(digest(token));
    return entry && entry.expiresAt > Date.now() ? entry.userId : null;
  }

  /** The user a link-generated token stands for; anything but canonical base64 is refused unread. */
  async userForLinkToken(token: string): Promise<number | null> {
    if (!isCanonicalBase64(token)) return null;
    return this.links.get(token);
  }

  /** Issues an opaque random token; only its digest is stored. */
  async issue(userId: number): Promise<{ token: string; expiresIn: number }> {
    const token = newBearerToken();
    await this.db.transaction(async (tx) => {
      await deleteExpiredTokens(tx, userId);
      await insertAccessToken(tx, { tokenHash: digest(token), userId, lifetimeSeconds: this.lifetimeSeconds });
    });
    return { token, expiresIn: this.lifetimeSeconds };
  }

  /** Ends one session on every replica. */
  async revoke(token: string): Promise<void> {
    const tokenHash = digest(token);
    await this.bus.transaction(async (tx, invalidate) => {
      await deleteToken(tx, tokenHash);
      invalidate({ kind: 'token', tokenHash });
    });
  }
}
