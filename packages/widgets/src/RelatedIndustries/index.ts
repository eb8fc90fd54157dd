export { RelatedIndustries } from './RelatedIndustries';
export type { RelatedIndustriesProps } from './RelatedIndustries';
