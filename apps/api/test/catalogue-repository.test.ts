import { describe, expect, it } from 'vitest';
import { documentFromTables, type CatalogueDocument } from '../src/catalogue/document.js';
import { searchName } from '../src/catalogue/load.js';
import type { Catalogue, CatalogueIndustry } from '../src/catalogue/types.js';
import type { Database, Queryable } from '../src/db/client.js';
import {
  catalogueSnapshotIsCurrent,
  findHazardComments,
  readCatalogueMeta,
  readCatalogueSnapshot,
  readCatalogueTables,
  replaceCatalogue,
  writeCatalogueSnapshot,
} from '../src/db/repositories/catalogue.js';
import type { CatalogueTables } from '../src/catalogue/tables.js';
import { decodeInvalidation } from '../src/invalidation/messages.js';
import type { TestDatabase } from './support/database.js';
import { openMigratedDatabase, useMigratedDatabase } from './support/user-data.js';

/**
 * The catalogue repository against a real database, with a small catalogue written here (a handful of
 * rows in every table, each listed out of its stored order) rather than the seed, so a test costs one
 * import: every column comes back as imported, each table in its documented order, an import replaces
 * the previous catalogue whole or not at all and is announced to the replicas, and the stored catalogue
 * document is what a replica reloads from.
 */
let db: TestDatabase['db'];

useMigratedDatabase((opened) => {
  db = opened.db;
});

const THEME = { colorTitle: '#111111', colorBg1: '#222222', colorBg2: '#333333', colorBar: '#444444' };

const industry = (fields: Partial<CatalogueIndustry> & Pick<CatalogueIndustry, 'id' | 'name'>): CatalogueIndustry => ({
  alias_of: null,
  anzsic_class: '4511',
  codes: {},
  has_market: false,
  trial: false,
  quizzes: [],
  indicative_rates: [],
  hazard: [],
  ...fields,
});

/** Every table holds rows, most of them given out of the order the repository reads them back in. */
const CATALOGUE: Catalogue = {
  version: 'test-1',
  source: 'Risk Atlas repository tests',
  taxonomies: [
    {
      id: 8,
      abbr: 'ANZSIC',
      revision: '2006',
      name: 'Australian and New Zealand Standard Industrial Classification',
      structure: 'Division,Subdivision,Class,Industry',
    },
    { id: 4, abbr: 'RA', revision: '3', name: 'Risk Atlas', structure: 'Sector,Industry' },
  ],
  classifications: [
    { taxonomy_id: 8, code: 'H45', name: 'Food and Beverage Services', level: 'Subdivision', parent_code: 'H' },
    { taxonomy_id: 8, code: 'H', name: 'Accommodation and Food Services', level: 'Division', parent_code: null },
    { taxonomy_id: 4, code: 'F', name: 'Food', level: 'Sector', parent_code: null },
    { taxonomy_id: 8, code: 'C', name: 'Manufacturing', level: 'Division', parent_code: null },
  ],
  insurance_classes: [
    {
      id: 30,
      name: 'Public Liability',
      slug: 'public_liability',
      fallback_id: null,
      grouping: 'commercial',
      personal: false,
      includes: [],
    },
    { id: 10, name: 'Property Damage', slug: 'property_damage', fallback_id: 30, grouping: 'core', personal: false, includes: [30] },
    { id: 20, name: 'Home Contents', slug: 'home_contents', fallback_id: null, grouping: 'personal', personal: true, includes: [30, 10] },
  ],
  report_themes: [
    { id: 2, label: 'Partner', value: THEME, company_ids: [9, 5] },
    { id: 1, label: 'Default', value: { ...THEME, colorBar: '#555555' }, company_ids: [] },
  ],
  industries: [
    // An alias listed before the industry it stands for: the import stores the canonical entry first.
    industry({ id: 103, name: 'Café', alias_of: 101, codes: { 8: '4511' } }),
    industry({
      id: 101,
      name: 'Coffee Shop',
      codes: { 8: '4511', 4: 'F-12' },
      has_market: true,
      trial: true,
      quizzes: [
        { quiz_id: 7, country: 'au' },
        { quiz_id: 8, country: 'nz' },
      ],
      indicative_rates: [
        { country: 'au', avg: 1.25, weight: 3 },
        { country: 'nz', avg: 0.5, weight: 1 },
      ],
      hazard: [
        { class_id: 30, rating: 61, comment: '<p>Hot liquids</p>' },
        { class_id: 10, rating: 25, comment: '<p>Fire</p>' },
      ],
    }),
    industry({
      id: 102,
      name: 'Bakery (Retail)',
      anzsic_class: '1174',
      codes: { 8: '1174' },
      has_market: true,
      hazard: [{ class_id: 20, rating: 0, comment: '' }],
    }),
  ],
  checklist_items: [
    { id: 3, class_id: 30, type: 'Key', section: 'Premises', title: 'Slip hazards', divisions: ['H'], keywords: [] },
    { id: 1, class_id: 10, type: 'Core', section: 'Fire', title: 'Extinguishers', divisions: [], keywords: ['coffee', 'bake'] },
  ],
  exposures: [
    { id: 2, class_id: 10, text: '<p>Ovens</p>', divisions: ['C'], keywords: [] },
    { id: 1, class_id: 30, text: '<p>Customers</p>', divisions: [], keywords: ['cafe'] },
  ],
  materials_equipment: [
    { id: 5, name: 'Espresso machine', divisions: [], keywords: ['coffee'] },
    { id: 4, name: 'Flour', divisions: ['C', 'H'], keywords: [] },
  ],
  endorsements: [
    {
      code: 'PL-2',
      mark: 'Mark V',
      type_name: 'Extension',
      heading: 'Goods in custody',
      text: '<p>Covered</p>',
      explanation: '<p>Why</p>',
      divisions: [],
      keywords: [],
    },
    {
      code: 'AB-1',
      mark: 'Mark IV',
      type_name: 'Exclusion',
      heading: 'Asbestos',
      text: '<p>Excluded</p>',
      explanation: '<p>Because</p>',
      divisions: ['C'],
      keywords: ['bake'],
    },
  ],
  courses: [
    {
      id: 9,
      name: 'Liability basics',
      description: 'What public liability covers',
      cover: null,
      guides: [{ icon: 'book', title: 'Read first', content: '<p>Read the units in order.</p>' }],
      units: [
        { id: 92, title: 'What is liability', text: '<p>One</p>', media: '/media/liability.png' },
        { id: 91, title: 'Claims', text: '<p>Two</p>' },
      ],
      questions: [
        {
          id: 902,
          question: "Is a customer's fall covered?",
          comment: '<p>Yes</p>',
          answers: [
            { id: 1, answer: 'Yes', is_correct: true },
            { id: 2, answer: 'No', is_correct: false },
          ],
        },
        {
          id: 901,
          question: 'Is your own stock covered?',
          comment: '<p>No</p>',
          answers: [
            { id: 1, answer: 'Yes', is_correct: false },
            { id: 2, answer: 'No', is_correct: true },
          ],
        },
      ],
    },
    {
      id: 3,
      name: 'Property',
      description: 'Buildings and contents',
      cover: '/covers/property.png',
      guides: [],
      units: [{ id: 31, title: 'Buildings', text: '<p>Walls</p>', media: null }],
      questions: [],
    },
  ],
};

/** What the tables hold after importing CATALOGUE (meta aside): the order each table is read in. */
const CATALOGUE_TABLES: Omit<CatalogueTables, 'meta'> = {
  taxonomies: [
    {
      id: 8,
      abbr: 'ANZSIC',
      revision: '2006',
      name: 'Australian and New Zealand Standard Industrial Classification',
      structure: 'Division,Subdivision,Class,Industry',
      position: 0,
    },
    { id: 4, abbr: 'RA', revision: '3', name: 'Risk Atlas', structure: 'Sector,Industry', position: 1 },
  ],
  classificationNodes: [
    { taxonomy_id: 4, code: 'F', name: 'Food', level: 'Sector', parent_code: null },
    { taxonomy_id: 8, code: 'C', name: 'Manufacturing', level: 'Division', parent_code: null },
    { taxonomy_id: 8, code: 'H', name: 'Accommodation and Food Services', level: 'Division', parent_code: null },
    { taxonomy_id: 8, code: 'H45', name: 'Food and Beverage Services', level: 'Subdivision', parent_code: 'H' },
  ],
  insuranceClasses: [
    { id: 30, name: 'Public Liability', slug: 'public_liability', fallback_id: null, grouping: 'commercial', personal: false, position: 0 },
    { id: 10, name: 'Property Damage', slug: 'property_damage', fallback_id: 30, grouping: 'core', personal: false, position: 1 },
    { id: 20, name: 'Home Contents', slug: 'home_contents', fallback_id: null, grouping: 'personal', personal: true, position: 2 },
  ],
  insuranceClassIncludes: [
    { class_id: 10, included_id: 30 },
    { class_id: 20, included_id: 10 },
    { class_id: 20, included_id: 30 },
  ],
  reportThemes: [
    { id: 2, label: 'Partner', value: THEME, company_ids: [9, 5], position: 0 },
    { id: 1, label: 'Default', value: { ...THEME, colorBar: '#555555' }, company_ids: [], position: 1 },
  ],
  industries: [
    {
      id: 101,
      name: 'Coffee Shop',
      alias_of: null,
      anzsic_class: '4511',
      has_market: true,
      trial: true,
      quizzes: [
        { quiz_id: 7, country: 'au' },
        { quiz_id: 8, country: 'nz' },
      ],
      indicative_rates: [
        { country: 'au', avg: 1.25, weight: 3 },
        { country: 'nz', avg: 0.5, weight: 1 },
      ],
      search_name: ' coffee shop ',
    },
    {
      id: 102,
      name: 'Bakery (Retail)',
      alias_of: null,
      anzsic_class: '1174',
      has_market: true,
      trial: false,
      quizzes: [],
      indicative_rates: [],
      search_name: ' bakery retail ',
    },
    {
      id: 103,
      name: 'Café',
      alias_of: 101,
      anzsic_class: '4511',
      has_market: false,
      trial: false,
      quizzes: [],
      indicative_rates: [],
      search_name: ' cafe ',
    },
  ],
  industryCodes: [
    { industry_id: 101, taxonomy_id: 4, code: 'F-12' },
    { industry_id: 101, taxonomy_id: 8, code: '4511' },
    { industry_id: 102, taxonomy_id: 8, code: '1174' },
    { industry_id: 103, taxonomy_id: 8, code: '4511' },
  ],
  hazardScores: [
    { industry_id: 101, class_ids: [10, 30], ratings: [25, 61] },
    { industry_id: 102, class_ids: [20], ratings: [0] },
  ],
  checklistItems: [
    { id: 1, class_id: 10, type: 'Core', section: 'Fire', title: 'Extinguishers', divisions: [], keywords: ['coffee', 'bake'] },
    { id: 3, class_id: 30, type: 'Key', section: 'Premises', title: 'Slip hazards', divisions: ['H'], keywords: [] },
  ],
  exposures: [
    { id: 1, class_id: 30, text: '<p>Customers</p>', divisions: [], keywords: ['cafe'] },
    { id: 2, class_id: 10, text: '<p>Ovens</p>', divisions: ['C'], keywords: [] },
  ],
  materialsEquipment: [
    { id: 4, name: 'Flour', divisions: ['C', 'H'], keywords: [] },
    { id: 5, name: 'Espresso machine', divisions: [], keywords: ['coffee'] },
  ],
  endorsements: [
    {
      code: 'PL-2',
      mark: 'Mark V',
      type_name: 'Extension',
      heading: 'Goods in custody',
      text: '<p>Covered</p>',
      explanation: '<p>Why</p>',
      divisions: [],
      keywords: [],
      position: 0,
    },
    {
      code: 'AB-1',
      mark: 'Mark IV',
      type_name: 'Exclusion',
      heading: 'Asbestos',
      text: '<p>Excluded</p>',
      explanation: '<p>Because</p>',
      divisions: ['C'],
      keywords: ['bake'],
      position: 1,
    },
  ],
  courses: [
    {
      id: 9,
      name: 'Liability basics',
      description: 'What public liability covers',
      cover: null,
      guides: [{ icon: 'book', title: 'Read first', content: '<p>Read the units in order.</p>' }],
      position: 0,
    },
    { id: 3, name: 'Property', description: 'Buildings and contents', cover: '/covers/property.png', guides: [], position: 1 },
  ],
  courseUnits: [
    { id: 31, course_id: 3, sequence: 1, title: 'Buildings', text: '<p>Walls</p>', media: null },
    { id: 92, course_id: 9, sequence: 1, title: 'What is liability', text: '<p>One</p>', media: '/media/liability.png' },
    { id: 91, course_id: 9, sequence: 2, title: 'Claims', text: '<p>Two</p>', media: null },
  ],
  courseQuestions: [
    {
      id: 902,
      course_id: 9,
      position: 0,
      question: "Is a customer's fall covered?",
      comment: '<p>Yes</p>',
      answers: [
        { id: 1, answer: 'Yes', is_correct: true },
        { id: 2, answer: 'No', is_correct: false },
      ],
    },
    {
      id: 901,
      course_id: 9,
      position: 1,
      question: 'Is your own stock covered?',
      comment: '<p>No</p>',
      answers: [
        { id: 1, answer: 'Yes', is_correct: false },
        { id: 2, answer: 'No', is_correct: true },
      ],
    },
  ],
};

/** A later import: one canonical industry, one class, no content. */
const NEXT_CATALOGUE: Catalogue = {
  version: 'test-2',
  source: 'Risk Atlas repository tests, second import',
  taxonomies: [{ id: 8, abbr: 'ANZSIC', revision: '2006', name: 'ANZSIC', structure: 'Division,Industry' }],
  classifications: [],
  insurance_classes: [{ id: 40, name: 'Motor', slug: 'motor', fallback_id: null, grouping: 'commercial', personal: false, includes: [] }],
  report_themes: [],
  industries: [
    industry({
      id: 201,
      name: 'Courier',
      anzsic_class: '5101',
      codes: { 8: '5101' },
      hazard: [{ class_id: 40, rating: 90, comment: '<p>Driving</p>' }],
    }),
  ],
  checklist_items: [],
  exposures: [],
  materials_equipment: [],
  endorsements: [],
  courses: [],
};

const byId = <Row extends { id: number }>(rows: Row[]) => [...rows].sort((a, b) => a.id - b.id);

/** The tables whose queries promise no order, sorted, so a comparison sees only their contents. */
function sortedTables(tables: CatalogueTables): CatalogueTables {
  return {
    ...tables,
    insuranceClassIncludes: [...tables.insuranceClassIncludes].sort((a, b) => a.class_id - b.class_id || a.included_id - b.included_id),
    industries: byId(tables.industries),
    industryCodes: [...tables.industryCodes].sort((a, b) => a.industry_id - b.industry_id || a.taxonomy_id - b.taxonomy_id),
    hazardScores: [...tables.hazardScores].sort((a, b) => a.industry_id - b.industry_id),
  };
}

const sortedComments = (rows: { class_id: number; comment: string }[]) => [...rows].sort((a, b) => a.class_id - b.class_id);

describe('catalogue repository: an import', () => {
  it("stores every column of every table, read back in each table's order", async () => {
    const before = Date.now();
    await replaceCatalogue(db, CATALOGUE, searchName);
    const tables = await readCatalogueTables(db);
    expect(sortedTables(tables)).toEqual({ meta: expect.any(Object), ...CATALOGUE_TABLES });
    // Aliases are searched but never counted as industries of their own.
    expect(tables.meta).toEqual({
      id: 1,
      version: 'test-1',
      source: 'Risk Atlas repository tests',
      industry_count: 2,
      loaded_at: expect.any(Date),
    });
    expect(tables.meta!.loaded_at.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(tables.meta!.loaded_at.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
    expect(await readCatalogueMeta(db)).toEqual(tables.meta);
  });

  it('keeps the rating comments out of the scores and gives them per industry', async () => {
    await replaceCatalogue(db, CATALOGUE, searchName);
    expect(sortedComments(await findHazardComments(db, 101))).toEqual([
      { class_id: 10, comment: '<p>Fire</p>' },
      { class_id: 30, comment: '<p>Hot liquids</p>' },
    ]);
    expect(await findHazardComments(db, 102)).toEqual([{ class_id: 20, comment: '' }]);
    expect(await findHazardComments(db, 103)).toEqual([]);
    expect(JSON.stringify((await readCatalogueTables(db)).hazardScores)).not.toContain('Hot liquids');
  });

  it('replaces the previous catalogue whole: none of its rows remain', async () => {
    await replaceCatalogue(db, CATALOGUE, searchName);
    await replaceCatalogue(db, NEXT_CATALOGUE, searchName);
    const tables = await readCatalogueTables(db);
    expect(sortedTables(tables)).toEqual({
      meta: {
        id: 1,
        version: 'test-2',
        source: 'Risk Atlas repository tests, second import',
        industry_count: 1,
        loaded_at: expect.any(Date),
      },
      taxonomies: [{ id: 8, abbr: 'ANZSIC', revision: '2006', name: 'ANZSIC', structure: 'Division,Industry', position: 0 }],
      classificationNodes: [],
      insuranceClasses: [{ id: 40, name: 'Motor', slug: 'motor', fallback_id: null, grouping: 'commercial', personal: false, position: 0 }],
      insuranceClassIncludes: [],
      reportThemes: [],
      industries: [
        {
          id: 201,
          name: 'Courier',
          alias_of: null,
          anzsic_class: '5101',
          has_market: false,
          trial: false,
          quizzes: [],
          indicative_rates: [],
          search_name: ' courier ',
        },
      ],
      industryCodes: [{ industry_id: 201, taxonomy_id: 8, code: '5101' }],
      hazardScores: [{ industry_id: 201, class_ids: [40], ratings: [90] }],
      checklistItems: [],
      exposures: [],
      materialsEquipment: [],
      endorsements: [],
      courses: [],
      courseUnits: [],
      courseQuestions: [],
    });
    expect(await findHazardComments(db, 101)).toEqual([]);
    expect(await findHazardComments(db, 201)).toEqual([{ class_id: 40, comment: '<p>Driving</p>' }]);
    // And the first catalogue can be imported again over the second.
    await replaceCatalogue(db, CATALOGUE, searchName);
    expect(sortedTables(await readCatalogueTables(db))).toEqual({
      meta: expect.objectContaining({ version: 'test-1' }),
      ...CATALOGUE_TABLES,
    });
  });

  it('changes nothing when any row is refused: tables, meta and document stay those of the previous import', async () => {
    await replaceCatalogue(db, CATALOGUE, searchName);
    const before = await readCatalogueTables(db);
    const document = await readCatalogueSnapshot(db);
    const broken: Catalogue = {
      ...NEXT_CATALOGUE,
      industries: [industry({ id: 201, name: 'Courier', hazard: [{ class_id: 40, rating: 101, comment: 'Out of range' }] })],
    };
    await expect(replaceCatalogue(db, broken, searchName)).rejects.toThrow();
    expect(await readCatalogueTables(db)).toEqual(before);
    expect(await readCatalogueSnapshot(db)).toEqual(document);
    expect(await catalogueSnapshotIsCurrent(db, 'test-1')).toBe(true);
  });

  it('loads a catalogue larger than one batch whole, aliases after their industries whatever the input order', async () => {
    // 1,500 rows go in one statement. Here the aliases (one for every tenth industry) are listed first,
    // so stored in input order most of them would go in before the industry they stand for.
    const canonical = Array.from({ length: 1500 }, (_, index) => industry({ id: 2001 + index, name: `Industry ${index}` }));
    const aliases = canonical
      .filter((_, index) => index % 10 === 0)
      .map((entry, index) => industry({ id: 1001 + index, name: `Alias ${index}`, alias_of: entry.id }));
    await replaceCatalogue(db, { ...NEXT_CATALOGUE, industries: [...aliases, ...canonical] }, searchName);
    const tables = await readCatalogueTables(db);
    expect(tables.meta!.industry_count).toBe(1500);
    expect(byId(tables.industries).map((row) => [row.id, row.alias_of])).toEqual([
      ...aliases.map((entry) => [entry.id, entry.alias_of]),
      ...canonical.map((entry) => [entry.id, null]),
    ]);
  });

  it('announces a committed import to every replica, and a refused one to none', async () => {
    const payloads: string[] = [];
    let heard: () => void = () => undefined;
    const first = new Promise<void>((resolve) => {
      heard = resolve;
    });
    const unlisten = await db.listen({
      onMessage: (payload) => {
        payloads.push(payload);
        heard();
      },
      onResync: () => undefined,
    });
    try {
      const refused: Catalogue = {
        ...NEXT_CATALOGUE,
        industries: [industry({ id: 201, name: 'Courier', hazard: [{ class_id: 99, rating: 1, comment: 'No such class' }] })],
      };
      await expect(replaceCatalogue(db, refused, searchName)).rejects.toThrow();
      await replaceCatalogue(db, NEXT_CATALOGUE, searchName);
      await Promise.race([first, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      // Notifications arrive in commit order: had the refused import sent one, it would be first.
      // The payload is the wire format replicas of other versions decode too; the clock message after it
      // (its send time, for the invalidation-lag metric) is a kind they ignore.
      expect(payloads[0]).toBe('catalogue');
      expect(decodeInvalidation(payloads[1] ?? 'sent:')).toBeNull();
      expect(decodeInvalidation(payloads[0]!)).toEqual({ kind: 'catalogue' });
    } finally {
      await unlisten();
    }
  });
});

describe('catalogue repository: reading', () => {
  it('reads every table from one snapshot: an import committing during a read is not half seen', async () => {
    await replaceCatalogue(db, CATALOGUE, searchName);
    let importing: Promise<void> | undefined;
    // The read's queries, with a second import started as soon as the first table is read.
    const observed: Database = {
      ...db,
      transaction: <T>(work: (tx: Queryable) => Promise<T>) =>
        db.transaction((tx) =>
          work({
            async query<Row>(sql: string, params?: unknown[]) {
              const result = await tx.query<Row>(sql, params);
              if (!importing && sql.includes('FROM catalogue_meta')) {
                importing = replaceCatalogue(db, NEXT_CATALOGUE, searchName);
                // On a server the import commits on another connection before the read goes on; PGlite runs
                // one transaction at a time, so there it waits for the read to end.
                if (db.kind === 'postgres') await importing;
              }
              return result;
            },
          }),
        ),
    };
    const tables = await readCatalogueTables(observed);
    await importing;
    expect(sortedTables(tables)).toEqual({ meta: expect.objectContaining({ version: 'test-1' }), ...CATALOGUE_TABLES });
    expect((await readCatalogueMeta(db))!.version).toBe('test-2');
  });

  it('keeps the import as one document a replica reloads from in one read, current for its version', async () => {
    await replaceCatalogue(db, CATALOGUE, searchName);
    const document = await readCatalogueSnapshot(db);
    expect(document).toEqual(documentFromTables(await readCatalogueTables(db)));
    expect(document!.meta!.loaded_at).toEqual((await readCatalogueMeta(db))!.loaded_at);
    expect(document!.meta!.loaded_at).toBeInstanceOf(Date);
    expect(await catalogueSnapshotIsCurrent(db, 'test-1')).toBe(true);
    expect(await catalogueSnapshotIsCurrent(db, 'test-2')).toBe(false);
  });

  it('rewrites the document in place, and reads one without meta as it was written', async () => {
    await replaceCatalogue(db, CATALOGUE, searchName);
    const document = (await readCatalogueSnapshot(db))!;
    const renamed: CatalogueDocument = { ...document, meta: { ...document.meta!, version: 'test-1-rewritten' } };
    await writeCatalogueSnapshot(db, renamed);
    expect(await readCatalogueSnapshot(db)).toEqual(renamed);
    expect(await catalogueSnapshotIsCurrent(db, 'test-1-rewritten')).toBe(true);
    expect(await catalogueSnapshotIsCurrent(db, 'test-1')).toBe(false);
    const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM catalogue_snapshot');
    expect(rows[0]!.count).toBe(1);

    const withoutMeta: CatalogueDocument = { ...document, meta: null };
    await writeCatalogueSnapshot(db, withoutMeta);
    expect(await readCatalogueSnapshot(db)).toEqual(withoutMeta);
    expect(await catalogueSnapshotIsCurrent(db, 'test-1')).toBe(false);
  });

  it('ignores a document stored in another format: not read, not current', async () => {
    await replaceCatalogue(db, CATALOGUE, searchName);
    const document = (await readCatalogueSnapshot(db))!;
    // What an older release would have stored: its format number in the document and in the version.
    await db.query('UPDATE catalogue_snapshot SET version = $1, document = $2', ['test-1#0', JSON.stringify({ ...document, format: 0 })]);
    expect(await readCatalogueSnapshot(db)).toBeNull();
    expect(await catalogueSnapshotIsCurrent(db, 'test-1')).toBe(false);
    expect(await readCatalogueMeta(db)).toMatchObject({ version: 'test-1' });
  });

  it('finds no catalogue in a database nothing was imported into', async () => {
    const empty = await openMigratedDatabase();
    try {
      expect(await readCatalogueMeta(empty.db)).toBeNull();
      expect(await readCatalogueSnapshot(empty.db)).toBeNull();
      expect(await catalogueSnapshotIsCurrent(empty.db, 'test-1')).toBe(false);
      expect(await findHazardComments(empty.db, 101)).toEqual([]);
      expect(await readCatalogueTables(empty.db)).toEqual({
        meta: null,
        taxonomies: [],
        classificationNodes: [],
        insuranceClasses: [],
        insuranceClassIncludes: [],
        reportThemes: [],
        industries: [],
        industryCodes: [],
        hazardScores: [],
        checklistItems: [],
        exposures: [],
        materialsEquipment: [],
        endorsements: [],
        courses: [],
        courseUnits: [],
        courseQuestions: [],
      });
    } finally {
      await empty.destroy();
    }
  });
});
