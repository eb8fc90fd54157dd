import { buildCatalogue, readSeedFiles, seedVersion } from '../../catalogue/build.js';
import { documentFromTables } from '../../catalogue/document.js';
import { currentCatalogueVersion, loadCatalogue } from '../../catalogue/load.js';
import { parseAnzsicFiles } from '../../catalogue/parse.js';
import { validateCatalogue } from '../../catalogue/validate.js';
import type { Database } from '../client.js';
import { catalogueSnapshotIsCurrent, readCatalogueMeta, readCatalogueTables, writeCatalogueSnapshot } from '../repositories/catalogue.js';
import { migrate } from '../migrate.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { seedDemoPartnerSession } from './demo-partner.js';

export interface BootstrapReport {
  migrations: string[];
  catalogue: 'seeded' | 'unchanged' | 'imported-kept';
  industries: number;
  demoAccountsCreated: number;
}

/**
 * Brings a database up to date: migrations, the seeded catalogue (rebuilt only when the data files or
 * models changed, and never over a catalogue someone imported), and the demo accounts.
 */
export function bootstrap(
  db: Database,
  log: (line: string) => void = () => {},
  options: { catalogue?: boolean } = {},
): Promise<BootstrapReport> {
  // Replicas that start together take turns: the first migrates and seeds, the others find it done.
  return db.exclusive('bootstrap', () => bootstrapUnlocked(db, log, options));
}

async function bootstrapUnlocked(
  db: Database,
  log: (line: string) => void,
  options: { catalogue?: boolean },
): Promise<BootstrapReport> {
  const migrations = await migrate(db);
  if (options.catalogue === false) {
    const demoAccountsCreated = await seedDemoAccounts(db);
    await seedDemoPartnerSession(db);
    return { migrations, catalogue: 'unchanged', industries: 0, demoAccountsCreated };
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
  const demoAccountsCreated = await seedDemoAccounts(db);
  await seedDemoPartnerSession(db);
  return { migrations, catalogue, industries: meta?.industry_count ?? 0, demoAccountsCreated };
}
