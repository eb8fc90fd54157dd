export * from './primitives';
export * from './LoginForm';
export * from './LoginModal';
export * from './rules';
export * from './UserProfile';
export * from './UserSettings';
export * from './CompanyInformation';
