import type { UserRecord } from '../db/repositories/users.js';
import { addressLine } from './address.js';

/** `GET /user/profile`'s answer: the stored profile with the address also spread into its parts. */
export function profileOf(user: UserRecord, avatarUrl: string) {
  const address = user.address;
  return {
    person_name: user.person_name,
    email: user.email,
    phone: user.phone || null,
    mobile: user.mobile || null,
    job_title: user.job_title || null,
    description: user.description || null,
    suite: address?.suite ?? null,
    street: address?.street ?? null,
    suburb: address?.suburb ?? null,
    postcode: address?.postcode ?? null,
    state: address?.state ?? null,
    country: address?.country.code ?? null,
    address,
    addressStr: addressLine(address),
    avatar: user.has_avatar ? avatarUrl : null,
  };
}
