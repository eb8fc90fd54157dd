export { IndustrySearch } from './IndustrySearch';
export type { IndustrySearchNavigation, IndustrySearchProps } from './IndustrySearch';
