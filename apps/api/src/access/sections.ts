/**
 * The parts of the product open only in some countries (docs/product/shell-and-dashboard.md#main-menu-items,
 * docs/product/industry-search-and-pages.md#industry-sections): one table in @riskatlas/domain, so the
 * portal's menu and the API's refusals cannot disagree.
 */
export { COUNTRY_SECTIONS, sectionOpenIn, type CountrySection } from '@riskatlas/domain';
