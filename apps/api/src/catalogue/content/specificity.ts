/**
 * How specific each industry's content is: the figures `npm run catalogue:lint` and `npm run bench -- specificity`
 * print (docs/catalogue.md, "Specificity"). Works on a built catalogue, with no database.
 */
import { searchName } from '../load.js';
import type { Catalogue, CatalogueIndustry } from '../types.js';
import { ContentIndex, type ContentSubject } from './industry-content.js';
import { matchRank, TRADE_RANK } from './relevance.js';

/** The fixed, diverse sample of issue #21: one industry from each of sixteen unrelated trades. */
export const SAMPLE_INDUSTRIES = [
  'Bakery (baking on premises)',
  'Accountant - public practice',
  'Child care centre',
  'Road freight carrier',
  'Software developer - custom',
  'Dairy farm',
  'Plumber',
  'Pub',
  'Private hospital',
  'Hairdresser',
  'Supermarket',
  'Commercial builder',
  'Winery',
  'Dentist - general',
  'Real estate agent',
  'Gymnasium',
] as const;

/** The goals of issue #21 for the sample's mean pairwise Jaccard similarity. */
export const JACCARD_GOALS = { exposures: 0.25, keyQuestions: 0.35 } as const;
/**
 * Before the content model could be specific: main at 7e73e6b (2026-11-28) measured the same way (issue #21
 * reported 0.70 and 0.63 through the API).
 */
export const JACCARD_BEFORE = { exposures: 0.716, keyQuestions: 0.628 } as const;
/** Every industry should have at least this many exposure lines that name its own trade. */
export const TRADE_EXPOSURES_GOAL = 3;

export function subjectOf(catalogue: Catalogue, industry: CatalogueIndustry): ContentSubject {
  const division = divisionsByClass(catalogue).get(industry.anzsic_class) ?? '';
  return { id: industry.id, division, anzsicClass: industry.anzsic_class, searchName: searchName(industry.name) };
}

const divisionCache = new WeakMap<Catalogue, Map<string, string>>();

function divisionsByClass(catalogue: Catalogue): Map<string, string> {
  let map = divisionCache.get(catalogue);
  if (map) return map;
  const parents = new Map<string, string | null>();
  for (const node of catalogue.classifications) if (node.taxonomy_id === 8) parents.set(node.code, node.parent_code);
  map = new Map();
  for (const code of parents.keys()) {
    let current: string | null | undefined = code;
    while (current && parents.get(current)) current = parents.get(current);
    if (current) map.set(code, current);
  }
  divisionCache.set(catalogue, map);
  return map;
}

export interface IndustryLines {
  exposures: { text: string; rank: number }[];
  keyQuestions: { text: string; rank: number }[];
  checklist: { text: string; rank: number }[];
  materials: { text: string; rank: number }[];
}

const indexCache = new WeakMap<Catalogue, ContentIndex>();

/** An industry's lines as the API serves them (the same ContentIndex), each with the rank it applies at. */
export function linesOf(catalogue: Catalogue, industry: CatalogueIndustry): IndustryLines {
  let index = indexCache.get(catalogue);
  if (!index) {
    index = new ContentIndex({
      checklistItems: catalogue.checklist_items,
      exposures: catalogue.exposures,
      materialsEquipment: catalogue.materials_equipment,
      endorsements: catalogue.endorsements.map((row, position) => ({ ...row, position })),
    });
    indexCache.set(catalogue, index);
  }
  const subject = subjectOf(catalogue, industry);
  const content = index.for(subject);
  const materialRank = new Map(catalogue.materials_equipment.map((row) => [row.name, matchRank(row, subject)]));
  const ranked = <Row extends { divisions: string[]; keywords: string[] }>(rows: readonly Row[], text: (row: Row) => string) =>
    rows.map((row) => ({ text: text(row), rank: matchRank(row, subject) }));
  const checklist = ranked(content.checklist, (row) => row.title);
  return {
    exposures: ranked(content.exposures, (row) => row.text),
    keyQuestions: ranked(
      content.checklist.filter((row) => row.type === 'Key'),
      (row) => row.title,
    ),
    checklist,
    materials: content.materials.map((name) => ({ text: name, rank: materialRank.get(name) ?? 0 })),
  };
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  return shared / (a.size + b.size - shared);
}

export function meanPairwiseJaccard(sets: readonly ReadonlySet<string>[]): number {
  let sum = 0;
  let pairs = 0;
  for (let i = 0; i < sets.length; i += 1) {
    for (let j = i + 1; j < sets.length; j += 1) {
      sum += jaccard(sets[i]!, sets[j]!);
      pairs += 1;
    }
  }
  return pairs === 0 ? 0 : sum / pairs;
}

export function findIndustry(catalogue: Catalogue, name: string): CatalogueIndustry {
  const industry = catalogue.industries.find((candidate) => candidate.name === name && candidate.alias_of === null);
  if (!industry) throw new Error(`The specificity sample names "${name}", which the catalogue does not have`);
  return industry;
}

export interface SampleFigures {
  exposuresJaccard: number;
  keyQuestionsJaccard: number;
  /** Sample industries with fewer than TRADE_EXPOSURES_GOAL exposure lines naming their own trade. */
  fewTradeExposures: string[];
  perIndustry: { name: string; exposures: number; tradeExposures: number; keyQuestions: number }[];
}

export function sampleFigures(catalogue: Catalogue, names: readonly string[] = SAMPLE_INDUSTRIES): SampleFigures {
  const lines = names.map((name) => ({ name, lines: linesOf(catalogue, findIndustry(catalogue, name)) }));
  const perIndustry = lines.map(({ name, lines: industry }) => ({
    name,
    exposures: industry.exposures.length,
    tradeExposures: industry.exposures.filter((line) => line.rank >= TRADE_RANK).length,
    keyQuestions: industry.keyQuestions.length,
  }));
  return {
    exposuresJaccard: meanPairwiseJaccard(lines.map(({ lines: industry }) => new Set(industry.exposures.map((line) => line.text)))),
    keyQuestionsJaccard: meanPairwiseJaccard(lines.map(({ lines: industry }) => new Set(industry.keyQuestions.map((line) => line.text)))),
    fewTradeExposures: perIndustry.filter((industry) => industry.tradeExposures < TRADE_EXPOSURES_GOAL).map((industry) => industry.name),
    perIndustry,
  };
}

/** The share of an industry's exposure, checklist and material lines that name its own trade. */
export function specificityOf(lines: IndustryLines): number {
  const all = [...lines.exposures, ...lines.checklist, ...lines.materials];
  return all.length === 0 ? 0 : all.filter((line) => line.rank >= TRADE_RANK).length / all.length;
}
