import { useIndustry, useUser } from '@riskatlas/api-client';
import { COMPARE_MAX, IndustryCompare, industryCompareCopy, parseCompareIds, Spinner } from '@riskatlas/widgets';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useIndustryLimitLock } from '../../industry/useIndustryLimitLock';
import { isDemoUser } from '../../rules/demo';
import { LoadFailed } from '../../routes/LoadFailed';
import { useSettingsInForce } from '../../session/settings-in-force';

const Screen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.heading2}px;
  }
  p {
    margin: 0;
  }
`;

/** The page's fixed copy (docs/product/compare.md). */
export const comparePageCopy = {
  title: 'Compare industries',
  intro:
    'See up to four industries side by side: their hazard ratings per insurance class, the exposures and Key questions they share and those only one has, and their indicative rates. Copy the address to share the comparison.',
  failed: 'The comparison could not be loaded.',
} as const;

const QUIET = { shouldRetryOnError: false } as const;

/** The industry ids in the address, and a setter that writes them back (`?ids=1,2,3`). */
function useCompareIds(): [number[], (ids: number[]) => void] {
  const [params, setParams] = useSearchParams();
  const ids = parseCompareIds(params.get('ids'));
  const setIds = (next: number[]) => {
    setParams(next.length > 0 ? { ids: next.slice(0, COMPARE_MAX).join(',') } : {}, { replace: false });
  };
  return [ids, setIds];
}

/**
 * `/compare?ids=…` (docs/product/compare.md): the IndustryCompare widget with the address as its state, so a
 * comparison can be bookmarked, shared and restored on reload. The industries' loads are the widget's own
 * (the same cached answers): the page applies the daily view limit to them as the industry pages do.
 */
export function ComparePage() {
  const { data: user, error: userError, mutate: reloadUser } = useUser();
  const [ids, setIds] = useCompareIds();
  const navigate = useNavigate();
  const { taxonomy } = useSettingsInForce();
  // The same keys the widget loads, so these are its answers, not extra requests.
  const first = useIndustry(ids[0] ?? null, {}, QUIET);
  const second = useIndustry(ids[1] ?? null, {}, QUIET);
  const third = useIndustry(ids[2] ?? null, {}, QUIET);
  const fourth = useIndustry(ids[3] ?? null, {}, QUIET);
  const limited = [first, second, third, fourth].find((industry) => industry.error?.status === 429)?.error;
  const locked = useIndustryLimitLock(limited);

  if (!user && userError) return <LoadFailed message={comparePageCopy.failed} error={userError} onRetry={() => void reloadUser()} />;
  if (!user) return <Spinner label="Loading the page" showLabel />;
  if (locked) return null;

  return (
    <Screen>
      <h1>{comparePageCopy.title}</h1>
      <p>{comparePageCopy.intro}</p>
      <IndustryCompare
        industryIds={ids}
        onChange={setIds}
        country={user.country}
        documentsAssessments={user.documents_assessments}
        trial={user.roles.includes('Trial')}
        taxonomy={taxonomy}
        search={!isDemoUser(user.roles)}
        onNavigate={(href) => void navigate(href)}
        aria-label={industryCompareCopy.title}
      />
    </Screen>
  );
}
