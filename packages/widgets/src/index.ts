export * from './primitives';
export * from './HazardIndex';
export * from './IndustrySearch';
export * from './LoginForm';
export * from './LoginModal';
export * from './rules';
