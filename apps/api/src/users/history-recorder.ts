import type { Database } from '../db/client.js';
import { recordViews } from '../db/repositories/search-history.js';
import type { SearchHistoryRow } from '../db/rows.js';

const FLUSH_DELAY_MS = 200;
const MAX_PENDING = 2_000;

/**
 * Records industry views (the "Recently viewed" list) without a database write per page view: views are
 * gathered for at most 200 ms and written in one statement. Reading the history flushes first, so a
 * user always sees their own latest view; other replicas see it within the delay. Shutdown flushes.
 */
export class HistoryRecorder {
  private pending = new Map<string, SearchHistoryRow>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly onError: (error: unknown) => void,
  ) {}

  record(userId: number, industryId: number): void {
    this.pending.set(`${userId}:${industryId}`, { user_id: userId, industry_id: industryId, last_accessed_on: new Date() });
    if (this.pending.size >= MAX_PENDING) {
      void this.flush();
    } else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_DELAY_MS);
      this.timer.unref();
    }
  }

  /** Writes what is pending; resolves when everything recorded before the call is stored. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.flushing = this.flushing.then(() => recordViews(this.db, batch)).catch((error: unknown) => this.onError(error));
    return this.flushing;
  }
}
