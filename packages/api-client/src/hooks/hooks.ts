import type { SWRConfiguration } from 'swr';
import type { SWRInfiniteConfiguration } from 'swr/infinite';
import type { ApiRequestError } from '../errors';
import type { components, operations } from '@riskatlas/contract';
import { createInfiniteQueryHook, type PageResult } from './createInfiniteQueryHook';
import { createQueryHook } from './createQueryHook';
import type { GetData } from './types';

type Schemas = components['schemas'];
type CountryCode = Schemas['CountryCode'];
type TaxonomyId = Schemas['TaxonomyId'];

/** `GET /user`: the signed-in user. `useUser(null)` skips. */
export const useUser = createQueryHook('/user');

/** `GET /user/settings`: settings with defaults and options. */
export const useUserSettings = createQueryHook('/user/settings');

/** `GET /user/profile`: the user's profile. */
export const useUserProfile = createQueryHook('/user/profile');

/** `GET /taxonomies`: taxonomies 4, 8 and 12. */
export const useTaxonomies = createQueryHook('/taxonomies');

const useInsuranceClassesQuery = createQueryHook('/insurance_classes');
const useIndustryQuery = createQueryHook('/industries/{id}');
const useHazardIndexQuery = createQueryHook('/industries/{id}/hazard_index/{country}');

/** `GET /insurance_classes?country=`: the classes of a country; null skips. */
export function useInsuranceClasses(
  country: CountryCode | null | undefined,
  config?: SWRConfiguration<GetData<'/insurance_classes'>, ApiRequestError>,
) {
  return useInsuranceClassesQuery(country ? { query: { country } } : null, config);
}

/** `GET /industries/{id}`: one industry; `taxonomy` picks the code system (default 8, ANZSIC 2006). Null id skips. */
export function useIndustry(
  id: number | null | undefined,
  options: { taxonomy?: TaxonomyId } = {},
  config?: SWRConfiguration<GetData<'/industries/{id}'>, ApiRequestError>,
) {
  const query = options.taxonomy === undefined ? {} : { taxonomy: options.taxonomy };
  return useIndustryQuery(id ? { path: { id }, query } : null, config);
}

/** `GET /industries/{id}/hazard_index/{country}`: ratings per class. Skips until both are known. */
export function useHazardIndex(
  id: number | null | undefined,
  country: CountryCode | null | undefined,
  config?: SWRConfiguration<GetData<'/industries/{id}/hazard_index/{country}'>, ApiRequestError>,
) {
  return useHazardIndexQuery(id && country ? { path: { id, country } } : null, config);
}

/** Query of the industry search (`GET /industries`). */
export type IndustrySearchQuery = NonNullable<operations['searchIndustries']['parameters']['query']>;

/** An industry in search results. */
export type IndustryListItem = Schemas['IndustryListItem'];

const useIndustryPages = createInfiniteQueryHook('/industries');

/** What {@link useInfiniteIndustrySearch} returns. */
export interface InfiniteIndustrySearch {
  /** Every industry loaded so far, in page order. */
  items: IndustryListItem[];
  /** The raw pages (body and next-page URL). */
  pages: PageResult<'/industries'>[] | undefined;
  /** The last error (an {@link ApiRequestError}: 429 is the search limit). */
  error: ApiRequestError | undefined;
  /** True while the first page loads. */
  isLoading: boolean;
  /** True while a further page loads. */
  isLoadingMore: boolean;
  /** True when the last loaded page had a `Link` next page. */
  hasMore: boolean;
  /** Loads the next page (no-op on the last page or while loading). */
  loadMore: () => void;
  /** Revalidates every loaded page. */
  refresh: () => void;
}

/**
 * Industry search that follows `Link` next pages (100 per page by default). Null query skips
 * (e.g. while the search box is empty).
 */
export function useInfiniteIndustrySearch(
  query: IndustrySearchQuery | null,
  config?: SWRInfiniteConfiguration<PageResult<'/industries'>, ApiRequestError>,
): InfiniteIndustrySearch {
  const swr = useIndustryPages(query === null ? null : { query }, config);
  const pages = swr.data;
  const lastPage = pages?.[pages.length - 1];
  const hasMore = lastPage !== undefined && lastPage.next !== null;
  const isLoadingMore = swr.size > 0 && pages !== undefined && pages.length < swr.size && swr.error === undefined;
  return {
    items: pages ? pages.flatMap((page) => page.data.data) : [],
    pages,
    error: swr.error,
    isLoading: swr.isLoading,
    isLoadingMore,
    hasMore,
    loadMore: () => {
      if (hasMore && !isLoadingMore) void swr.setSize(swr.size + 1);
    },
    refresh: () => {
      void swr.mutate();
    },
  };
}
