/**
 * The sections the platform spec opens only in some countries: one table in @riskatlas/domain, so the
 * portal's menu and the API's refusals cannot disagree.
 */
export { COUNTRY_SECTIONS, sectionOpenIn, type CountrySection } from '@riskatlas/domain';
