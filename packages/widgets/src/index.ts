export * from './primitives';
export * from './LoginForm';
export * from './LoginModal';
export * from './rules';
export * from './TermsOfUseModal';
export * from './RecentActivities';
export * from './AdvertisementCarousel';
