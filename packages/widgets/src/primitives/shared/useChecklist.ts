import { useIndustryChecklistPages, type Schema } from '@riskatlas/api-client';
import { useEffect, useMemo } from 'react';

/** Questions per request (docs/product/industry-search-and-pages.md#risk-checklist). */
export const CHECKLIST_PAGE_SIZE = 100;

/**
 * An industry's checklist questions of one type (default Key), every `Link` next page followed (the
 * checklist is only complete with all of them) and each question once: the Risk Checklist, the report's
 * checklist section and the industry comparison. `loading` holds until the last page arrived; a failed
 * page ends it, with `error` set.
 */
export function useChecklist(industryId: number, enabled: boolean, type: Schema<'ChecklistType'> = 'Key') {
  const pages = useIndustryChecklistPages(enabled ? { path: { id: industryId }, query: { type, pagesize: CHECKLIST_PAGE_SIZE } } : null, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  const loaded = pages.data;
  const last = loaded?.[loaded.length - 1];
  const more = last !== undefined && last.next !== null && !pages.error;
  const { size, setSize } = pages;
  useEffect(() => {
    if (more && loaded && loaded.length >= size) void setSize(size + 1);
  }, [more, loaded, size, setSize]);
  const items = useMemo(() => {
    const seen = new Set<number>();
    return (loaded?.flatMap((page) => page.data.data) ?? []).filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
  }, [loaded]);
  return { items, error: pages.error, loading: enabled && !pages.error && (pages.isLoading || more) };
}
