export { RecentActivities } from './RecentActivities';
export type { RecentActivitiesProps } from './RecentActivities';
