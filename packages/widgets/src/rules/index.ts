export {
  loginErrorMessage,
  loginMessages,
  loginOutcome,
  normaliseUsername,
  validateLogin,
  validateLoginField,
} from './login';
export type { LoginErrors, LoginField, LoginOutcome, LoginValues } from './login';
export {
  CLASS_SLUGS_WITH_ICONS,
  classActive,
  classIconSlug,
  classRoute,
  classShownInCountry,
  filterHazardIndexEntries,
  filterInsuranceClasses,
} from './insurance-classes';
export type { ClassIconSlug, CountryCode } from './insurance-classes';
export {
  alreadyAt,
  INDUSTRY_PAGE_SIZE,
  industrySearchMessages,
  industrySearchQuery,
  industryTarget,
  LOAD_MORE_THRESHOLD_PX,
  nearBottom,
  REQUEST_TEST_MAILTO,
  SEARCH_DEBOUNCE_MS,
} from './industry-search';
export type { SearchOptions } from './industry-search';
export {
  DEFAULT_MARKET_URL,
  hasQuizFor,
  industrySections,
  industrySectionTitles,
  marketHref,
  sectionForRoute,
  UNDERWRITER_REPORT_TITLE,
} from './industry-sections';
export type { IndustrySection, SectionAudience, SectionIndustry, SectionKey } from './industry-sections';
export {
  ANZSIC_2006_TAXONOMY_ID,
  groupChecklist,
  groupEndorsements,
  groupIndustryCodes,
  groupMedia,
  indicativeRates,
  industryEmptyMessages,
  LOADING_INDUSTRY,
  paddedClassId,
  PROVIDER_TAXONOMY_ID,
} from './industry-content';
export type { CountryRate, Group } from './industry-content';
