import { LoadingCache } from '../caching/loading-cache.js';
import type { Database } from '../db/client.js';
import type { Queryable } from '../db/client.js';
import { findLinkTokenOwner, replaceLinkToken } from '../db/repositories/link-tokens.js';
import { deleteExpiredTokens, deleteToken, findLiveToken, insertAccessToken } from '../db/repositories/tokens.js';
import type { InvalidationBus } from '../invalidation/bus.js';
import {
  DEFAULT_LINK_TOKEN_LIFETIME_DAYS,
  digest,
  isCanonicalBase64,
  newBearerToken,
  newLinkToken,
  TOKEN_LIFETIME_SECONDS,
} from './tokens.js';

/** Who a credential signs in, and until when (epoch milliseconds). */
interface CredentialEntry {
  userId: number;
  expiresAt: number;
}

const live = (entry: CredentialEntry | null): entry is CredentialEntry => entry !== null && entry.expiresAt > Date.now();

/** Enough for every session of a large broker network; beyond it the least recently used are re-read. */
const MAX_CACHED_SESSIONS = 100_000;

/**
 * Who a token belongs to. Checks are answered from memory after the first one on each replica; a
 * token ended anywhere (logout, password change) is dropped from every replica by its invalidation
 * message, and an expired one is never answered from memory.
 */
export class SessionStore {
  private readonly bearer: LoadingCache<string, CredentialEntry>;
  private readonly links: LoadingCache<string, CredentialEntry>;

  constructor(
    private readonly db: Database,
    private readonly bus: InvalidationBus,
    private readonly lifetimeSeconds = TOKEN_LIFETIME_SECONDS,
    private readonly linkTokenLifetimeDays = DEFAULT_LINK_TOKEN_LIFETIME_DAYS,
  ) {
    this.bearer = new LoadingCache(
      async (tokenHash) => {
        const row = await findLiveToken(db, tokenHash);
        return row && { userId: row.user_id, expiresAt: new Date(row.expires_at).getTime() };
      },
      { maxEntries: MAX_CACHED_SESSIONS, fresh: live, name: 'token' },
    );
    this.links = new LoadingCache(
      async (token) => {
        const owner = await findLinkTokenOwner(db, token);
        return owner && { userId: owner.id, expiresAt: new Date(owner.expires_at).getTime() };
      },
      { maxEntries: MAX_CACHED_SESSIONS, fresh: live, name: 'link_token' },
    );
    bus.subscribe((message) => {
      switch (message.kind) {
        case 'token':
          this.bearer.delete(message.tokenHash);
          break;
        case 'sessions':
          this.bearer.deleteWhere((entry) => entry.userId === message.userId);
          this.links.deleteWhere((entry) => entry.userId === message.userId);
          break;
        case 'link':
          this.links.deleteWhere((entry) => entry.userId === message.userId);
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
    return live(entry) ? entry.userId : null;
  }

  /**
   * The user a link-generated token stands for, or null when it is unknown, rotated or past its
   * expiry; anything but canonical base64 is refused unread.
   */
  async userForLinkToken(token: string): Promise<number | null> {
    if (!isCanonicalBase64(token)) return null;
    const entry = await this.links.get(token);
    return live(entry) ? entry.userId : null;
  }

  /**
   * Writes a new link token for the user in `tx` (the old one stops working when it commits); the
   * caller sends the `link` (or `sessions`) invalidation with it, as a password reset does.
   */
  async replaceLinkToken(tx: Queryable, userId: number): Promise<void> {
    await replaceLinkToken(tx, userId, newLinkToken(), this.linkTokenLifetimeDays);
  }

  /** Revokes the user's link token on every replica by giving them a new one. */
  async revokeLinkToken(userId: number): Promise<void> {
    await this.bus.transaction(async (tx, invalidate) => {
      await this.replaceLinkToken(tx, userId);
      invalidate({ kind: 'link', userId });
    });
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
