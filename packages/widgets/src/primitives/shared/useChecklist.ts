import { useIndustryChecklistPages } from '@riskatlas/api-client';
import { useEffect, useMemo } from 'react';

/**
 * An industry's Key checklist questions, every `Link` next page followed and each question once (the
 * report's checklist section and the industry comparison). `loading` holds until the last page arrived;
 * a failed page ends it with what loaded.
 */
export function useChecklist(industryId: number, enabled: boolean) {
  const pages = useIndustryChecklistPages(enabled ? { path: { id: industryId }, query: { type: 'Key', pagesize: 100 } } : null, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  const loaded = pages.data;
  const last = loaded?.[loaded.length - 1];
  const more = last !== undefined && last.next !== null && !pages.error;
  const { size, setSize } = pages;
  // The checklist is only complete with every page.
  useEffect(() => {
    if (more && loaded && loaded.length >= size) void setSize(size + 1);
  }, [more, loaded, size, setSize]);
  const items = useMemo(() => {
    const seen = new Set<number>();
    return (loaded?.flatMap((page) => page.data.data) ?? []).filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
  }, [loaded]);
  return { items, loading: enabled && !pages.error && (pages.isLoading || more) };
}
