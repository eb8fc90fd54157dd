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
