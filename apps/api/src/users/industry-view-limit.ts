import type { Database } from '../db/client.js';
import { addIndustryViews, findIndustryViews } from '../db/repositories/industry-views.js';

/** Industries a user may load per UTC day unless configured (RISK_ATLAS_INDUSTRY_VIEWS_PER_DAY). */
export const DEFAULT_VIEWS_PER_DAY = 500;
/** How long loads are gathered before one statement adds them up. */
const FLUSH_MS = 200;

/** The message for an industry load refused by the limit (docs/product/accounts-and-access.md#industry-search-limit). */
export const INDUSTRY_VIEW_LIMIT_MESSAGE =
  'Your account has been locked due to exceeding the maximum industry search limit. Please contact the provider to unlock your account.';

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** Seconds until the next UTC midnight, when the count starts again. */
export function secondsUntilNextDay(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

export type ViewDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The daily industry view limit. Counts live in PostgreSQL (a restart or another replica sees them);
 * each replica knows each user's count as of its last write and adds its own loads since, writing
 * them in batches, so a load costs no round trip once the user's count is known. Replicas learn each
 * other's loads at their next write: together they may overshoot the limit by one batch interval.
 */
export class IndustryViewLimit {
  private known = new Map<number, number>();
  private pending = new Map<number, number>();
  private day = '';
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    readonly viewsPerDay: number,
    private readonly onError: (error: unknown) => void = () => undefined,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The user's loads today as this replica knows them, after the day's rollover. */
  private async viewsToday(userId: number, now: Date): Promise<number> {
    const day = utcDay(now);
    if (day !== this.day) {
      await this.flush();
      this.day = day;
      this.known = new Map();
    }
    const views = this.known.get(userId);
    if (views !== undefined) return views;
    const stored = await findIndustryViews(this.db, userId, day);
    // Another load of the same user may have filled it in meanwhile; its count is at least as new.
    return this.known.get(userId) ?? stored;
  }

  private count(userId: number, views: number): void {
    this.known.set(userId, views + 1);
    this.pending.set(userId, (this.pending.get(userId) ?? 0) + 1);
    this.timer ??= setTimeout(() => void this.flush().catch(this.onError), FLUSH_MS);
  }

  /**
   * Counts one industry load for the user, or refuses it once the day's limit is reached. The first
   * refused load is counted too: a count past the limit is what marks the account as locked for the
   * rest of the day, for every read of an industry's content (see `locked`), on every replica.
   */
  async admit(userId: number): Promise<ViewDecision> {
    const now = this.clock();
    const views = await this.viewsToday(userId, now);
    if (views >= this.viewsPerDay) {
      if (views === this.viewsPerDay) this.count(userId, views);
      return { allowed: false, retryAfterSeconds: secondsUntilNextDay(now) };
    }
    this.count(userId, views);
    return { allowed: true };
  }

  /**
   * Whether the user has exceeded today's limit (a load was refused), without counting anything: the
   * sections of an industry (hazard index, exposures, documents, …) answer like the industry itself
   * once the account is locked, yet loading them is not loading another industry.
   */
  async locked(userId: number): Promise<ViewDecision> {
    const now = this.clock();
    const views = await this.viewsToday(userId, now);
    if (views <= this.viewsPerDay) return { allowed: true };
    // A lock lasts the day, so remembering it is safe (an open count is not: other replicas add to it).
    this.known.set(userId, views);
    return { allowed: false, retryAfterSeconds: secondsUntilNextDay(now) };
  }

  /** Writes the loads gathered so far (also on shutdown) and learns the totals all replicas reached. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    const day = this.day;
    this.pending = new Map();
    this.flushing = this.flushing
      .then(async () => {
        if (batch.size === 0) return;
        const totals = await addIndustryViews(this.db, day, batch);
        if (day !== this.day) return;
        for (const [userId, total] of totals) {
          // Keep loads admitted while the batch was written on top of the stored total.
          this.known.set(userId, total + (this.pending.get(userId) ?? 0));
        }
      })
      .catch(this.onError);
    return this.flushing;
  }
}
