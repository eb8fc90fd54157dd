export { UnderInsuranceCalculator, underInsurancePrintItem } from './UnderInsuranceCalculator';
export type { UnderInsuranceCalculatorProps } from './UnderInsuranceCalculator';
export { underInsuranceCopy } from './copy';
