import type { UserRecord } from '../db/repositories/users.js';
import { ApiError } from '../errors.js';

/** Spec (reports-natcat-learning §5): a user has at most two companies. */
export const MAX_COMPANIES = 2;
export const COMPANY_ADMIN_ROLE = 'CompanyAdmin';

/**
 * Spec §5/§7: the primary company cannot be renamed, have its logo changed or be deleted unless the
 * user is a CompanyAdmin; the user's other company is theirs to change.
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
