import type { Database } from '../db/client.js';
import { listPartnerKeys } from '../db/repositories/partner-keys.js';
import type { PartnerKeyRow } from '../db/rows.js';

/** How long a replica trusts its copy of the partner keys before reading them again. */
const REFRESH_MS = 30_000;
const RATE_WINDOW_MS = 60_000;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The origin of an `Origin` header value, or null when it is not an http(s) origin (e.g. `null`). */
function parseOrigin(value: string): URL | null {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value ? url : null;
  } catch {
    return null;
  }
}

/** Whether a key may be used from a page on this origin: an exact registered origin, or loopback for demo keys. */
export function originAllowed(key: Pick<PartnerKeyRow, 'allowed_origins' | 'allow_loopback'>, origin: string): boolean {
  const url = parseOrigin(origin);
  if (!url) return false;
  if (key.allowed_origins.includes(url.origin)) return true;
  return key.allow_loopback && LOOPBACK_HOSTS.has(url.hostname);
}

export type PartnerAdmission = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The publishable partner keys and their per-key request budgets. Keys are read from the database at
 * most every 30 s (a new key or origin takes effect within that); budgets count per replica in fixed
 * one-minute windows, so behind N replicas a key may get up to N times its budget.
 */
export class PartnerKeys {
  private keys = new Map<string, PartnerKeyRow>();
  private loadedAt = -Infinity;
  private loading: Promise<void> | null = null;
  private windows = new Map<string, { startedAt: number; requests: number }>();

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  private async fresh(): Promise<Map<string, PartnerKeyRow>> {
    if (this.now() - this.loadedAt >= REFRESH_MS) {
      this.loading ??= listPartnerKeys(this.db)
        .then((rows) => {
          this.keys = new Map(rows.map((row) => [row.key, row]));
          this.loadedAt = this.now();
        })
        .finally(() => {
          this.loading = null;
        });
      await this.loading;
    }
    return this.keys;
  }

  /** The partner key, or null when there is no such key. */
  async find(key: string): Promise<PartnerKeyRow | null> {
    return (await this.fresh()).get(key) ?? null;
  }

  /** Whether any partner key may be used from this origin (what a CORS preflight can be told). */
  async anyAllows(origin: string): Promise<boolean> {
    for (const key of (await this.fresh()).values()) {
      if (originAllowed(key, origin)) return true;
    }
    return false;
  }

  /** Counts one request against the key's budget for the current minute, or refuses it. */
  admit(key: PartnerKeyRow): PartnerAdmission {
    const now = this.now();
    let window = this.windows.get(key.key);
    if (!window || now - window.startedAt >= RATE_WINDOW_MS) {
      window = { startedAt: now, requests: 0 };
      this.windows.set(key.key, window);
    }
    if (window.requests >= key.requests_per_minute) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + RATE_WINDOW_MS - now) / 1000)) };
    }
    window.requests += 1;
    return { allowed: true };
  }
}
