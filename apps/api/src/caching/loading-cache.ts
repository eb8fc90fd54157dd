import { recordCacheLookup } from '../telemetry/instruments.js';

/**
 * A bounded in-memory cache that loads misses through a function, for data that rarely changes and is
 * invalidated by message (see invalidation/bus.ts):
 * - concurrent misses of one key share one load;
 * - a load that started before an invalidation is returned to its callers but not stored, so a stale
 *   read racing a change can never outlive the change's message;
 * - at most `maxEntries` values, the least recently used dropped first.
 */
export class LoadingCache<Key, Value> {
  private readonly entries = new Map<Key, Value>();
  private readonly pending = new Map<Key, Promise<Value | null>>();
  private generation = 0;

  constructor(
    private readonly load: (key: Key) => Promise<Value | null>,
    private readonly options: {
      maxEntries: number;
      fresh?: (value: Value) => boolean;
      /** Names the cache in the `risk_atlas.cache.lookups` metric (telemetry/instruments.ts). */
      name?: string;
    },
  ) {}

  /** The cached value (refreshed in recency), else the loaded one; null when the loader finds nothing. */
  get(key: Key): Promise<Value | null> | Value {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      if (!this.options.fresh || this.options.fresh(hit)) {
        this.entries.delete(key);
        this.entries.set(key, hit);
        if (this.options.name) recordCacheLookup(this.options.name, true);
        return hit;
      }
      this.entries.delete(key);
    }
    if (this.options.name) recordCacheLookup(this.options.name, false);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const settle = () => {
      if (this.pending.get(key) === loading) this.pending.delete(key);
    };
    const loading: Promise<Value | null> = this.load(key).then(
      (value) => {
        settle();
        if (value !== null && generation === this.generation) this.store(key, value);
        return value;
      },
      (error: unknown) => {
        settle();
        throw error;
      },
    );
    this.pending.set(key, loading);
    return loading;
  }

  delete(key: Key): void {
    this.generation += 1;
    this.entries.delete(key);
    this.pending.delete(key);
  }

  deleteWhere(predicate: (value: Value, key: Key) => boolean): void {
    this.generation += 1;
    for (const [key, value] of this.entries) if (predicate(value, key)) this.entries.delete(key);
    this.pending.clear();
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: Key, value: Value): void {
    this.entries.set(key, value);
    if (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }
}
