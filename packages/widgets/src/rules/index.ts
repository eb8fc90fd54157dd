export { loginErrorMessage, loginCopy, loginOutcome, normaliseUsername, validateLogin, validateLoginField } from './login';
export type { LoginErrors, LoginField, LoginOutcome, LoginValues } from './login';
export {
  natcatApiZoom,
  natcatMapStatus,
  natcatCopy,
  natcatRiskLabel,
  natcatZoomMax,
  NATCAT_AUTO_SELECT_DELAY_MS,
  NATCAT_ZOOM,
  PLACE_SUGGESTION_DEBOUNCE_MS,
  sortNatcatProfiles,
} from './natcat';
export type { NatcatRisk } from './natcat';
export { mustAnswerTerms, TERMS_LOGOUT_DELAY_MS, TERMS_OF_USE_SUMMARY, termsOfUseCopy } from './terms-of-use';
export {
  AD_AUTOPLAY_MS,
  dashboardCards,
  dashboardCopy,
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
export { QUIZ_ERROR_SCROLL_OFFSET, quizDuration, quizValidationCopy, quizResultPercent, unansweredQuestions } from './quiz';
export { CERTIFICATE_FILE_NAME, certificateDate, certificateDownloadEnabled, certificateHtml } from './certificate';
export type { CertificateDetails } from './certificate';
export {
  ANZSIC_2006_TAXONOMY_ID,
  groupChecklist,
  groupEndorsements,
  groupIndustryCodes,
  groupMedia,
  indicativeRates,
  industryEmptyCopy,
  LOADING_INDUSTRY,
  paddedClassId,
  PROVIDER_TAXONOMY_ID,
} from './industry-content';
export type { CountryRate, Group } from './industry-content';
export {
  accountCopy,
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
export { ACCEPTED_IMAGE_TYPES, imageFileError, imageUploadCopy, MAX_IMAGE_BYTES, sniffImageType } from './image-file';
export { currencySymbol, DATE_FORMATS, dateFormatPattern, DEFAULT_CURRENCY_SYMBOL, formatDate, REGION_DEFAULTS } from './formatting';
export type { DateFormatId, Region } from './formatting';
export { regionFormatting, SETTINGS_TAXONOMY_IDS, settingsChange } from './settings';
export type { RegionFormatting } from './settings';
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
  reportDownloadCopy,
  reportName,
  tablePageBreaks,
} from './report-document';
export { startupFailureCopy } from './startup';
export type { StartupLoad } from './startup';
