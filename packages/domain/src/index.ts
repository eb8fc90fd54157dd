/**
 * The business rules the API server and the widgets share (docs/adr/0009-domain-package.md): plain
 * TypeScript with no React, DOM or Node APIs, typed from the contract.
 */
export { bandOfScore, HAZARD_BANDS, hazardBand, hazardBandOrUnknown, hazardBandRanges, isHazardRating, ratingPercent } from './bands';
export type { HazardBand } from './bands';
export { COUNTRY_CODES, isCountryCode } from './countries';
export {
  browseClassification,
  currencyInForce,
  currencySymbol,
  DEFAULT_CURRENCY_SYMBOL,
  DEFAULT_TAXONOMY,
  formatMoney,
  industryCodeIn,
  industryTaxonomy,
  isTaxonomyId,
  settingValue,
  TAXONOMIES,
} from './settings';
export type { SettingInForce, TaxonomyId } from './settings';
export { CURRENCY_DETAILS, DATE_FORMATS } from './formats';
export type { CurrencyCode, DateFormatId } from './formats';
export type { CountryCode } from './countries';
export type { IndustrySearchQuery, Schema } from './contract';
export {
  activeClasses,
  CLASS_SLUGS_WITH_ICONS,
  classActive,
  classIconSlug,
  classRoute,
  classShownInCountry,
  filterHazardIndexEntries,
  filterInsuranceClasses,
} from './insurance-classes';
export type { ClassIconSlug } from './insurance-classes';
export {
  CO_INSURANCE_OPTIONS,
  DEFAULT_CO_INSURANCE,
  POLICY_TYPES,
  canCalculateUnderInsurance,
  formatDollarInput,
  formatDollars,
  parseDollars,
  policyTypeLabels,
  underInsurancePayout,
  underInsuranceShown,
} from './under-insurance';
export type { CoInsurancePercent, PolicyType, UnderInsuranceInputs, UnderInsuranceResult } from './under-insurance';
export { POINTS_TYPES, parsePointsType, periodStartYear, pointsPeriod, pointsSchemes } from './points';
export type { PeriodChoice, PointsPeriodDates, PointsScheme, PointsType } from './points';
export {
  ASSET_CATEGORIES,
  ASSET_RATES,
  BUILDING_RATES,
  BUILDING_TYPES,
  CONSTRUCTION_PERIODS,
  estimateBuildingCost,
  INDUSTRY_OPTIONS,
  printableNotes,
} from './building-cost';
export type {
  AssetCategory,
  BuildingCostEstimate,
  BuildingCostLine,
  BuildingCostRequest,
  BuildingType,
  CalculatorNote,
  ConstructionPeriodRow,
} from './building-cost';
export { CALCULATOR_NAMES, PRINT_ITEMS_KEY, isCalculatorName, readPrintItem, savePrintItem } from './print-items';
export type { CalculatorName, PrintEntry, PrintItem } from './print-items';
export {
  alreadyAt,
  INDUSTRY_PAGE_SIZE,
  industrySearchCopy,
  industrySearchQuery,
  industryTarget,
  LOAD_MORE_THRESHOLD_PX,
  nearBottom,
  REQUEST_TEST_MAILTO,
  SEARCH_DEBOUNCE_MS,
} from './industry-search';
export type { SearchOptions } from './industry-search';
export {
  COUNTRY_SECTIONS,
  DEFAULT_MARKET_URL,
  hasQuizFor,
  industrySections,
  industrySectionTitles,
  marketHref,
  sectionForRoute,
  sectionOpenIn,
  UNDERWRITER_REPORT_TITLE,
} from './industry-sections';
export type { CountrySection, IndustrySection, SectionAudience, SectionIndustry, SectionKey } from './industry-sections';
export {
  answerChecklistQuestion,
  checklistNeedsLoading,
  EMPTY_CHECKLIST_MESSAGE,
  commentOf,
  defaultGrouping,
  dropClass,
  editUnderwriterClass,
  effectiveGrouping,
  groupOf,
  isGroupId,
  moveClass,
  moveTargets,
  REPORT_GROUPS,
  REPORT_SAVE_DEBOUNCE_MS,
  reportCustomizationCopy,
  shouldSaveName,
  storedEditorHtml,
  toggleChecklistQuestion,
  toggleUnderwriterClass,
  withComment,
} from './report-customization';
export { parseCustomizationJson, parseSection, serializeSection, serializeSections } from './customization-content';
export type {
  ChecklistAnswer,
  ClassComment,
  ClassGroup,
  CustomizationSection,
  GroupId,
  HazardIndexCustomization,
  SectionContent,
  SectionCustomization,
  UnderwriterClass,
  UnderwriterCustomization,
} from './customization-content';
export {
  applyPreviewSelection,
  defaultReportSections,
  numberedTitle,
  numberReportSections,
  parsePreviewSections,
  REPORT_SECTION_KEYS,
  reportSectionAvailable,
  reportSectionCopy,
  reportSectionTitles,
  sectionShown,
  setSectionChecked,
  setSectionChildChecked,
} from './report-sections';
export type {
  PreviewSectionSelection,
  ReportAppTheme,
  ReportContext,
  ReportSection,
  ReportSectionChild,
  ReportSectionKey,
} from './report-sections';
export { groupedHazardChart, HAZARD_CHART_MAX_CLASSES, HAZARD_CHART_MAX_GROUPS } from './report-chart';
export type { HazardChartGroup } from './report-chart';
