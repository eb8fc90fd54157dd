export { UserProfile, userProfileCopy } from './UserProfile';
export type { UserProfileProps } from './UserProfile';
