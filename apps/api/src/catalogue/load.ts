import type { Database, Queryable } from '../db/client.js';
import type { Catalogue } from './types.js';

const BATCH = 1500;

/**
 * Replaces the whole catalogue inside one transaction: a failure anywhere leaves the previous catalogue
 * untouched. Rows travel as JSON batches expanded by jsonb_to_recordset, a few statements per thousand
 * industries instead of one per row, which keeps the first start of the embedded database short.
 */
export async function loadCatalogue(db: Database, catalogue: Catalogue): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of ['course_questions', 'course_units', 'courses', 'endorsements', 'materials_equipment', 'exposures', 'checklist_items']) {
      await tx.query(`DELETE FROM ${table}`);
    }
    await tx.query('DELETE FROM hazard_ratings');
    await tx.query('DELETE FROM industry_codes');
    await tx.query('DELETE FROM industries');
    await tx.query('DELETE FROM insurance_class_includes');
    await tx.query('DELETE FROM insurance_classes');
    await tx.query('DELETE FROM classification_nodes');
    await tx.query('DELETE FROM taxonomies');
    await tx.query('DELETE FROM report_themes');
    await tx.query('DELETE FROM catalogue_meta');

    await insertJson(tx, 'taxonomies', catalogue.taxonomies.map((taxonomy, position) => ({ ...taxonomy, position })),
      'id int, abbr text, revision text, name text, structure text, position int');
    await insertJson(tx, 'classification_nodes', catalogue.classifications,
      'taxonomy_id int, code text, name text, level text, parent_code text');
    await insertJson(tx, 'insurance_classes', catalogue.insurance_classes.map(({ includes: _includes, ...rest }, position) => ({ ...rest, position })),
      'id int, name text, slug text, fallback_id int, grouping text, personal boolean, position int');
    await insertJson(tx, 'insurance_class_includes', catalogue.insurance_classes.flatMap((insuranceClass) =>
      insuranceClass.includes.map((included_id) => ({ class_id: insuranceClass.id, included_id }))),
      'class_id int, included_id int');
    await insertJson(tx, 'report_themes', catalogue.report_themes.map((theme, position) => ({ ...theme, position })),
      'id int, label text, value jsonb, company_ids int[], position int');

    // Canonical entries first: aliases reference them.
    const ordered = [...catalogue.industries].sort((a, b) => Number(a.alias_of !== null) - Number(b.alias_of !== null));
    await insertJson(tx, 'industries', ordered.map((industry) => ({
      id: industry.id,
      name: industry.name,
      alias_of: industry.alias_of,
      anzsic_class: industry.anzsic_class,
      has_market: industry.has_market,
      trial: industry.trial,
      quizzes: industry.quizzes,
      indicative_rates: industry.indicative_rates,
      search_name: searchName(industry.name),
    })), 'id int, name text, alias_of int, anzsic_class text, has_market boolean, trial boolean, quizzes jsonb, indicative_rates jsonb, search_name text');
    await insertJson(tx, 'industry_codes', catalogue.industries.flatMap((industry) =>
      Object.entries(industry.codes).map(([taxonomy, code]) => ({ industry_id: industry.id, taxonomy_id: Number(taxonomy), code }))),
      'industry_id int, taxonomy_id int, code text');
    await insertJson(tx, 'hazard_ratings', catalogue.industries.flatMap((industry) =>
      industry.hazard.map((rating) => ({ industry_id: industry.id, ...rating }))),
      'industry_id int, class_id int, rating smallint, comment text');

    await insertJson(tx, 'checklist_items', catalogue.checklist_items,
      'id int, class_id int, type text, section text, title text, divisions text[], keywords text[]');
    await insertJson(tx, 'exposures', catalogue.exposures, 'id int, class_id int, text text, divisions text[], keywords text[]');
    await insertJson(tx, 'materials_equipment', catalogue.materials_equipment, 'id int, name text, divisions text[], keywords text[]');
    await insertJson(tx, 'endorsements', catalogue.endorsements.map((endorsement, position) => ({ ...endorsement, position })),
      'code text, mark text, type_name text, heading text, text text, explanation text, divisions text[], keywords text[], position int');
    await insertJson(tx, 'courses', catalogue.courses.map(({ units: _units, questions: _questions, ...course }, position) => ({ ...course, position })),
      'id int, name text, description text, cover text, guides jsonb, position int');
    await insertJson(tx, 'course_units', catalogue.courses.flatMap((course) =>
      course.units.map((unit, sequence) => ({ ...unit, course_id: course.id, sequence: sequence + 1 }))),
      'id int, course_id int, sequence int, title text, text text');
    await insertJson(tx, 'course_questions', catalogue.courses.flatMap((course) =>
      course.questions.map((question, position) => ({ ...question, course_id: course.id, position }))),
      'id int, course_id int, position int, question text, comment text, answers jsonb');

    await tx.query(
      `INSERT INTO catalogue_meta (version, source, industry_count) VALUES ($1, $2, $3)`,
      [catalogue.version, catalogue.source, catalogue.industries.filter((industry) => industry.alias_of === null).length],
    );
  });
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

async function insertJson(tx: Queryable, table: string, rows: object[], columns: string): Promise<void> {
  const names = columns.split(',').map((column) => column.trim().split(' ')[0]).join(', ');
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await tx.query(
      `INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS row_data(${columns})`,
      [JSON.stringify(batch)],
    );
  }
}

export async function currentCatalogueVersion(db: Queryable): Promise<string | null> {
  const { rows } = await db.query<{ version: string }>('SELECT version FROM catalogue_meta');
  return rows[0]?.version ?? null;
}
