/**
 * docs/product/shell-and-dashboard.md#start-up-failures: the eight loads a signed-in page starts with,
 * each with the error toast its failure shows, verbatim.
 */
export const startupFailureCopy = {
  user: 'Failed to load user',
  settings: 'Failed to load user settings',
  profile: 'Failed to load user profile',
  avatar: 'Failed to load user avatar',
  companies: 'Failed to load companies',
  taxonomies: 'Failed to load taxonomies',
  themes: 'Failed to load themes',
  searchHistory: 'Failed to load search history',
} as const;

export type StartupLoad = keyof typeof startupFailureCopy;
