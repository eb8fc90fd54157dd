import type { Database } from '../db/client.js';
import { readCatalogueMeta, replaceCatalogue } from '../db/repositories/catalogue.js';
import type { Catalogue } from './types.js';

/**
 * Stores a validated catalogue in place of the current one, all or nothing; every replica reloads it
 * when the transaction commits.
 */
export function loadCatalogue(db: Database, catalogue: Catalogue): Promise<void> {
  return replaceCatalogue(db, catalogue, searchName);
}

/** Lower case with accents and punctuation folded to spaces, so "Café" and "cafe" meet. */
export function searchName(name: string): string {
  return ` ${name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

export async function currentCatalogueVersion(db: Database): Promise<string | null> {
  return (await readCatalogueMeta(db))?.version ?? null;
}
