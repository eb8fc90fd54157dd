/** docs/product/accounts-and-access.md#industry-search-limit: an industry load answered 429 locks the account; the user is logged out. */
export const INDUSTRY_LIMIT_MESSAGE =
  'Your account has been locked due to exceeding the maximum industry search limit. Please contact the provider to unlock your account.';
