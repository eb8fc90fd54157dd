import { CompanyInformation } from '@riskatlas/widgets';

export default function CompanyInformationPage() {
  return (
    <>
      <h1>Company Information</h1>
      <CompanyInformation />
    </>
  );
}
