import { uploadAvatar, useApiClient, useUser, useUserProfile } from '@riskatlas/api-client';
import { useState, type FormEvent } from 'react';
import { AccountImage, initials } from '../account/AccountImage';
import { AddressFields } from '../account/AddressFields';
import { ImageUploadButton } from '../account/ImageUploadButton';
import { profileFormValues, profileUpdate, type ProfileFormErrors, type ProfileFormValues } from '../account/profile-form';
import { RichTextField } from '../account/RichTextField';
import { Actions, Card, CardHeader, CardTitle, Details, FieldRow, Form } from '../account/styles';
import { Button } from '../primitives/Button';
import { EmptyState } from '../primitives/EmptyState';
import { FormField } from '../primitives/FormField';
import { Modal } from '../primitives/Modal';
import { SafeHtml } from '../primitives/SafeHtml';
import { Spinner } from '../primitives/Spinner';
import { useFailureToast, useToast } from '../primitives/Toast';
import { accountCopy } from '../rules/account';
import { dashboardCopy } from '../rules/dashboard';
import { startupFailureCopy } from '../rules/startup';
import { Identity, Muted, Name, SectionHeading } from './UserProfile.styles';

export const userProfileCopy = {
  title: 'User Profile',
  edit: 'Edit profile',
  editTitle: 'Edit user profile',
  save: 'Save',
  saving: 'Saving',
  cancel: 'Cancel',
  uploadAvatar: 'Upload avatar',
  aboutMe: 'About Me',
  noAboutMe: 'Nothing about you yet.',
  /** The error toast when the profile cannot load (docs/product/shell-and-dashboard.md#start-up-failures). */
  loadFailed: startupFailureCopy.profile,
  retry: 'Try again',
} as const;

type SearchCountry = 'au' | 'nz' | 'gb' | 'others';

function EditProfileForm({
  values: initial,
  searchCountry,
  onDone,
}: {
  values: ProfileFormValues;
  searchCountry: SearchCountry | null;
  onDone: (saved: boolean) => void;
}) {
  const client = useApiClient();
  const toast = useToast();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const { body, errors: found } = profileUpdate(values);
    setErrors(found);
    if (!body || busy) return;
    setBusy(true);
    const { response } = await client.PUT('/user/profile', { body }).catch(() => ({ response: undefined }));
    setBusy(false);
    if (response?.ok) {
      toast.success(accountCopy.profileUpdated);
      onDone(true);
    } else {
      toast.error(accountCopy.profileNotUpdated);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label={userProfileCopy.editTitle}>
      <FieldRow>
        <FormField
          label="Name"
          name="person_name"
          required
          value={values.person_name}
          error={errors.person_name}
          onChange={(event) => set('person_name', event.target.value)}
        />
        <FormField label="Job title" name="job_title" value={values.job_title} onChange={(event) => set('job_title', event.target.value)} />
      </FieldRow>
      <FieldRow>
        <FormField
          label="Email"
          name="email"
          type="email"
          required
          value={values.email}
          error={errors.email}
          onChange={(event) => set('email', event.target.value)}
        />
        <FormField label="Phone" name="phone" type="tel" value={values.phone} onChange={(event) => set('phone', event.target.value)} />
        <FormField label="Mobile" name="mobile" type="tel" value={values.mobile} onChange={(event) => set('mobile', event.target.value)} />
      </FieldRow>
      <AddressFields
        value={values.address}
        countryName={values.countryName}
        searchCountry={searchCountry}
        error={errors.address}
        onChange={(address, countryName) => setValues((current) => ({ ...current, address, countryName }))}
      />
      <RichTextField
        label={userProfileCopy.aboutMe}
        initialHtml={initial.description}
        showError={submitted}
        onChange={(html) => set('description', html)}
      />
      <Actions>
        <Button type="button" variant="secondary" onClick={() => onDone(false)}>
          {userProfileCopy.cancel}
        </Button>
        <Button type="submit" busy={busy}>
          {busy ? userProfileCopy.saving : userProfileCopy.save}
        </Button>
      </Actions>
    </Form>
  );
}

export interface UserProfileProps {
  /** Heading level text; default "User Profile". */
  title?: string;
}

/**
 * The signed-in user's profile card: avatar (upload), name, job title, contact details, address and
 * About Me. "Edit profile" opens the edit form over the page; it closes after a successful save.
 */
export function UserProfile({ title = userProfileCopy.title }: UserProfileProps) {
  const client = useApiClient();
  const toast = useToast();
  const profile = useUserProfile();
  const user = useUser();
  const [editing, setEditing] = useState(false);
  // The avatar's URL stays the same across uploads; counting them makes each new image load.
  const [avatarUploads, setAvatarUploads] = useState(0);
  useFailureToast(profile.error, userProfileCopy.loadFailed);

  if (profile.error) {
    // The toast names the failure; the card keeps its place with nothing to show and a retry.
    return (
      <Card aria-label={title}>
        <EmptyState message={dashboardCopy.noData}>
          <Button variant="secondary" onClick={() => void profile.mutate()}>
            {userProfileCopy.retry}
          </Button>
        </EmptyState>
      </Card>
    );
  }
  if (!profile.data) {
    return (
      <Card aria-label={title} aria-busy="true">
        <Spinner label="Loading the user profile" showLabel />
      </Card>
    );
  }

  const data = profile.data;
  const country = user.data?.country ?? null;

  const upload = async (file: File) => {
    const { response } = await uploadAvatar(client, file).catch(() => ({ response: undefined }));
    if (response?.ok) {
      toast.success(accountCopy.avatarUploaded);
      setAvatarUploads((count) => count + 1);
      await profile.mutate();
    } else {
      toast.error(accountCopy.avatarNotUploaded);
    }
  };

  const closeEditor = (saved: boolean) => {
    setEditing(false);
    if (saved) void Promise.all([profile.mutate(), user.mutate()]);
  };

  return (
    <Card aria-labelledby="user-profile-title">
      <CardHeader>
        <CardTitle id="user-profile-title">{title}</CardTitle>
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {userProfileCopy.edit}
        </Button>
      </CardHeader>
      <CardHeader>
        <Identity>
          <AccountImage
            source={{ kind: 'avatar' }}
            version={data.avatar && `${data.avatar}#${avatarUploads}`}
            alt={`Avatar of ${data.person_name}`}
            fallback={initials(data.person_name)}
            round
          />
          <div>
            <Name>{data.person_name}</Name>
            {data.job_title ? <Muted>{data.job_title}</Muted> : null}
          </div>
        </Identity>
        <ImageUploadButton label={userProfileCopy.uploadAvatar} onUpload={upload} />
      </CardHeader>
      <Details>
        <dt>Email</dt>
        <dd>{data.email}</dd>
        <dt>Phone</dt>
        <dd>{data.phone ?? '—'}</dd>
        <dt>Mobile</dt>
        <dd>{data.mobile ?? '—'}</dd>
        <dt>Address</dt>
        <dd>{data.addressStr || '—'}</dd>
      </Details>
      <SectionHeading>{userProfileCopy.aboutMe}</SectionHeading>
      {data.description ? <SafeHtml html={data.description} /> : <Muted>{userProfileCopy.noAboutMe}</Muted>}
      <Modal open={editing} onClose={() => setEditing(false)} title={userProfileCopy.editTitle} width={720}>
        {editing ? <EditProfileForm values={profileFormValues(data)} searchCountry={country} onDone={closeEditor} /> : null}
      </Modal>
    </Card>
  );
}
