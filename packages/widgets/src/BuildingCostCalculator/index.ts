export { BuildingCostCalculator, buildingCostPrintItem, buildingCostRequest } from './BuildingCostCalculator';
export type { BuildingCostCalculatorProps } from './BuildingCostCalculator';
export { buildingCostCopy, buildingCostNotes } from './copy';
export { contactEntries } from './ValuationContactCard';
export type { ValuationContact } from './ValuationContactCard';
