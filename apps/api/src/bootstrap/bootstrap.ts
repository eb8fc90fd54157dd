import { buildCatalogue, readSeedFiles, seedVersion } from '../catalogue/build.js';
import { documentFromTables } from '../catalogue/document.js';
import { currentCatalogueVersion, loadCatalogue } from '../catalogue/load.js';
import { parseAnzsicFiles } from '../catalogue/parse.js';
import { validateCatalogue } from '../catalogue/validate.js';
import type { Database } from '../db/client.js';
import {
  catalogueSnapshotIsCurrent,
  readCatalogueMeta,
  readCatalogueTables,
  writeCatalogueSnapshot,
} from '../db/repositories/catalogue.js';
import { migrate } from '../db/migrate.js';
import { applyDemoMode, type DemoModeReport } from './demo-mode.js';
import { DEFAULT_LINK_TOKEN_LIFETIME_DAYS } from '../auth/tokens.js';

export interface BootstrapReport {
  migrations: string[];
  catalogue: 'seeded' | 'unchanged' | 'imported-kept';
  industries: number;
  /** Demo mode's work: what it created, the logins to print, or what turning it off removed. */
  demo: DemoModeReport;
}

export interface BootstrapOptions {
  /** Seed the industry catalogue (tests that need no catalogue skip it). Default true. */
  catalogue?: boolean;
  /** Demo mode (config.ts `demo`): asked for explicitly, so nothing seeds demo credentials by default. */
  demo: boolean;
  /** Lifetime of new link tokens (config.ts). Default 30 days. */
  linkTokenLifetimeDays?: number;
}

/**
 * Brings a database up to date: migrations, the seeded catalogue (rebuilt only when the data files or
 * models changed, and never over a catalogue someone imported), and demo mode (demo-mode.ts).
 */
export function bootstrap(db: Database, log: (line: string) => void, options: BootstrapOptions): Promise<BootstrapReport> {
  // Replicas that start together take turns: the first migrates and seeds, the others find it done.
  return db.exclusive('bootstrap', () => bootstrapUnlocked(db, log, options));
}

async function bootstrapUnlocked(db: Database, log: (line: string) => void, options: BootstrapOptions): Promise<BootstrapReport> {
  const migrations = await migrate(db);
  const demoMode = () =>
    applyDemoMode(db, { demo: options.demo, linkTokenLifetimeDays: options.linkTokenLifetimeDays ?? DEFAULT_LINK_TOKEN_LIFETIME_DAYS });
  if (options.catalogue === false) {
    const demo = await demoMode();
    return { migrations, catalogue: 'unchanged', industries: 0, demo };
  }
  const files = await readSeedFiles();
  const version = seedVersion(files);
  const current = await currentCatalogueVersion(db);
  let catalogue: BootstrapReport['catalogue'] = 'unchanged';
  if (current !== null && !current.startsWith('seed-')) {
    catalogue = 'imported-kept';
  } else if (current !== version) {
    log('Seeding the industry catalogue (first start takes a little longer)...');
    const parsed = parseAnzsicFiles(files.anzsic);
    await loadCatalogue(db, validateCatalogue(buildCatalogue(parsed, version, files.content)));
    catalogue = 'seeded';
  }
  const meta = await readCatalogueMeta(db);
  // A catalogue loaded before the catalogue document existed (or in an older format) gets one now, so
  // replicas load it in one read.
  if (meta && !(await catalogueSnapshotIsCurrent(db, meta.version))) {
    await writeCatalogueSnapshot(db, documentFromTables(await readCatalogueTables(db)));
  }
  const demo = await demoMode();
  return { migrations, catalogue, industries: meta?.industry_count ?? 0, demo };
}
