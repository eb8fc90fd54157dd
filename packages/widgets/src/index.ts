export * from './primitives';
export * from './LoginForm';
export * from './LoginModal';
export * from './LocationSearch';
export * from './NatCatCard';
export * from './NatCatChart';
export * from './NatCatPanel';
export * from './rules';
