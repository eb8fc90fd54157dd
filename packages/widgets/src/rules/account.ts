/** The account area's copy (docs/product/account-and-settings.md), verbatim. */
export const accountCopy = {
  profileUpdated: 'User profile has been successfully updated',
  profileNotUpdated: 'User profile is not updated',
  avatarUploaded: 'User avatar has been successfully uploaded',
  avatarNotUploaded: 'User avatar is not uploaded',
  companyCreated: 'Company has been successfully created',
  companyNotCreated: 'Company is not created',
  companyUpdated: 'Company profile has been successfully updated',
  companyNotUpdated: 'Company profile is not updated',
  logoUploaded: 'Company logo has been successfully uploaded',
  logoNotUploaded: 'Company logo is not uploaded',
  companyDeleted: 'Company profile has been successfully deleted',
  companyNotDeleted: 'Company profile is not deleted',
  confirmDeleteCompany: 'Are you sure delete this company?',
  addressInvalid: 'Address is invalid.',
  wordLimit: 'The maximum number of words is 300',
  settingsUpdated: 'User settings has been successfully updated.',
  settingsNotUpdated: 'User settings is not updated.',
} as const;

/** About Me and About Us hold at most this many words. */
export const MAX_DESCRIPTION_WORDS = 300;
/** A user has at most this many companies; the create card shows only below it. */
export const MAX_COMPANIES = 2;
export const COMPANY_ADMIN_ROLE = 'CompanyAdmin';

/** Words of an HTML text once tags are stripped; a tag or a non-breaking space separates words (as the API counts). */
export function countWords(html: string | null | undefined): number {
  const text = (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;|\u00a0/gi, ' ')
    .trim();
  return text === '' ? 0 : text.split(/\s+/).length;
}

/** The `n/300` counter under a description. */
export function wordCounter(html: string | null | undefined): string {
  return `${countWords(html)}/${MAX_DESCRIPTION_WORDS}`;
}

/** The description's error, or undefined when it is within the limit. */
export function descriptionError(html: string | null | undefined): string | undefined {
  return countWords(html) > MAX_DESCRIPTION_WORDS ? accountCopy.wordLimit : undefined;
}

export interface AddressFields {
  suite: string;
  street: string;
  suburb: string;
  postcode: string;
  state: string;
  /** Country code from the autocomplete, '' when none. */
  country: string;
}

export const EMPTY_ADDRESS: AddressFields = { suite: '', street: '', suburb: '', postcode: '', state: '', country: '' };

/** docs/product/account-and-settings.md: postcode, suburb, state and country are read-only and come from the autocomplete only. */
export const AUTOCOMPLETE_ADDRESS_FIELDS = ['postcode', 'suburb', 'state', 'country'] as const;

export type AddressPayload = {
  suite: string | null;
  street: string | null;
  suburb: string | null;
  postcode: string | null;
  state: string | null;
  country: string;
} | null;

/**
 * The address to send: null when every part is empty; "Address is invalid." when parts are filled
 * without a country (a country comes only from an autocomplete choice).
 */
export function addressPayload(fields: AddressFields): { address: AddressPayload; error?: string } {
  const part = (value: string) => (value.trim() === '' ? null : value.trim());
  const parts = {
    suite: part(fields.suite),
    street: part(fields.street),
    suburb: part(fields.suburb),
    postcode: part(fields.postcode),
    state: part(fields.state),
  };
  const country = fields.country.trim();
  if (!country) {
    return Object.values(parts).some((value) => value !== null) ? { address: null, error: accountCopy.addressInvalid } : { address: null };
  }
  return { address: { ...parts, country } };
}

/** Clearing the address (the street line) clears what the autocomplete filled. */
export function clearAddress(fields: AddressFields): AddressFields {
  return { ...fields, street: '', postcode: '', suburb: '', state: '', country: '' };
}

/** docs/product/account-and-settings.md#primary-company: the primary company's name, logo and deletion belong to a CompanyAdmin; other companies to the user. */
export function mayManageCompany(roles: readonly string[], company: { is_primary: boolean }): boolean {
  return !company.is_primary || roles.includes(COMPANY_ADMIN_ROLE);
}

/** A company's address on one line ("street, suburb, STATE postcode, country"); empty when it has none. */
export function companyAddressLine(
  address:
    | {
        street: string | null;
        suburb: string | null;
        state: string | null;
        postcode: string | null;
        country: { name: string } | null;
      }
    | null
    | undefined,
): string {
  return [address?.street, address?.suburb, [address?.state, address?.postcode].filter(Boolean).join(' '), address?.country?.name]
    .filter(Boolean)
    .join(', ');
}
