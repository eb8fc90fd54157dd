import { LoadingCache } from '../caching/loading-cache.js';
import type { Database } from '../db/client.js';
import { storedSettings } from '../db/repositories/settings.js';
import { findUserById, listMemberships, type CompanyMembership, type UserRecord } from '../db/repositories/users.js';
import type { InvalidationBus } from '../invalidation/bus.js';

/** What the read paths need of a user, read together and cached together. */
export interface UserSnapshot {
  user: UserRecord;
  memberships: CompanyMembership[];
  /** The user's own setting values by key (absent keys take their default). */
  settings: ReadonlyMap<string, string | null>;
}

const MAX_CACHED_USERS = 50_000;

/**
 * Signed-in users, served from memory after the first read on each replica. Every write to a user's
 * data sends a `user` invalidation (see invalidation/bus.ts), which drops the entry on every replica.
 */
export class UserDirectory {
  private readonly cache: LoadingCache<number, UserSnapshot>;

  constructor(db: Database, bus: InvalidationBus) {
    this.cache = new LoadingCache<number, UserSnapshot>(
      async (userId) => {
        const [user, memberships, settings] = await Promise.all([
          findUserById(db, userId),
          listMemberships(db, userId),
          storedSettings(db, userId),
        ]);
        return user && { user, memberships, settings };
      },
      { maxEntries: MAX_CACHED_USERS, name: 'user' },
    );
    bus.subscribe((message) => {
      switch (message.kind) {
        case 'user':
        case 'sessions':
        case 'link':
          this.cache.delete(message.userId);
          break;
        case 'resync':
          this.cache.clear();
          break;
        case 'token':
        case 'catalogue':
          break;
        default:
          message satisfies never;
      }
    });
  }

  /** The user, or null when the account no longer exists. */
  async find(userId: number): Promise<UserSnapshot | null> {
    return this.cache.get(userId);
  }
}
