export * from './primitives';
export * from './LoginForm';
export * from './BuildingCostCalculator';
export * from './CourseViewer';
export * from './LoginModal';
export * from './Quiz';
export * from './UnderInsuranceCalculator';
export * from './rules';
