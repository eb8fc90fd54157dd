import { createRequire } from 'node:module';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Catalogue } from './types.js';

const require = createRequire(import.meta.url);
const schema = require('./catalogue.schema.json') as object;
const validateShape = new Ajv2020({ allErrors: true, strict: true }).compile<Catalogue>(schema);

export class CatalogueValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`The catalogue is invalid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

const MAX_PROBLEMS = 20;

/** Checks the shape against the published schema, then the references a schema cannot express. */
export function validateCatalogue(input: unknown): Catalogue {
  if (!validateShape(input)) {
    const problems = (validateShape.errors ?? [])
      .slice(0, MAX_PROBLEMS)
      .map(
        (error) =>
          `${error.instancePath || '/'} ${error.message ?? 'is invalid'}${error.params && 'additionalProperty' in error.params ? ` (${String(error.params.additionalProperty)})` : ''}`,
      );
    throw new CatalogueValidationError(problems);
  }
  const problems = referenceProblems(input);
  if (problems.length > 0) throw new CatalogueValidationError(problems.slice(0, MAX_PROBLEMS));
  return input;
}

function referenceProblems(catalogue: Catalogue): string[] {
  const problems: string[] = [];
  const note = (problem: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push(problem);
  };
  const taxonomyIds = new Set(catalogue.taxonomies.map((taxonomy) => taxonomy.id));
  const classIds = new Set<number>();
  for (const insuranceClass of catalogue.insurance_classes) {
    if (classIds.has(insuranceClass.id)) note(`/insurance_classes: id ${insuranceClass.id} repeated`);
    classIds.add(insuranceClass.id);
  }
  for (const insuranceClass of catalogue.insurance_classes) {
    for (const ref of [...insuranceClass.includes, ...(insuranceClass.fallback_id === null ? [] : [insuranceClass.fallback_id])]) {
      if (!classIds.has(ref)) note(`/insurance_classes: ${insuranceClass.slug} refers to unknown class ${ref}`);
    }
  }
  const nodeKeys = new Set(catalogue.classifications.map((node) => `${node.taxonomy_id}:${node.code}`));
  catalogue.classifications.forEach((node, index) => {
    if (!taxonomyIds.has(node.taxonomy_id)) note(`/classifications/${index} unknown taxonomy ${node.taxonomy_id}`);
    if (node.parent_code !== null && !nodeKeys.has(`${node.taxonomy_id}:${node.parent_code}`)) {
      note(`/classifications/${index} parent ${node.parent_code} does not exist`);
    }
  });
  const industryIds = new Map<number, number>();
  const names = new Set<string>();
  catalogue.industries.forEach((industry, index) => {
    if (industryIds.has(industry.id)) note(`/industries/${index} id ${industry.id} repeated`);
    industryIds.set(industry.id, index);
    const key = industry.name.toLowerCase();
    if (names.has(key)) note(`/industries/${index} name "${industry.name}" repeated`);
    names.add(key);
    if (!nodeKeys.has(`8:${industry.anzsic_class}`))
      note(`/industries/${index} ANZSIC class ${industry.anzsic_class} is not in the classifications`);
    for (const taxonomy of Object.keys(industry.codes)) {
      if (!taxonomyIds.has(Number(taxonomy))) note(`/industries/${index} code for unknown taxonomy ${taxonomy}`);
    }
    industry.hazard.forEach((rating, ratingIndex) => {
      if (!classIds.has(rating.class_id)) note(`/industries/${index}/hazard/${ratingIndex} unknown insurance class ${rating.class_id}`);
    });
  });
  const uniqueIds = (path: string, ids: (number | string)[]) => {
    const seen = new Set<number | string>();
    ids.forEach((id, index) => {
      if (seen.has(id)) note(`/${path}/${index} id ${id} repeated`);
      seen.add(id);
    });
  };
  uniqueIds(
    'checklist_items',
    catalogue.checklist_items.map((item) => item.id),
  );
  uniqueIds(
    'exposures',
    catalogue.exposures.map((item) => item.id),
  );
  uniqueIds(
    'materials_equipment',
    catalogue.materials_equipment.map((item) => item.id),
  );
  uniqueIds(
    'endorsements',
    catalogue.endorsements.map((item) => item.code),
  );
  uniqueIds(
    'courses',
    catalogue.courses.map((course) => course.id),
  );
  uniqueIds(
    'courses/*/units',
    catalogue.courses.flatMap((course) => course.units.map((unit) => unit.id)),
  );
  uniqueIds(
    'courses/*/questions',
    catalogue.courses.flatMap((course) => course.questions.map((question) => question.id)),
  );
  uniqueIds(
    'courses/*/questions/*/answers',
    catalogue.courses.flatMap((course) => course.questions.flatMap((question) => question.answers.map((answer) => answer.id))),
  );
  for (const [path, items] of [
    ['checklist_items', catalogue.checklist_items],
    ['exposures', catalogue.exposures],
  ] as const) {
    items.forEach((item, index) => {
      if (!classIds.has(item.class_id)) note(`/${path}/${index} unknown insurance class ${item.class_id}`);
    });
  }
  catalogue.courses.forEach((course, courseIndex) => {
    course.questions.forEach((question, questionIndex) => {
      if (question.answers.filter((answer) => answer.is_correct).length !== 1) {
        note(`/courses/${courseIndex}/questions/${questionIndex} needs exactly one correct answer`);
      }
    });
  });
  catalogue.industries.forEach((industry, index) => {
    if (industry.alias_of === null) return;
    const target = industryIds.get(industry.alias_of);
    if (target === undefined) note(`/industries/${index} alias_of ${industry.alias_of} does not exist`);
    else if (catalogue.industries[target]!.alias_of !== null) note(`/industries/${index} alias_of ${industry.alias_of} is itself an alias`);
  });
  return problems;
}
