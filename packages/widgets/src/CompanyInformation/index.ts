export { CompanyInformation, companyInformationCopy } from './CompanyInformation';
