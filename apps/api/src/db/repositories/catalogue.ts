import { DOCUMENT_FORMAT, documentFromTables, type CatalogueDocument } from '../../catalogue/document.js';
import type { CatalogueTables, HazardScores } from '../../catalogue/tables.js';
import type { Catalogue } from '../../catalogue/types.js';
import type { Database, Queryable } from '../client.js';
import { notify, notifySent } from './notifications.js';
import type {
  CatalogueMetaRow,
  CatalogueSnapshotRow,
  ChecklistItemRow,
  ClassificationNodeRow,
  CourseQuestionRow,
  CourseRow,
  CourseUnitRow,
  EndorsementRow,
  ExposureRow,
  HazardRatingRow,
  IndustryCodeRow,
  IndustryRow,
  InsuranceClassIncludeRow,
  InsuranceClassRow,
  MaterialEquipmentRow,
  ReportThemeRow,
  TaxonomyRow,
} from '../rows.js';

const BATCH = 1500;

/** The message every replica's catalogue store reloads on (see invalidation/messages.ts). */
export const CATALOGUE_CHANGED = 'catalogue';

const CONTENT_TABLES = [
  'course_questions',
  'course_units',
  'courses',
  'endorsements',
  'materials_equipment',
  'exposures',
  'checklist_items',
];

/**
 * Replaces the whole catalogue inside one transaction: a failure anywhere leaves the previous catalogue
 * untouched. Rows travel as JSON batches expanded by jsonb_to_recordset, a few statements per thousand
 * industries instead of one per row, which keeps the first start of the embedded database short.
 * The change is announced on the database's channel in the same transaction, so every replica reloads
 * exactly when it commits.
 */
export async function replaceCatalogue(db: Database, catalogue: Catalogue, searchName: (name: string) => string): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of [
      ...CONTENT_TABLES,
      'hazard_ratings',
      'industry_codes',
      'industries',
      'insurance_class_includes',
      'insurance_classes',
      'classification_nodes',
      'taxonomies',
      'report_themes',
      'catalogue_meta',
      'catalogue_snapshot',
    ]) {
      await tx.query(`DELETE FROM ${table}`);
    }

    await insertJson(
      tx,
      'taxonomies',
      catalogue.taxonomies.map((taxonomy, position) => ({ ...taxonomy, position })),
      'id int, abbr text, revision text, name text, structure text, position int',
    );
    await insertJson(
      tx,
      'classification_nodes',
      catalogue.classifications,
      'taxonomy_id int, code text, name text, level text, parent_code text',
    );
    await insertJson(
      tx,
      'insurance_classes',
      catalogue.insurance_classes.map(({ includes: _includes, ...rest }, position) => ({ ...rest, position })),
      'id int, name text, slug text, fallback_id int, grouping text, personal boolean, position int',
    );
    await insertJson(
      tx,
      'insurance_class_includes',
      catalogue.insurance_classes.flatMap((insuranceClass) =>
        insuranceClass.includes.map((included_id) => ({ class_id: insuranceClass.id, included_id })),
      ),
      'class_id int, included_id int',
    );
    await insertJson(
      tx,
      'report_themes',
      catalogue.report_themes.map((theme, position) => ({ ...theme, position })),
      'id int, label text, value jsonb, company_ids int[], position int',
    );

    // Canonical entries first: aliases reference them.
    const ordered = [...catalogue.industries].sort((a, b) => Number(a.alias_of !== null) - Number(b.alias_of !== null));
    await insertJson(
      tx,
      'industries',
      ordered.map((industry) => ({
        id: industry.id,
        name: industry.name,
        alias_of: industry.alias_of,
        anzsic_class: industry.anzsic_class,
        has_market: industry.has_market,
        trial: industry.trial,
        quizzes: industry.quizzes,
        indicative_rates: industry.indicative_rates,
        search_name: searchName(industry.name),
      })),
      'id int, name text, alias_of int, anzsic_class text, has_market boolean, trial boolean, quizzes jsonb, indicative_rates jsonb, search_name text',
    );
    await insertJson(
      tx,
      'industry_codes',
      catalogue.industries.flatMap((industry) =>
        Object.entries(industry.codes).map(([taxonomy, code]) => ({ industry_id: industry.id, taxonomy_id: Number(taxonomy), code })),
      ),
      'industry_id int, taxonomy_id int, code text',
    );
    await insertJson(
      tx,
      'hazard_ratings',
      catalogue.industries.flatMap((industry) => industry.hazard.map((rating) => ({ industry_id: industry.id, ...rating }))),
      'industry_id int, class_id int, rating smallint, comment text',
    );

    await insertJson(
      tx,
      'checklist_items',
      catalogue.checklist_items,
      'id int, class_id int, type text, section text, title text, divisions text[], keywords text[]',
    );
    await insertJson(tx, 'exposures', catalogue.exposures, 'id int, class_id int, text text, divisions text[], keywords text[]');
    await insertJson(tx, 'materials_equipment', catalogue.materials_equipment, 'id int, name text, divisions text[], keywords text[]');
    await insertJson(
      tx,
      'endorsements',
      catalogue.endorsements.map((endorsement, position) => ({ ...endorsement, position })),
      'code text, mark text, type_name text, heading text, text text, explanation text, divisions text[], keywords text[], position int',
    );
    await insertJson(
      tx,
      'courses',
      catalogue.courses.map(({ units: _units, questions: _questions, ...course }, position) => ({ ...course, position })),
      'id int, name text, description text, cover text, guides jsonb, position int',
    );
    await insertJson(
      tx,
      'course_units',
      catalogue.courses.flatMap((course) =>
        course.units.map((unit, sequence) => ({ ...unit, course_id: course.id, sequence: sequence + 1 })),
      ),
      'id int, course_id int, sequence int, title text, text text, media text',
    );
    await insertJson(
      tx,
      'course_questions',
      catalogue.courses.flatMap((course) =>
        course.questions.map((question, position) => ({ ...question, course_id: course.id, position })),
      ),
      'id int, course_id int, position int, question text, comment text, answers jsonb',
    );

    await tx.query(`INSERT INTO catalogue_meta (version, source, industry_count) VALUES ($1, $2, $3)`, [
      catalogue.version,
      catalogue.source,
      catalogue.industries.filter((industry) => industry.alias_of === null).length,
    ]);
    await writeCatalogueSnapshot(tx, documentFromTables(await readCatalogueTablesFrom(tx)));
    await notify(tx, db.channel, CATALOGUE_CHANGED);
    await notifySent(tx, db.channel);
  });
}

async function insertJson(tx: Queryable, table: string, rows: object[], columns: string): Promise<void> {
  const names = columns
    .split(',')
    .map((column) => column.trim().split(' ')[0])
    .join(', ');
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await tx.query(`INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS row_data(${columns})`, [
      JSON.stringify(batch),
    ]);
  }
}

export async function readCatalogueMeta(db: Queryable): Promise<CatalogueMetaRow | null> {
  const { rows } = await db.query<CatalogueMetaRow>('SELECT id, version, source, industry_count, loaded_at FROM catalogue_meta');
  return rows[0] ?? null;
}

/** The HTML comments of one industry's ratings, read on demand (and then cached per catalogue load). */
export async function findHazardComments(db: Queryable, industryId: number): Promise<Pick<HazardRatingRow, 'class_id' | 'comment'>[]> {
  const { rows } = await db.query<Pick<HazardRatingRow, 'class_id' | 'comment'>>(
    'SELECT class_id, comment FROM hazard_ratings WHERE industry_id = $1',
    [industryId],
  );
  return rows;
}

/**
 * Reads the catalogue in one transaction, so a replica never sees half of an import: every table comes
 * from the same snapshot (REPEATABLE READ on a server; PGlite runs one transaction at a time anyway).
 */
export async function readCatalogueTables(db: Database): Promise<CatalogueTables> {
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
    return readCatalogueTablesFrom(tx);
  });
}

/**
 * The stored catalogue document (one row, one read), or null when none has been written yet or it was
 * written in another format (the caller then reads the tables).
 */
export async function readCatalogueSnapshot(db: Queryable): Promise<CatalogueDocument | null> {
  const { rows } = await db.query<Pick<CatalogueSnapshotRow, 'document'>>('SELECT document FROM catalogue_snapshot');
  const row = rows[0];
  if (!row) return null;
  const document = JSON.parse(row.document) as CatalogueDocument;
  if (document.format !== DOCUMENT_FORMAT) return null;
  if (document.meta) document.meta.loaded_at = new Date(document.meta.loaded_at);
  return document;
}

/** True when the stored document matches the catalogue version and this code's document format. */
export async function catalogueSnapshotIsCurrent(db: Queryable, catalogueVersion: string): Promise<boolean> {
  const { rows } = await db.query<Pick<CatalogueSnapshotRow, 'version'>>('SELECT version FROM catalogue_snapshot');
  return rows[0]?.version === `${catalogueVersion}#${DOCUMENT_FORMAT}`;
}

export async function writeCatalogueSnapshot(db: Queryable, document: CatalogueDocument): Promise<void> {
  await db.query(
    `INSERT INTO catalogue_snapshot (id, version, document) VALUES (1, $1, $2)
     ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, document = EXCLUDED.document, written_at = now()`,
    [`${document.meta?.version ?? ''}#${DOCUMENT_FORMAT}`, JSON.stringify(document)],
  );
}

async function readCatalogueTablesFrom(tx: Queryable): Promise<CatalogueTables> {
  const all = async <Row>(sql: string) => (await tx.query<Row>(sql)).rows;
  return {
    meta: (await all<CatalogueMetaRow>('SELECT id, version, source, industry_count, loaded_at FROM catalogue_meta'))[0] ?? null,
    taxonomies: await all<TaxonomyRow>('SELECT id, abbr, revision, name, structure, position FROM taxonomies ORDER BY position'),
    classificationNodes: await all<ClassificationNodeRow>(
      'SELECT taxonomy_id, code, name, level, parent_code FROM classification_nodes ORDER BY taxonomy_id, code',
    ),
    insuranceClasses: await all<InsuranceClassRow>(
      'SELECT id, name, slug, fallback_id, grouping, personal, position FROM insurance_classes ORDER BY position',
    ),
    insuranceClassIncludes: await all<InsuranceClassIncludeRow>('SELECT class_id, included_id FROM insurance_class_includes'),
    reportThemes: await all<ReportThemeRow>('SELECT id, label, value, company_ids, position FROM report_themes ORDER BY position'),
    industries: await all<IndustryRow>(
      'SELECT id, name, alias_of, anzsic_class, has_market, trial, quizzes, indicative_rates, search_name FROM industries',
    ),
    industryCodes: await all<IndustryCodeRow>('SELECT industry_id, taxonomy_id, code FROM industry_codes'),
    // One row per industry with its ratings as arrays: a fifteenth of the rows, no comments.
    hazardScores: await all<HazardScores>(
      `SELECT industry_id, array_agg(class_id ORDER BY class_id) AS class_ids, array_agg(rating ORDER BY class_id) AS ratings
         FROM hazard_ratings GROUP BY industry_id`,
    ),
    checklistItems: await all<ChecklistItemRow>(
      'SELECT id, class_id, type, section, title, divisions, keywords FROM checklist_items ORDER BY id',
    ),
    exposures: await all<ExposureRow>('SELECT id, class_id, text, divisions, keywords FROM exposures ORDER BY id'),
    materialsEquipment: await all<MaterialEquipmentRow>('SELECT id, name, divisions, keywords FROM materials_equipment ORDER BY id'),
    endorsements: await all<EndorsementRow>(
      'SELECT code, mark, type_name, heading, text, explanation, divisions, keywords, position FROM endorsements ORDER BY position',
    ),
    courses: await all<CourseRow>('SELECT id, name, description, cover, guides, position FROM courses ORDER BY position'),
    courseUnits: await all<CourseUnitRow>(
      'SELECT id, course_id, sequence, title, text, media FROM course_units ORDER BY course_id, sequence',
    ),
    courseQuestions: await all<CourseQuestionRow>(
      'SELECT id, course_id, position, question, comment, answers FROM course_questions ORDER BY course_id, position',
    ),
  };
}
