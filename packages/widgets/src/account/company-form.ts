import type { Schema } from '@riskatlas/api-client';
import { addressPayload, descriptionError, EMPTY_ADDRESS, type AddressFields } from '../rules/account';

type Company = Schema<'Company'>;

export interface CompanyFormValues {
  name: string;
  description: string;
  address: AddressFields;
  countryName: string;
}

export const COMPANY_NAME_REQUIRED = 'Please input the company name.';

export function companyFormValues(company: Company | null): CompanyFormValues {
  const address = company?.address;
  return {
    name: company?.name ?? '',
    description: company?.description ?? '',
    address: address
      ? {
          ...EMPTY_ADDRESS,
          street: address.street ?? '',
          suburb: address.suburb ?? '',
          postcode: address.postcode ?? '',
          state: address.state ?? '',
          country: address.country?.code ?? '',
        }
      : EMPTY_ADDRESS,
    countryName: address?.country?.name ?? '',
  };
}

export type CompanyFormErrors = Partial<Record<'name' | 'description' | 'address', string>>;

/** The body of POST or PATCH, or the messages that stop it. `withName` is false when the name may not change. */
export function companyBody(
  values: CompanyFormValues,
  withName: boolean,
): { body?: Schema<'CompanyCreate'> | Schema<'CompanyUpdate'>; errors: CompanyFormErrors } {
  const errors: CompanyFormErrors = {};
  if (withName && !values.name.trim()) errors.name = COMPANY_NAME_REQUIRED;
  const wordError = descriptionError(values.description);
  if (wordError) errors.description = wordError;
  const { address, error } = addressPayload(values.address);
  if (error) errors.address = error;
  if (Object.keys(errors).length > 0) return { errors };
  const companyAddress = address && {
    street: address.street,
    suburb: address.suburb,
    postcode: address.postcode,
    state: address.state,
    country: address.country,
  };
  const rest = { description: values.description, address: companyAddress };
  return { errors, body: withName ? { name: values.name.trim(), ...rest } : rest };
}
