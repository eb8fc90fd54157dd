import type { Schema } from '@riskatlas/api-client';
import { addressPayload, descriptionError, EMPTY_ADDRESS, type AddressFields } from '../rules/account';

type Profile = Schema<'UserProfile'>;

export interface ProfileFormValues {
  person_name: string;
  email: string;
  phone: string;
  mobile: string;
  job_title: string;
  description: string;
  address: AddressFields;
  countryName: string;
}

export const profileFieldCopy = {
  name: 'Please input your name.',
  email: 'Please input a valid email.',
} as const;

export function profileFormValues(profile: Profile): ProfileFormValues {
  const address = profile.address;
  return {
    person_name: profile.person_name,
    email: profile.email,
    phone: profile.phone ?? '',
    mobile: profile.mobile ?? '',
    job_title: profile.job_title ?? '',
    description: profile.description ?? '',
    address: address
      ? {
          suite: address.suite ?? '',
          street: address.street ?? '',
          suburb: address.suburb ?? '',
          postcode: address.postcode ?? '',
          state: address.state ?? '',
          country: address.country.code,
        }
      : EMPTY_ADDRESS,
    countryName: address?.country.name ?? '',
  };
}

export type ProfileFormErrors = Partial<Record<'person_name' | 'email' | 'description' | 'address', string>>;

/** The body of PUT /user/profile, or the messages that stop it. */
export function profileUpdate(values: ProfileFormValues): { body?: Schema<'UserProfileUpdate'>; errors: ProfileFormErrors } {
  const errors: ProfileFormErrors = {};
  if (!values.person_name.trim()) errors.person_name = profileFieldCopy.name;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = profileFieldCopy.email;
  const wordError = descriptionError(values.description);
  if (wordError) errors.description = wordError;
  const { address, error } = addressPayload(values.address);
  if (error) errors.address = error;
  if (Object.keys(errors).length > 0) return { errors };
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    errors,
    body: {
      person_name: values.person_name.trim(),
      email: values.email.trim(),
      phone: optional(values.phone),
      mobile: optional(values.mobile),
      job_title: optional(values.job_title),
      description: values.description,
      address,
    },
  };
}
