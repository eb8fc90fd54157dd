/** `npm run catalogue:import -- FILE`: validates a JSON catalogue and loads it all-or-nothing. */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { loadConfig, openConfiguredDatabase } from '../config.js';
import { migrate } from '../db/migrate.js';
import { loadCatalogue } from './load.js';
import { sanitizeCatalogueHtml } from './sanitize-catalogue.js';
import { CatalogueValidationError, validateCatalogue } from './validate.js';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run catalogue:import -- FILE (a JSON catalogue; schema: apps/api/src/catalogue/catalogue.schema.json)');
    return 2;
  }
  const config = loadConfig();
  const path = resolve(config.invocationDirectory ?? process.cwd(), file);
  let input: unknown;
  try {
    input = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    console.error(`Cannot read ${path} as JSON: ${(error as Error).message}. The database is unchanged.`);
    return 1;
  }
  let catalogue;
  try {
    catalogue = validateCatalogue(input);
  } catch (error) {
    if (error instanceof CatalogueValidationError) {
      console.error(`${error.message}\nThe database is unchanged.`);
      return 1;
    }
    throw error;
  }
  // Imported HTML is untrusted: it is cleaned once here, so every reader gets safe HTML.
  sanitizeCatalogueHtml(catalogue);
  const db = await openConfiguredDatabase(config);
  try {
    await migrate(db);
    await loadCatalogue(db, catalogue);
    const industries = catalogue.industries.filter((industry) => industry.alias_of === null).length;
    console.log(
      `Imported catalogue ${catalogue.version}: ${industries} industries, ${catalogue.insurance_classes.length} insurance classes.`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`Import failed, the database is unchanged: ${(error as Error).message}`);
    process.exit(1);
  },
);
