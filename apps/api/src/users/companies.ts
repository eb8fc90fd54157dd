import type { UserRecord } from '../db/repositories/users.js';
import { ApiError } from '../errors.js';

/** docs/product/account-and-settings.md#companies: a user has at most two companies. */
export const MAX_COMPANIES = 2;
export const COMPANY_ADMIN_ROLE = 'CompanyAdmin';

/**
 * docs/product/account-and-settings.md#primary-company: the primary company cannot be edited (name, description, address), have its logo changed
 * or be deleted unless the user is a CompanyAdmin; the user's other company is theirs to change. The
 * primary company is shared by its colleagues, so a member's edit would be everyone's (issue #26).
 */
export function companyAccess(user: Pick<UserRecord, 'roles'>, company: { is_primary: boolean }) {
  const allowed = !company.is_primary || user.roles.includes(COMPANY_ADMIN_ROLE);
  return {
    allowed,
    assertMay(action: string): void {
      if (!allowed) throw new ApiError(403, 'forbidden', `Only a company admin may ${action} the primary company.`);
    },
  };
}
