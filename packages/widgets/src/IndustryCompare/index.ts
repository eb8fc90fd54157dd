export { COMPARE_LETTERS, COMPARE_RECENT_LIMIT, IndustryCompare, industryCompareCopy } from './IndustryCompare';
export type { IndustryCompareProps } from './IndustryCompare';
export { addCompareId, COMPARE_MAX, COMPARE_MIN, compareHazard, parseCompareIds, sharedAndUnique } from './compare';
export type { ClassComparison, IndustryLines, PartlySharedLine, SharedAndUnique } from './compare';
