export { NatCatPanel } from './NatCatPanel';
export type { NatCatPanelProps } from './NatCatPanel';
export type { NatcatProfile } from './types';
