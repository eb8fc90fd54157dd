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
