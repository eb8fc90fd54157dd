import {
  createQueryHook,
  useAccountImage,
  useReportThemes,
  useTaxonomies,
  useUser,
  useUserCompanies,
  useUserProfile,
  useUserSettings,
} from '@riskatlas/api-client';
import { RECENT_LIMIT, startupFailureCopy, useFailureToast } from '@riskatlas/widgets';
import { useDeferredValue } from 'react';

const useSearchHistory = createQueryHook('/user/history/industries');

/** One attempt each: a start-up load that fails says so once, and the page that needs it offers the retry. */
const ONCE = { shouldRetryOnError: false } as const;

/**
 * docs/product/shell-and-dashboard.md#start-up-failures: a signed-in page starts with eight loads, and
 * each that fails shows its own error toast. The keys are the ones the header, dashboard and account
 * pages use, so the loads are shared with them, not repeated. Pass `signedIn: false` to load nothing.
 */
export function useStartupFailureToasts(signedIn: boolean): void {
  // Asked for in a second, interruptible pass: the page's own loads and first paint go first.
  const started = useDeferredValue(signedIn, false);
  const skipUnless = <T>(params: T) => (started ? params : null);
  const user = useUser(skipUnless({}), ONCE);
  const settings = useUserSettings(skipUnless({}), ONCE);
  const profile = useUserProfile(skipUnless({}), ONCE);
  // The profile names the avatar (null without one): there is nothing to load, and nothing to fail, without it.
  const avatar = useAccountImage(started && profile.data?.avatar ? { kind: 'avatar' } : null, profile.data?.avatar);
  const companies = useUserCompanies(skipUnless({}), ONCE);
  const taxonomies = useTaxonomies(skipUnless({}), ONCE);
  const themes = useReportThemes(skipUnless({}), ONCE);
  // The dashboard's "Recently viewed" reads the same page of the history.
  const history = useSearchHistory(skipUnless({ query: { pagesize: RECENT_LIMIT } }), ONCE);

  useFailureToast(user.error, startupFailureCopy.user);
  useFailureToast(settings.error, startupFailureCopy.settings);
  useFailureToast(profile.error, startupFailureCopy.profile);
  useFailureToast(avatar.error, startupFailureCopy.avatar);
  useFailureToast(companies.error, startupFailureCopy.companies);
  useFailureToast(taxonomies.error, startupFailureCopy.taxonomies);
  useFailureToast(themes.error, startupFailureCopy.themes);
  useFailureToast(history.error, startupFailureCopy.searchHistory);
}
