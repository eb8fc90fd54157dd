import { useIndustryChecklistPages, type Schema } from '@riskatlas/api-client';
import { useEffect, useMemo } from 'react';
import { checklistNeedsLoading } from '@riskatlas/domain';

type ChecklistItem = Schema<'ChecklistItem'>;

/** Questions per request (docs/product/industry-search-and-pages.md#risk-checklist). */
const PAGE_SIZE = 100;

/**
 * The industry's Key checklist questions for the underwriter's answers: the ones given when they cover
 * at least two classes, otherwise fetched (every page, following `Link`).
 */
export function useKeyChecklist(industryId: number, given: readonly ChecklistItem[] | undefined) {
  const fetch = checklistNeedsLoading(given);
  const pages = useIndustryChecklistPages(fetch ? { path: { id: industryId }, query: { type: 'Key', pagesize: PAGE_SIZE } } : null, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  const loaded = pages.data;
  const more = !pages.error && loaded !== undefined && loaded[loaded.length - 1]?.next != null;
  const { size, setSize } = pages;
  useEffect(() => {
    if (more && loaded && loaded.length >= size) void setSize(size + 1);
  }, [more, loaded, size, setSize]);
  const questions = useMemo(() => (fetch ? (loaded?.flatMap((page) => page.data.data) ?? []) : [...(given ?? [])]), [fetch, loaded, given]);
  return { questions, loading: fetch && !pages.error && (pages.isLoading || more) };
}
