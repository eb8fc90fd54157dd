/** The catalogue as imported: the shape `catalogue.schema.json` publishes for `npm run catalogue:import`. */
export interface Catalogue {
  version: string;
  source: string;
  taxonomies: CatalogueTaxonomy[];
  classifications: CatalogueClassification[];
  insurance_classes: CatalogueInsuranceClass[];
  report_themes: CatalogueReportTheme[];
  industries: CatalogueIndustry[];
  checklist_items: CatalogueChecklistItem[];
  exposures: CatalogueExposure[];
  materials_equipment: CatalogueMaterial[];
  endorsements: CatalogueEndorsement[];
  courses: CatalogueCourse[];
}

/**
 * Which industries a content line applies to (docs/catalogue.md, "Content relevance"): `divisions` holds ANZSIC
 * codes (division letter, subdivision, group or class), `keywords` name-word starts; a `!` prefix excludes.
 * No inclusion at all: every industry the exclusions leave.
 */
export interface CatalogueRelevance {
  divisions: string[];
  keywords: string[];
}

export interface CatalogueChecklistItem extends CatalogueRelevance {
  id: number;
  class_id: number;
  type: 'Core' | 'General' | 'Key';
  section: string;
  title: string;
}

export interface CatalogueExposure extends CatalogueRelevance {
  id: number;
  class_id: number;
  text: string;
}

export interface CatalogueMaterial extends CatalogueRelevance {
  id: number;
  name: string;
}

export interface CatalogueEndorsement extends CatalogueRelevance {
  code: string;
  mark: 'Mark IV' | 'Mark V';
  type_name: string;
  heading: string;
  /** HTML. */
  text: string;
  /** HTML. */
  explanation: string;
}

export interface CatalogueCourse {
  id: number;
  name: string;
  description: string;
  cover: string | null;
  guides: { icon: string; title: string; content: string }[];
  units: { id: number; title: string; text: string; media?: string | null }[];
  questions: { id: number; question: string; comment: string; answers: { id: number; answer: string; is_correct: boolean }[] }[];
}

export interface CatalogueTaxonomy {
  id: number;
  abbr: string;
  revision: string;
  name: string;
  /** Comma-separated level names, top first; the last is always Industry. */
  structure: string;
}

export interface CatalogueClassification {
  taxonomy_id: number;
  code: string;
  name: string;
  level: string;
  parent_code: string | null;
}

export interface CatalogueInsuranceClass {
  id: number;
  name: string;
  slug: string;
  fallback_id: number | null;
  grouping: 'commercial' | 'personal' | 'core';
  personal: boolean;
  includes: number[];
}

export interface CatalogueReportTheme {
  id: number;
  label: string;
  value: { colorTitle: string; colorBg1: string; colorBg2: string; colorBar: string };
  company_ids: number[];
}

export interface CatalogueIndustry {
  id: number;
  name: string;
  anzsic_class: string;
  alias_of: number | null;
  /** Code per taxonomy id ("4", "8", "12"). */
  codes: Record<string, string>;
  has_market: boolean;
  trial: boolean;
  quizzes: { quiz_id: number; country: 'au' | 'nz' }[];
  indicative_rates: { country: string; avg: number; weight: number }[];
  hazard: { class_id: number; rating: number; comment: string }[];
}

export const TAXONOMY = { provider: 4, anzsic: 8, uksic: 12 } as const;
