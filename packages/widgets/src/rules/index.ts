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
