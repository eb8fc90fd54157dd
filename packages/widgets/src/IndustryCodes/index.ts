export { IndustryCodes } from './IndustryCodes';
export type { IndustryCodesProps } from './IndustryCodes';
