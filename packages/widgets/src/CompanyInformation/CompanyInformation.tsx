import { uploadCompanyLogo, useApiClient, useUser, useUserCompanies, type Schema } from '@riskatlas/api-client';
import { useState, type FormEvent } from 'react';
import { AccountImage, initials } from '../account/AccountImage';
import { AddressFields } from '../account/AddressFields';
import { companyBody, companyFormValues, type CompanyFormErrors } from '../account/company-form';
import { ImageUploadButton } from '../account/ImageUploadButton';
import { RichTextField } from '../account/RichTextField';
import { Actions, Card, CardHeader, CardTitle, Details, Form } from '../account/styles';
import { Button } from '../primitives/Button';
import { EmptyState } from '../primitives/EmptyState';
import { FormField } from '../primitives/FormField';
import { Modal } from '../primitives/Modal';
import { SafeHtml } from '../primitives/SafeHtml';
import { Spinner } from '../primitives/Spinner';
import { useFailureToast, useToast } from '../primitives/Toast';
import { dashboardCopy } from '../rules/dashboard';
import { startupFailureCopy } from '../rules/startup';
import { accountCopy, companyAddressLine, MAX_COMPANIES, mayManageCompany } from '../rules/account';
import { CreateCard, Grid, Muted, PrimaryTag } from './CompanyInformation.styles';

export const companyInformationCopy = {
  create: 'Create company',
  createTitle: 'Create company',
  edit: 'Edit company',
  editTitle: 'Edit company profile',
  delete: 'Delete',
  deleteTitle: 'Delete company',
  confirm: 'Delete',
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving',
  uploadLogo: 'Upload logo',
  primary: 'Primary',
  aboutUs: 'About Us',
  noAboutUs: 'No description yet.',
  /** The error toast when the companies cannot load (docs/product/shell-and-dashboard.md#start-up-failures). */
  loadFailed: startupFailureCopy.companies,
  empty: 'No companies yet.',
  retry: 'Try again',
} as const;

type Company = Schema<'Company'>;
type SearchCountry = 'au' | 'nz' | 'gb' | 'others';

function CompanyForm({
  company,
  nameEditable,
  searchCountry,
  onDone,
}: {
  company: Company | null;
  nameEditable: boolean;
  searchCountry: SearchCountry | null;
  onDone: (saved: boolean) => void;
}) {
  const client = useApiClient();
  const toast = useToast();
  const [values, setValues] = useState(() => companyFormValues(company));
  const [errors, setErrors] = useState<CompanyFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const { body, errors: found } = companyBody(values, nameEditable);
    setErrors(found);
    if (!body || busy) return;
    setBusy(true);
    const request = company
      ? client.PATCH('/user/companies/{companyId}', { params: { path: { companyId: company.id } }, body })
      : client.POST('/user/companies', { body: { name: values.name.trim(), ...body } });
    const { response } = await request.catch(() => ({ response: undefined }));
    setBusy(false);
    const messages = company
      ? { ok: accountCopy.companyUpdated, failed: accountCopy.companyNotUpdated }
      : { ok: accountCopy.companyCreated, failed: accountCopy.companyNotCreated };
    if (response?.ok) {
      toast.success(messages.ok);
      onDone(true);
    } else {
      toast.error(messages.failed);
    }
  };

  return (
    <Form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={company ? companyInformationCopy.editTitle : companyInformationCopy.createTitle}
    >
      {nameEditable ? (
        <FormField
          label="Company name"
          name="name"
          required
          value={values.name}
          error={errors.name}
          onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
        />
      ) : null}
      <AddressFields
        value={values.address}
        countryName={values.countryName}
        searchCountry={searchCountry}
        error={errors.address}
        withSuite={false}
        onChange={(address, countryName) => setValues((current) => ({ ...current, address, countryName }))}
      />
      <RichTextField
        label={companyInformationCopy.aboutUs}
        initialHtml={values.description}
        showError={submitted}
        onChange={(html) => setValues((current) => ({ ...current, description: html }))}
      />
      <Actions>
        <Button type="button" variant="secondary" onClick={() => onDone(false)}>
          {companyInformationCopy.cancel}
        </Button>
        <Button type="submit" busy={busy}>
          {busy ? companyInformationCopy.saving : companyInformationCopy.save}
        </Button>
      </Actions>
    </Form>
  );
}

function CompanyCard({
  company,
  roles,
  onEdit,
  onDelete,
  onChanged,
}: {
  company: Company;
  roles: readonly string[];
  onEdit: () => void;
  onDelete: () => void;
  onChanged: () => void;
}) {
  const client = useApiClient();
  const toast = useToast();
  const manage = mayManageCompany(roles, company);
  // A logo's URL stays the same across uploads; counting them makes each new image load.
  const [logoUploads, setLogoUploads] = useState(0);
  const titleId = `company-${company.id}-title`;

  const upload = async (file: File) => {
    const { response } = await uploadCompanyLogo(client, company.id, file).catch(() => ({ response: undefined }));
    if (response?.ok) {
      toast.success(accountCopy.logoUploaded);
      setLogoUploads((count) => count + 1);
      onChanged();
    } else {
      toast.error(accountCopy.logoNotUploaded);
    }
  };

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <AccountImage
          source={{ kind: 'logo', companyId: company.id }}
          version={company.logo && `${company.logo}#${logoUploads}`}
          alt={`Logo of ${company.name}`}
          fallback={initials(company.name)}
        />
        <CardTitle id={titleId}>{company.name}</CardTitle>
        {company.is_primary ? <PrimaryTag>{companyInformationCopy.primary}</PrimaryTag> : null}
      </CardHeader>
      <Details>
        <dt>Address</dt>
        <dd>{companyAddressLine(company.address) || '—'}</dd>
      </Details>
      {company.description ? <SafeHtml html={company.description} /> : <Muted>{companyInformationCopy.noAboutUs}</Muted>}
      <Actions>
        {manage ? <ImageUploadButton label={companyInformationCopy.uploadLogo} onUpload={upload} /> : null}
        {/* Spec: the primary company's edit is hidden unless the user is a company admin. */}
        {manage ? (
          <Button variant="secondary" onClick={onEdit} aria-label={`${companyInformationCopy.edit} ${company.name}`}>
            {companyInformationCopy.edit}
          </Button>
        ) : null}
        {manage ? (
          <Button variant="secondary" onClick={onDelete} aria-label={`${companyInformationCopy.delete} ${company.name}`}>
            {companyInformationCopy.delete}
          </Button>
        ) : null}
      </Actions>
    </Card>
  );
}

type Dialog = { kind: 'create' } | { kind: 'edit'; company: Company } | { kind: 'delete'; company: Company } | null;

/**
 * The user's companies (at most two): logo, address and About Us, with create (only while fewer than
 * two), edit, logo upload and delete. The primary company's name, logo and deletion are a company
 * admin's; the API enforces the same.
 */
export function CompanyInformation() {
  const client = useApiClient();
  const toast = useToast();
  const companies = useUserCompanies();
  const user = useUser();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleting, setDeleting] = useState(false);
  const refresh = () => void Promise.all([companies.mutate(), user.mutate()]);
  useFailureToast(companies.error, companyInformationCopy.loadFailed);

  if (companies.error) {
    // The toast names the failure; the page keeps a retry.
    return (
      <EmptyState message={dashboardCopy.noData}>
        <Button variant="secondary" onClick={() => void companies.mutate()}>
          {companyInformationCopy.retry}
        </Button>
      </EmptyState>
    );
  }
  if (!companies.data) return <Spinner label="Loading the companies" showLabel />;

  const list = companies.data.data;
  const roles = user.data?.roles ?? [];
  const close = (saved: boolean) => {
    setDialog(null);
    if (saved) refresh();
  };
  const remove = async (company: Company) => {
    setDeleting(true);
    const { response } = await client
      .DELETE('/user/companies/{companyId}', { params: { path: { companyId: company.id } } })
      .catch(() => ({ response: undefined }));
    setDeleting(false);
    setDialog(null);
    if (response?.ok) {
      toast.success(accountCopy.companyDeleted);
      refresh();
    } else {
      toast.error(accountCopy.companyNotDeleted);
    }
  };

  const company = dialog && dialog.kind !== 'create' ? dialog.company : null;
  return (
    <>
      {list.length === 0 ? <EmptyState message={companyInformationCopy.empty} /> : null}
      <Grid>
        {list.map((item) => (
          <CompanyCard
            key={item.id}
            company={item}
            roles={roles}
            onEdit={() => setDialog({ kind: 'edit', company: item })}
            onDelete={() => setDialog({ kind: 'delete', company: item })}
            onChanged={refresh}
          />
        ))}
        {list.length < MAX_COMPANIES ? (
          <CreateCard type="button" onClick={() => setDialog({ kind: 'create' })}>
            + {companyInformationCopy.create}
          </CreateCard>
        ) : null}
      </Grid>
      <Modal
        open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        onClose={() => setDialog(null)}
        title={dialog?.kind === 'edit' ? companyInformationCopy.editTitle : companyInformationCopy.createTitle}
        width={720}
      >
        {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
          <CompanyForm
            company={company}
            nameEditable={company === null || mayManageCompany(roles, company)}
            searchCountry={user.data?.country ?? null}
            onDone={close}
          />
        ) : null}
      </Modal>
      <Modal
        open={dialog?.kind === 'delete'}
        onClose={() => setDialog(null)}
        title={companyInformationCopy.deleteTitle}
        footer={
          <Actions>
            <Button variant="secondary" onClick={() => setDialog(null)}>
              {companyInformationCopy.cancel}
            </Button>
            <Button busy={deleting} onClick={() => company && void remove(company)}>
              {companyInformationCopy.confirm}
            </Button>
          </Actions>
        }
      >
        <p>{accountCopy.confirmDeleteCompany}</p>
      </Modal>
    </>
  );
}
