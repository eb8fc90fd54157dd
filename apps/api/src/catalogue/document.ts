import type { Country, IndustryRow } from '../db/rows.js';
import type { CatalogueTables } from './tables.js';

/**
 * The catalogue as one compact JSON document, stored beside the tables (catalogue_snapshot) and read by
 * every replica in a single query when it (re)loads. Industries are tuples rather than objects and carry
 * their codes and ratings, which makes the document less than half the size of the rows it stands for
 * and quick to parse. Rating comments are not in it: they are read per industry on demand.
 */
export interface CatalogueDocument extends Omit<CatalogueTables, 'industries' | 'industryCodes' | 'hazardScores'> {
  format: typeof DOCUMENT_FORMAT;
  /** The class ids that `IndustryTuple[8]` rates, in that order. */
  ratedClassIds: number[];
  industries: IndustryTuple[];
}

export const DOCUMENT_FORMAT = 1;

/** Flags of an industry, as bits. */
const HAS_MARKET = 1;
const TRIAL = 2;

export type IndustryTuple = [
  id: number,
  name: string,
  aliasOf: number | null,
  anzsicClass: string,
  flags: number,
  /** Code per taxonomy id. */
  codes: Record<string, string>,
  quizzes: [quizId: number, country: 'au' | 'nz'][],
  rates: [country: Country, average: number, weight: number][],
  /** Rating per class of `ratedClassIds`; null where the industry has none. */
  ratings: (number | null)[],
];

export function documentFromTables(tables: CatalogueTables): CatalogueDocument {
  const { industries, industryCodes, hazardScores, ...rest } = tables;
  const ratedClassIds = [...new Set(hazardScores.flatMap((scores) => scores.class_ids))].sort((a, b) => a - b);
  const classIndex = new Map(ratedClassIds.map((classId, index) => [classId, index]));
  const codes = new Map<number, Record<string, string>>();
  for (const row of industryCodes) {
    const forIndustry = codes.get(row.industry_id) ?? {};
    forIndustry[String(row.taxonomy_id)] = row.code;
    codes.set(row.industry_id, forIndustry);
  }
  const ratings = new Map<number, (number | null)[]>();
  for (const scores of hazardScores) {
    const aligned: (number | null)[] = ratedClassIds.map(() => null);
    scores.class_ids.forEach((classId, index) => {
      aligned[classIndex.get(classId)!] = scores.ratings[index]!;
    });
    ratings.set(scores.industry_id, aligned);
  }
  return {
    format: DOCUMENT_FORMAT,
    ...rest,
    ratedClassIds,
    industries: industries.map((row): IndustryTuple => [
      row.id,
      row.name,
      row.alias_of,
      row.anzsic_class,
      (row.has_market ? HAS_MARKET : 0) | (row.trial ? TRIAL : 0),
      codes.get(row.id) ?? {},
      row.quizzes.map((quiz) => [quiz.quiz_id, quiz.country]),
      row.indicative_rates.map((rate) => [rate.country, rate.avg, rate.weight]),
      ratings.get(row.id) ?? [],
    ]),
  };
}

/** The industry row a tuple stands for (`search_name` is derived by the caller's folding function). */
export function industryFromTuple(tuple: IndustryTuple, searchName: (name: string) => string): IndustryRow {
  const [id, name, aliasOf, anzsicClass, flags, , quizzes, rates] = tuple;
  return {
    id,
    name,
    alias_of: aliasOf,
    anzsic_class: anzsicClass,
    has_market: (flags & HAS_MARKET) !== 0,
    trial: (flags & TRIAL) !== 0,
    quizzes: quizzes.map(([quizId, country]) => ({ quiz_id: quizId, country })),
    indicative_rates: rates.map(([country, avg, weight]) => ({ country, avg, weight })),
    search_name: searchName(name),
  };
}
