import type { Database } from '../db/client.js';
import { findHazardComments, readCatalogueSnapshot, readCatalogueTables } from '../db/repositories/catalogue.js';
import type { InvalidationBus } from '../invalidation/bus.js';
import { documentFromTables } from './document.js';
import { CatalogueSnapshot } from './snapshot.js';

/**
 * The catalogue every read path serves from: loaded into memory at start and reloaded whenever an
 * import commits (on any replica, by its invalidation message). Reloads never overlap; a request keeps
 * the snapshot it started with.
 */
export class CatalogueStore {
  private snapshot: CatalogueSnapshot | null = null;
  private reloading: Promise<void> | null = null;
  private reloadAgain = false;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly db: Database,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** Loads the catalogue and follows the bus from now on. */
  async start(bus: InvalidationBus): Promise<void> {
    this.unsubscribe = bus.subscribe((message) => {
      if (message.kind === 'catalogue' || message.kind === 'resync') this.reload().catch(() => undefined);
    });
    await this.reload();
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /** The snapshot in force. Throws before the first load has finished (readyz reports that). */
  current(): CatalogueSnapshot {
    if (!this.snapshot) throw new Error('The catalogue is not loaded yet.');
    return this.snapshot;
  }

  get loaded(): boolean {
    return this.snapshot?.loaded ?? false;
  }

  /** Reloads now; a reload asked for while one runs is done once more after it, never in parallel. */
  reload(): Promise<void> {
    if (this.reloading) {
      this.reloadAgain = true;
      return this.reloading;
    }
    this.reloading = (async () => {
      try {
        do {
          this.reloadAgain = false;
          // One row when the catalogue document is there (always, after bootstrap); the tables otherwise.
          const document = (await readCatalogueSnapshot(this.db)) ?? documentFromTables(await readCatalogueTables(this.db));
          this.snapshot = new CatalogueSnapshot(
            document,
            async (industryId) => new Map((await findHazardComments(this.db, industryId)).map((row) => [row.class_id, row.comment])),
          );
        } while (this.reloadAgain);
      } catch (error) {
        // The previous snapshot keeps serving; the next message or resync tries again.
        this.onError(error);
        if (!this.snapshot) throw error;
      } finally {
        this.reloading = null;
      }
    })();
    return this.reloading;
  }
}
