/** The role that marks the restricted demo persona (docs/product/accounts-and-access.md#restricted-demo). */
export const DEMO_ROLE = 'Demo';

/**
 * What a demo token may reach, as data: docs/product/accounts-and-access.md names industries 15468, 21383 and 21991, course 25,
 * "some documents" (read here as the documents of those industries: descriptions, assessments, outlines),
 * classifications, insurance classes, taxonomies and the user's own data. Reference lists (countries,
 * currencies, …) are added so the account pages the `user` entry opens keep working. Which operation
 * falls under which entry is the `demo` field of each operation's access policy (access/policy.ts).
 */
export interface DemoAllowList {
  industryIds: readonly number[];
  courseIds: readonly number[];
}

export const DEMO_ALLOW_LIST: DemoAllowList = {
  industryIds: [15468, 21383, 21991],
  courseIds: [25],
};

export const DEMO_FORBIDDEN_MESSAGE = 'The demo account cannot use this feature.';
/** The demo persona shows the product to prospects: nothing it does may change what the next one sees. */
export const DEMO_READ_ONLY_MESSAGE = 'The demo account is read-only.';
