import { isApiRequestError, useIndustry, useUser } from '@riskatlas/api-client';
import { industrySections } from '@riskatlas/domain';
import { useParams } from 'react-router';
import { demoSections, isDemoUser } from '../rules/demo';
import { IndustryNavBar } from './IndustryNavBar';
import { useIndustryLimitLock } from './useIndustryLimitLock';

/** The `:id` of an industry route, or null when it cannot be an industry id. */
export function parseIndustryId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
}

/**
 * The user and industry every `/industries/{id}/…` page shares, and the section menu they give
 * (docs/product/industry-search-and-pages.md#industry-sections): the frame and the pages read the same
 * cached answers, so the menu and the routes the page allows never disagree.
 */
export function useIndustryFrame(industryId: number | null) {
  const { data: user, error: userError, mutate: reloadUser } = useUser();
  const { data: industry, error, mutate: reloadIndustry } = useIndustry(industryId, {}, { shouldRetryOnError: false });
  const demo = user ? isDemoUser(user.roles) : false;
  const menu =
    user && industry
      ? industrySections({ country: user.country, appTheme: user.app_theme, roles: user.roles, ssoToken: user.sso_token }, industry)
      : [];
  return {
    user,
    userError,
    retryUser: () => void reloadUser(),
    industry,
    error,
    retryIndustry: () => void reloadIndustry(),
    demo,
    sections: demo ? demoSections(menu) : menu,
    trial: user?.roles.includes('Trial') ?? false,
  };
}

/**
 * The industry navigation bar of the route's industry, above every page of the industry (see
 * IndustryLayout in routes/AppRoutes.tsx). The pages keep their own loading and error states; the bar
 * waits for the user, and is left out for an address that is no industry (the page sends it to
 * /not-found).
 */
export function IndustryFrameBar() {
  const industryId = parseIndustryId(useParams().id);
  const { user, industry, error, demo, sections, trial } = useIndustryFrame(industryId);
  // The frame loads with the layout, before a page's own code: a 429 locks and signs out from here at
  // once, whichever page (and however large its code) was asked for.
  useIndustryLimitLock(error);
  const unknown = industryId === null || (isApiRequestError(error) && error.status === 404);
  if (!user || unknown) return null;
  return (
    <IndustryNavBar
      industryId={industryId}
      industry={industry}
      failed={Boolean(error)}
      sections={sections}
      trial={trial}
      country={user.country}
      search={!demo}
    />
  );
}
