import { recordCacheLookup } from '../telemetry/instruments.js';

/**
 * Serialised answers kept for as long as the data behind them, bounded by bytes, least recently used
 * dropped first. One memo lives on each catalogue snapshot, so a catalogue reload starts afresh and
 * nothing needs invalidating. Concurrent misses of one key build twice; the builds are pure and cheap
 * enough that sharing them is not worth a pending map.
 */
export class ResponseMemo<Value extends { byteLength: number }> {
  private readonly entries = new Map<string, Value>();
  private bytes = 0;

  /** `name`: the cache in the `risk_atlas.cache.lookups` metric (telemetry/instruments.ts). */
  constructor(
    private readonly maxBytes: number,
    private readonly name?: string,
  ) {}

  async get(key: string, build: () => Promise<Value> | Value): Promise<Value> {
    const hit = this.entries.get(key);
    if (this.name) recordCacheLookup(this.name, hit !== undefined);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const value = await build();
    this.store(key, value);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, value: Value): void {
    if (value.byteLength > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous !== undefined) {
      this.bytes -= previous.byteLength;
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.bytes += value.byteLength;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldestKey);
      this.bytes -= oldest.byteLength;
    }
  }
}
