export { NatCatChart } from './NatCatChart';
export type { NatCatChartProps } from './NatCatChart';
