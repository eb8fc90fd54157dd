export { SignificantExposures } from './SignificantExposures';
export type { SignificantExposuresProps } from './SignificantExposures';
