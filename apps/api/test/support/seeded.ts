import { inject } from 'vitest';
import { cloneSeededDatabase, type TestDatabase } from './database.js';

/** A database of this suite's own, seeded as a fresh `bootstrap` would: a copy of the run's seeded template. */
export const seededDatabase = (): Promise<TestDatabase> => cloneSeededDatabase(inject('databaseKind'), inject('seededTemplate'));
