export { NatCatCard } from './NatCatCard';
export type { NatCatCardProps } from './NatCatCard';
