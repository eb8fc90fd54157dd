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
  natcatApiZoom,
  natcatMapStatus,
  natcatMessages,
  natcatRiskLabel,
  natcatZoomMax,
  NATCAT_AUTO_SELECT_DELAY_MS,
  NATCAT_ZOOM,
  PLACE_SUGGESTION_DEBOUNCE_MS,
  sortNatcatProfiles,
} from './natcat';
export type { NatcatRisk } from './natcat';
export { mustAnswerTerms, TERMS_LOGOUT_DELAY_MS, TERMS_OF_USE_SUMMARY, termsOfUseMessages } from './terms-of-use';
export {
  AD_AUTOPLAY_MS,
  dashboardCards,
  dashboardMessages,
  isUkView,
  pointsLink,
  RECENT_LIMIT,
  recentReports,
  recentReportsTitle,
  RELATIVE_TIME_MAX_DAYS,
  reportLink,
  reportTime,
  visibleAdvertisements,
} from './dashboard';
export type { AdvertisementLike, CardContext, DashboardCard, SavedReportLike } from './dashboard';
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
export { POINTS_TYPES, parsePointsType, pointsPeriod, pointsSchemes } from './points';
export type { PeriodChoice, PointsPeriodDates, PointsScheme, PointsType } from './points';
export { QUIZ_ERROR_SCROLL_OFFSET, quizDuration, quizMessages, quizResultPercent, unansweredQuestions } from './quiz';
export { ASSET_CATEGORIES, BUILDING_TYPES, CONSTRUCTION_PERIODS, INDUSTRY_OPTIONS, printableNotes } from './building-cost';
export type { CalculatorNote, ConstructionPeriodRow } from './building-cost';
export { CALCULATOR_NAMES, PRINT_ITEMS_KEY, isCalculatorName, readPrintItem, savePrintItem } from './print-items';
export type { CalculatorName, PrintEntry, PrintItem } from './print-items';
export { CERTIFICATE_FILE_NAME, certificateDate, certificateDownloadEnabled, certificateHtml } from './certificate';
export type { CertificateDetails } from './certificate';
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
export {
  accountMessages,
  addressPayload,
  AUTOCOMPLETE_ADDRESS_FIELDS,
  clearAddress,
  COMPANY_ADMIN_ROLE,
  countWords,
  descriptionError,
  EMPTY_ADDRESS,
  MAX_COMPANIES,
  MAX_DESCRIPTION_WORDS,
  mayManageCompany,
  wordCounter,
} from './account';
export type { AddressFields, AddressPayload } from './account';
export { ACCEPTED_IMAGE_TYPES, imageFileError, imageUploadMessages, MAX_IMAGE_BYTES, sniffImageType } from './image-file';
export { currencySymbol, DATE_FORMATS, dateFormatPattern, DEFAULT_CURRENCY_SYMBOL, formatDate, REGION_DEFAULTS } from './formatting';
export type { DateFormatId, Region } from './formatting';
export { regionFormatting, SETTINGS_TAXONOMY_IDS, settingsChange } from './settings';
export type { RegionFormatting } from './settings';
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
  parseSection,
  REPORT_GROUPS,
  REPORT_SAVE_DEBOUNCE_MS,
  reportMessages,
  shouldSaveName,
  storedEditorHtml,
  toggleChecklistQuestion,
  toggleUnderwriterClass,
  withComment,
} from './report-customization';
export type {
  ChecklistAnswer,
  ClassComment,
  ClassGroup,
  GroupId,
  HazardIndexCustomization,
  UnderwriterClass,
  UnderwriterCustomization,
} from './report-customization';
export {
  applyPreviewSelection,
  defaultReportSections,
  numberedTitle,
  numberReportSections,
  parsePreviewSections,
  REPORT_SECTION_KEYS,
  reportSectionAvailable,
  reportSectionMessages,
  reportSectionTitles,
  sectionShown,
  setSectionChecked,
  setSectionChildChecked,
} from './report-sections';
export type { PreviewSectionSelection, ReportAppTheme, ReportContext, ReportSection, ReportSectionChild, ReportSectionKey } from './report-sections';
export { groupedHazardChart, HAZARD_CHART_MAX_CLASSES, HAZARD_CHART_MAX_GROUPS } from './report-chart';
export type { HazardChartGroup } from './report-chart';
export {
  coverDate,
  DEFAULT_INSURED_BUSINESS_NAME,
  INDEMNITY_PERIODS,
  indemnityMultiplier,
  indicativeSumInsured,
  INSURED_NAME_SAVE_DELAY_MS,
  REPORT_CHART_IMAGE_WIDTH,
  REPORT_COVER_TITLES,
  REPORT_DRAWER_OPEN_MIN_WIDTH,
  REPORT_DRAWER_WIDTH,
  REPORT_FILE_NAMES,
  REPORT_PAGE_HEIGHT,
  REPORT_PAGE_WIDTH_PX,
  REPORT_TABLE_BREAK_THRESHOLD,
  reportCommentTitles,
  reportDownloadMessages,
  reportName,
  tablePageBreaks,
} from './report-document';
