/** The catalogue as imported: the shape `catalogue.schema.json` publishes for `npm run catalogue:import`. */
export interface Catalogue {
  version: string;
  source: string;
  taxonomies: CatalogueTaxonomy[];
  classifications: CatalogueClassification[];
  insurance_classes: CatalogueInsuranceClass[];
  report_themes: CatalogueReportTheme[];
  industries: CatalogueIndustry[];
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
