import { LoadingCache } from '../caching/loading-cache.js';
import { ResponseMemo } from '../caching/response-memo.js';
import { industryFromTuple, type CatalogueDocument } from './document.js';
import { searchName } from './load.js';
import { ContentIndex, type IndustryContent } from './content/industry-content.js';
import { SearchIndex } from './search/search-index.js';
import { catalogueSynonyms } from './search/synonyms.js';
import { tradeWords } from './search/trade-words.js';
import { TAXONOMY } from './types.js';
import type {
  CatalogueMetaRow,
  ChecklistItemRow,
  ClassificationNodeRow,
  CourseQuestionRow,
  CourseRow,
  CourseUnitRow,
  EndorsementRow,
  ExposureRow,
  HazardRatingRow,
  IndustryRow,
  InsuranceClassRow,
  MaterialEquipmentRow,
  ReportThemeRow,
  TaxonomyRow,
} from '../db/rows.js';

/** An insurance class with the classes it includes, in catalogue order. */
export interface InsuranceClass extends InsuranceClassRow {
  includes: { id: number; name: string; slug: string }[];
}

/** An industry (or alias) with its code in each taxonomy. */
export interface IndustryEntry extends IndustryRow {
  /** Code per taxonomy id. */
  codes: ReadonlyMap<number, string>;
}

/** A course with its units and questions, in order. */
export interface CourseEntry extends CourseRow {
  units: CourseUnitRow[];
  questions: CourseQuestionRow[];
}

/** Industries whose comments stay in memory at once; a typical day's research fits many times over. */
const COMMENT_CACHE_INDUSTRIES = 5_000;
/** Serialised catalogue answers kept per snapshot: about 4,000 hazard indexes at 9 KB, or far more industries. */
const RESPONSE_MEMO_BYTES = 48 * 1024 * 1024;
/** Serialised search pages kept per snapshot: about 1,000 full pages of 100, kept apart so keystrokes never evict the above. */
const SEARCH_MEMO_BYTES = 8 * 1024 * 1024;

/** One serialised page of `GET /industries` and whether a next page exists (its `Link` depends on the request URL). */
export interface SearchAnswer {
  body: Buffer;
  hasNext: boolean;
  byteLength: number;
}

const byName = (a: IndustryEntry, b: IndustryEntry) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id);

/** The A–Z letter a name files under: its first letter, upper case, without accents (É files under E). */
const initialOf = (name: string) => name.normalize('NFD').charAt(0).toUpperCase();

function groupBy<Item, Key>(items: readonly Item[], key: (item: Item) => Key): Map<Key, Item[]> {
  const groups = new Map<Key, Item[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/**
 * The whole catalogue in memory, indexed for the read paths. Immutable: a reload builds a new snapshot
 * and swaps it in, so a request always reads one consistent catalogue.
 */
export class CatalogueSnapshot {
  readonly meta: CatalogueMetaRow | null;
  readonly taxonomies: readonly TaxonomyRow[];
  readonly insuranceClasses: readonly InsuranceClass[];
  readonly reportThemes: readonly ReportThemeRow[];
  /** Canonical industries (no aliases), by name. */
  readonly industries: readonly IndustryEntry[];
  /** Canonical industries and aliases, the raw material of search. */
  readonly searchEntries: readonly IndustryEntry[];
  readonly checklistItems: readonly ChecklistItemRow[];
  readonly exposures: readonly ExposureRow[];
  readonly materialsEquipment: readonly MaterialEquipmentRow[];
  readonly endorsements: readonly EndorsementRow[];
  readonly courses: readonly CourseEntry[];
  /**
   * Answers that depend on this catalogue alone (not on the caller), serialised once: a reload builds
   * a new snapshot, so they can never outlive the data they were made from.
   */
  readonly responses = new ResponseMemo<Buffer>(RESPONSE_MEMO_BYTES, 'catalogue.response');
  /** `GET /industries` pages by every input they depend on (see the search handler). */
  readonly searchAnswers = new ResponseMemo<SearchAnswer>(SEARCH_MEMO_BYTES, 'catalogue.search');
  /** Keyword search over industry and alias names, built with the snapshot. */
  readonly searchIndex: SearchIndex;

  private readonly industriesById = new Map<number, IndustryEntry>();
  private readonly industriesByClass: Map<string, IndustryEntry[]>;
  /** Canonical industries by the first letter of their name (upper case, accents dropped), in name order. */
  private readonly industriesByLetter: Map<string, IndustryEntry[]>;
  private readonly industriesByCode = new Map<string, IndustryEntry[]>();
  /** Per taxonomy: canonical industries sorted by code, then name, for exact-then-prefix code search. */
  private readonly industriesInCodeOrder = new Map<number, { code: string; entry: IndustryEntry }[]>();
  private readonly ratingsByIndustry = new Map<number, Pick<HazardRatingRow, 'class_id' | 'rating'>[]>();
  private readonly comments: LoadingCache<number, ReadonlyMap<number, string>>;
  private readonly nodeChildren: Map<string, ClassificationNodeRow[]>;
  private readonly nodeNames: Map<string, string>;
  /** ANZSIC division letter per ANZSIC code (division, subdivision, group, class). */
  private readonly divisions = new Map<string, string>();
  private readonly content: ContentIndex;

  /**
   * @param loadComments reads one industry's rating comments; they are most of the catalogue's bytes,
   *   so they are read on first use and kept for the life of this snapshot (a reload starts afresh).
   */
  constructor(document: CatalogueDocument, loadComments: (industryId: number) => Promise<ReadonlyMap<number, string>>) {
    this.meta = document.meta;
    this.taxonomies = document.taxonomies;
    this.reportThemes = document.reportThemes;
    this.checklistItems = document.checklistItems;
    this.exposures = document.exposures;
    this.materialsEquipment = document.materialsEquipment;
    this.endorsements = document.endorsements;

    const classesById = new Map(document.insuranceClasses.map((row) => [row.id, row]));
    const includes = groupBy(document.insuranceClassIncludes, (row) => row.class_id);
    this.insuranceClasses = document.insuranceClasses.map((row) => ({
      ...row,
      includes: (includes.get(row.id) ?? [])
        .map((include) => classesById.get(include.included_id))
        .filter((included): included is InsuranceClassRow => included !== undefined)
        .sort((a, b) => a.position - b.position)
        .map(({ id, name, slug }) => ({ id, name, slug })),
    }));

    // One pass over the tuples builds every industry index; no row is copied twice.
    const entries: IndustryEntry[] = [];
    const canonical: IndustryEntry[] = [];
    for (const tuple of document.industries) {
      const codes = new Map<number, string>();
      for (const taxonomyId in tuple[5]) codes.set(Number(taxonomyId), tuple[5][taxonomyId]!);
      const entry: IndustryEntry = Object.assign(industryFromTuple(tuple, searchName), { codes });
      entries.push(entry);
      this.industriesById.set(entry.id, entry);
      const ratings = tuple[8];
      if (ratings.length > 0) {
        const scores: Pick<HazardRatingRow, 'class_id' | 'rating'>[] = [];
        ratings.forEach((rating, index) => {
          if (rating !== null) scores.push({ class_id: document.ratedClassIds[index]!, rating });
        });
        this.ratingsByIndustry.set(entry.id, scores);
      }
      if (entry.alias_of !== null) continue;
      canonical.push(entry);
      for (const [taxonomyId, code] of codes) {
        const key = `${taxonomyId}:${code}`;
        const list = this.industriesByCode.get(key);
        if (list) list.push(entry);
        else this.industriesByCode.set(key, [entry]);
      }
    }
    canonical.sort(byName);
    for (const list of this.industriesByCode.values()) list.sort(byName);
    this.searchEntries = entries;
    this.industries = canonical;
    const nameRank = new Map(canonical.map((entry, index) => [entry.id, index]));
    this.searchIndex = new SearchIndex(
      entries,
      catalogueSynonyms(),
      (id) => nameRank.get(id)!,
      tradeWords(document.classificationNodes, catalogueSynonyms()),
    );
    for (const entry of canonical) {
      for (const [taxonomyId, code] of entry.codes) {
        const list = this.industriesInCodeOrder.get(taxonomyId);
        if (list) list.push({ code, entry });
        else this.industriesInCodeOrder.set(taxonomyId, [{ code, entry }]);
      }
    }
    // canonical is in name order and the sort is stable, so equal codes stay by name.
    for (const list of this.industriesInCodeOrder.values()) list.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
    this.industriesByClass = groupBy(canonical, (entry) => entry.anzsic_class);
    this.industriesByLetter = groupBy(canonical, (entry) => initialOf(entry.name));
    this.comments = new LoadingCache(loadComments, { maxEntries: COMMENT_CACHE_INDUSTRIES, name: 'catalogue.comments' });
    this.nodeChildren = groupBy(document.classificationNodes, (row) => `${row.taxonomy_id}:${row.parent_code ?? ''}`);
    this.nodeNames = new Map(document.classificationNodes.map((row) => [`${row.taxonomy_id}:${row.code}`, row.name]));
    const anzsicParents = new Map<string, string | null>();
    for (const row of document.classificationNodes) if (row.taxonomy_id === TAXONOMY.anzsic) anzsicParents.set(row.code, row.parent_code);
    for (const code of anzsicParents.keys()) {
      let division = code;
      for (let parent = anzsicParents.get(division); parent; parent = anzsicParents.get(division)) division = parent;
      this.divisions.set(code, division);
    }
    this.content = new ContentIndex(document);

    const units = groupBy(document.courseUnits, (row) => row.course_id);
    const questions = groupBy(document.courseQuestions, (row) => row.course_id);
    this.courses = document.courses.map((course) => ({
      ...course,
      units: units.get(course.id) ?? [],
      questions: questions.get(course.id) ?? [],
    }));
  }

  get loaded(): boolean {
    return this.meta !== null;
  }

  /** An industry or alias by id. */
  industry(id: number): IndustryEntry | undefined {
    return this.industriesById.get(id);
  }

  /** The industry an id stands for: itself, or the target of an alias. */
  canonicalIndustry(id: number): IndustryEntry | undefined {
    const entry = this.industriesById.get(id);
    if (!entry || entry.alias_of === null) return entry;
    return this.industriesById.get(entry.alias_of);
  }

  /** Other industries of the same ANZSIC class, by name. */
  relatedIndustries(industry: IndustryEntry, limit: number): IndustryEntry[] {
    const related: IndustryEntry[] = [];
    for (const entry of this.industriesByClass.get(industry.anzsic_class) ?? []) {
      if (entry.id === industry.id) continue;
      related.push(entry);
      if (related.length === limit) break;
    }
    return related;
  }

  /** Canonical industries whose name starts with this letter (any case), by name: browsing by name A–Z. */
  industriesByInitial(letter: string): readonly IndustryEntry[] {
    return this.industriesByLetter.get(initialOf(letter)) ?? [];
  }

  /** Canonical industries that carry exactly this code, by name. */
  industriesWithCode(taxonomyId: number, code: string): readonly IndustryEntry[] {
    return this.industriesByCode.get(`${taxonomyId}:${code}`) ?? [];
  }

  /** Canonical industries whose code in the taxonomy is `prefix` or starts with it: exact codes first, then by code and name. */
  *industriesByCodePrefix(taxonomyId: number, prefix: string): Generator<IndustryEntry> {
    const list = this.industriesInCodeOrder.get(taxonomyId) ?? [];
    let low = 0;
    let high = list.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (list[middle]!.code < prefix) low = middle + 1;
      else high = middle;
    }
    for (let index = low; index < list.length && list[index]!.code.startsWith(prefix); index += 1) yield list[index]!.entry;
  }

  /** The checklist, exposures, materials and endorsements that apply to an industry. */
  industryContent(industry: IndustryEntry): IndustryContent {
    return this.content.for({
      id: industry.id,
      division: this.divisionOf(industry.anzsic_class) ?? '',
      anzsicClass: industry.anzsic_class,
      searchName: industry.search_name,
    });
  }

  /** The ANZSIC division letter of an ANZSIC code. */
  divisionOf(anzsicCode: string): string | undefined {
    return this.divisions.get(anzsicCode);
  }

  /** An insurance class by id. */
  insuranceClass(id: number): InsuranceClass | undefined {
    return this.insuranceClasses.find((insuranceClass) => insuranceClass.id === id);
  }

  /** An industry's ratings by class, without comments. */
  hazardScores(industryId: number): readonly Pick<HazardRatingRow, 'class_id' | 'rating'>[] {
    return this.ratingsByIndustry.get(industryId) ?? [];
  }

  /** An industry's ratings with their HTML comments. */
  async hazardRatings(industryId: number): Promise<Omit<HazardRatingRow, 'industry_id'>[]> {
    const scores = this.hazardScores(industryId);
    if (scores.length === 0) return [];
    const comments = (await this.comments.get(industryId)) ?? new Map<number, string>();
    return scores.map((score) => ({ ...score, comment: comments.get(score.class_id) ?? '' }));
  }

  taxonomy(id: number): TaxonomyRow | undefined {
    return this.taxonomies.find((taxonomy) => taxonomy.id === id);
  }

  /** A taxonomy by its route form (`anzsic/2006`): abbreviation and revision, lower case. */
  taxonomyByRoute(abbr: string, revision: string): TaxonomyRow | undefined {
    return this.taxonomies.find((taxonomy) => taxonomy.abbr.toLowerCase() === abbr && taxonomy.revision.toLowerCase() === revision);
  }

  /** Child nodes of a classification node (or the top level when `parentCode` is null), by code. */
  classificationChildren(taxonomyId: number, parentCode: string | null): readonly ClassificationNodeRow[] {
    return this.nodeChildren.get(`${taxonomyId}:${parentCode ?? ''}`) ?? [];
  }

  hasClassificationNode(taxonomyId: number, code: string): boolean {
    return this.nodeNames.has(`${taxonomyId}:${code}`);
  }

  /** The name of a classification node (an ANZSIC class, a UK SIC subclass), if the code is one. */
  classificationName(taxonomyId: number, code: string): string | undefined {
    return this.nodeNames.get(`${taxonomyId}:${code}`);
  }

  /** The shared report themes plus the partner themes of the given companies. */
  themesForCompanies(companyIds: readonly number[]): ReportThemeRow[] {
    return this.reportThemes.filter(
      (theme) => theme.company_ids.length === 0 || theme.company_ids.some((companyId) => companyIds.includes(companyId)),
    );
  }
}
