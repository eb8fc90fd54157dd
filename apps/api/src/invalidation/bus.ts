import type { Database, Queryable } from '../db/client.js';
import { notify, notifySent } from '../db/repositories/notifications.js';
import { recordInvalidationLag } from '../telemetry/instruments.js';
import { decodeInvalidation, decodeSentAt, encodeInvalidation, type Invalidation } from './messages.js';

/** Called for every invalidation, or with `resync` when messages may have been missed (drop everything). */
export type InvalidationHandler = (message: Invalidation | { kind: 'resync' }) => void;

/**
 * The one way a replica learns that something it caches changed: PostgreSQL LISTEN/NOTIFY on the
 * database's channel (PGlite delivers it in-process). No other server is needed.
 */
export class InvalidationBus {
  private readonly handlers = new Set<InvalidationHandler>();
  private unlisten: (() => Promise<void>) | null = null;
  /** The kinds heard since the last clock message: its lag is theirs. */
  private readonly heardKinds = new Set<string>();

  constructor(private readonly db: Database) {}

  subscribe(handler: InvalidationHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  async start(): Promise<void> {
    if (this.unlisten) return;
    this.unlisten = await this.db.listen({
      onMessage: (payload) => {
        const message = decodeInvalidation(payload);
        if (message) {
          this.dispatch(message);
          this.heardKinds.add(message.kind);
          return;
        }
        const sentAt = decodeSentAt(payload);
        if (sentAt === null) return;
        const lag = Date.now() - sentAt;
        for (const kind of this.heardKinds) recordInvalidationLag(kind, lag);
        this.heardKinds.clear();
      },
      onResync: () => {
        this.heardKinds.clear();
        this.dispatch({ kind: 'resync' });
      },
    });
  }

  async stop(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.();
  }

  /**
   * Runs `work` in a transaction. The invalidations it collects are sent with the transaction (so other
   * replicas hear of them only if it commits) and applied to this replica as soon as it has committed,
   * so the caller's next read here never sees the old value.
   */
  async transaction<T>(work: (tx: Queryable, invalidate: (message: Invalidation) => void) => Promise<T>): Promise<T> {
    const messages: Invalidation[] = [];
    const result = await this.db.transaction(async (tx) => {
      const value = await work(tx, (message) => messages.push(message));
      for (const payload of new Set(messages.map(encodeInvalidation))) {
        await notify(tx, this.db.channel, payload);
      }
      if (messages.length > 0) await notifySent(tx, this.db.channel);
      return value;
    });
    for (const message of messages) this.dispatch(message);
    return result;
  }

  private dispatch(message: Invalidation | { kind: 'resync' }): void {
    for (const handler of this.handlers) handler(message);
  }
}
