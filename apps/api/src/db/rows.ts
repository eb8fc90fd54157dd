/**
 * One row type per table, as PostgreSQL (PGlite or a server) returns it: the migrations in
 * `migrations/` are the source of truth. Queries that select part of a row use `Pick` of these, and
 * computed columns are spelt out next to the query that computes them.
 */

import type { CountryCode } from '@riskatlas/domain';

/** The contract's country codes (listed once, in @riskatlas/domain). */
export type Country = CountryCode;
export type AppTheme = 'default' | 'natcat';
export type ChecklistType = 'Core' | 'General' | 'Key';

export interface SchemaMigrationRow {
  name: string;
  applied_at: Date;
}

// Catalogue (001_catalogue.sql)

export interface CatalogueMetaRow {
  id: 1;
  version: string;
  source: string;
  industry_count: number;
  loaded_at: Date;
}

export interface CatalogueSnapshotRow {
  id: 1;
  version: string;
  /** JSON of CatalogueTables (catalogue/tables.ts): every catalogue table but the rating comments. */
  document: string;
  written_at: Date;
}

export interface TaxonomyRow {
  id: number;
  abbr: string;
  revision: string;
  name: string;
  /** Comma-separated level names, top first. */
  structure: string;
  position: number;
}

export interface ClassificationNodeRow {
  taxonomy_id: number;
  code: string;
  name: string;
  level: string;
  parent_code: string | null;
}

export interface InsuranceClassRow {
  id: number;
  name: string;
  slug: string;
  fallback_id: number | null;
  grouping: 'commercial' | 'personal' | 'core';
  personal: boolean;
  position: number;
}

export interface InsuranceClassIncludeRow {
  class_id: number;
  included_id: number;
}

export interface IndustryRow {
  id: number;
  name: string;
  alias_of: number | null;
  anzsic_class: string;
  has_market: boolean;
  trial: boolean;
  quizzes: { quiz_id: number; country: 'au' | 'nz' }[];
  indicative_rates: { country: Country; avg: number; weight: number }[];
  /** Lower case, accents and punctuation folded to spaces, padded with a space each side. */
  search_name: string;
}

export interface IndustryCodeRow {
  industry_id: number;
  taxonomy_id: number;
  code: string;
}

export interface HazardRatingRow {
  industry_id: number;
  class_id: number;
  rating: number;
  /** HTML, sanitised when the catalogue was loaded. */
  comment: string;
}

export interface ReportThemeRow {
  id: number;
  label: string;
  value: { colorTitle: string; colorBg1: string; colorBg2: string; colorBar: string };
  /** A partner theme is the default for users whose primary company is one of these. */
  company_ids: number[];
  position: number;
}

// Accounts (002_accounts.sql)

export interface StoredAddress {
  suite: string | null;
  street: string | null;
  suburb: string | null;
  state: string | null;
  postcode: string | null;
  country: { code: string; name: string };
}

export interface CompanyRow {
  id: number;
  name: string;
  description: string;
  logo: Uint8Array | null;
  logo_type: string | null;
  address: StoredAddress | null;
}

export interface UserRow {
  id: number;
  /** As the account was created: what the user sees. */
  user_name: string;
  /** canonicalUserName(user_name) (auth/user-names.ts): what sign-in, limits and uniqueness compare. */
  user_name_key: string;
  password_hash: string;
  person_name: string;
  email: string;
  roles: string[];
  country: Country;
  app_theme: AppTheme;
  accepted_toc: boolean | null;
  documents_assessments: number[] | null;
  sso_token: string;
  sso_token_expires_at: Date;
  phone: string;
  mobile: string;
  job_title: string;
  description: string;
  address: StoredAddress | null;
  avatar: Uint8Array | null;
  avatar_type: string | null;
  points: { cip: number; cpd: number; cpdnz: number };
  created_at: Date;
}

export interface UserCompanyRow {
  user_id: number;
  company_id: number;
  is_primary: boolean;
}

export interface UserSettingRow {
  user_id: number;
  key: string;
  value: string | null;
}

export interface AccessTokenRow {
  /** SHA-256 of the token, hex. */
  token_hash: string;
  user_id: number;
  expires_at: Date;
  created_at: Date;
}

export interface SearchHistoryRow {
  user_id: number;
  industry_id: number;
  last_accessed_on: Date;
}

export interface UsageStatRow {
  id: number;
  user_id: number;
  page: string;
  industry_id: number | null;
  recorded_at: Date;
}

// Content libraries (003_content.sql)

export interface RelevanceColumns {
  divisions: string[];
  keywords: string[];
}

export interface ChecklistItemRow extends RelevanceColumns {
  id: number;
  class_id: number;
  type: ChecklistType;
  section: string;
  title: string;
}

export interface ExposureRow extends RelevanceColumns {
  id: number;
  class_id: number;
  text: string;
}

export interface MaterialEquipmentRow extends RelevanceColumns {
  id: number;
  name: string;
}

export interface EndorsementRow extends RelevanceColumns {
  code: string;
  mark: 'Mark IV' | 'Mark V';
  type_name: string;
  heading: string;
  text: string;
  explanation: string;
  position: number;
}

export interface CourseRow {
  id: number;
  name: string;
  description: string;
  cover: string | null;
  guides: { icon: string; title: string; content: string }[];
  position: number;
}

export interface CourseUnitRow {
  id: number;
  course_id: number;
  sequence: number;
  title: string;
  text: string;
  /** Image or video shown with the unit (migration 041); null when none. */
  media: string | null;
}

export interface CourseQuestionRow {
  id: number;
  course_id: number;
  position: number;
  question: string;
  comment: string;
  answers: { id: number; answer: string; is_correct: boolean }[];
}

export interface ReportCustomizationRow {
  id: number;
  user_id: number;
  industry_id: number;
  kind: 'Tailored Report' | 'Underwriter Report';
  name: string;
  is_pristine: boolean;
  customizations: unknown[];
  created_at: Date;
  updated_at: Date;
}

export interface QuizAttemptRow {
  id: number;
  user_id: number;
  course_id: number | null;
  industry_id: number | null;
  country: string;
  time_start: Date;
  /** Null while started and not yet submitted (migration 040). */
  time_end: Date | null;
  questions: StoredQuizQuestion[];
  correct: number;
  answered: number;
}

// Password resets, email outbox and app usage (010_password_resets_outbox_usage.sql)

export interface PasswordResetRow {
  code_hash: string;
  user_id: number;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}

export interface EmailOutboxRow {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  created_at: Date;
  sent_at: Date | null;
}

export interface AppUsageRow {
  id: number;
  user_id: number;
  project_id: string;
  type_name: string;
  recorded_at: Date;
}

/** A question as served to one attempt, with its correct answers (kept server-side) and, once submitted, the choice. */
export interface StoredQuizQuestion {
  id: number;
  question: string;
  comment: string;
  answers: { id: number; answer: string; is_correct: boolean }[];
  /** The answer the user chose; absent until submitted or when left unanswered. */
  chosen?: number;
}

export interface IndustryViewCountRow {
  user_id: number;
  day: string;
  views: number;
}

export interface PartnerKeyRow {
  key: string;
  partner_name: string;
  allowed_origins: string[];
  allow_loopback: boolean;
  requests_per_minute: number;
}
