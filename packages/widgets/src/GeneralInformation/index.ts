export { GENERAL_INFO_OVERVIEW_ROUTE, GENERAL_INFORMATION_TITLE, GeneralInformation } from './GeneralInformation';
export type { GeneralInformationProps } from './GeneralInformation';
