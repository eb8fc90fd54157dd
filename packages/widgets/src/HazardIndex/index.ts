export { HazardIndex, hazardIndexCopy, SUMMARY_LINES, SUMMARY_MODAL_WIDTH } from './HazardIndex';
export type { HazardIndexMode, HazardIndexProps } from './HazardIndex';
