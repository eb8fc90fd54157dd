export { LocationSearch } from './LocationSearch';
export type { BusinessLocation, LocationSearchProps } from './LocationSearch';
