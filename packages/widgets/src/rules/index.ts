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
