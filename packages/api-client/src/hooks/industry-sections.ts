import type { SWRConfiguration } from 'swr';
import type { components } from '@riskatlas/contract';
import type { ApiRequestError } from '../errors';
import { createInfiniteQueryHook } from './createInfiniteQueryHook';
import { createQueryHook } from './createQueryHook';
import type { GetData, GetPath } from './types';

type CountryCode = components['schemas']['CountryCode'];
type Config<P extends GetPath> = SWRConfiguration<GetData<P>, ApiRequestError>;

const useExposuresQuery = createQueryHook('/industries/{id}/exposures/{country}');
const useMaterialsQuery = createQueryHook('/industries/{id}/materials_equipment/{country}');
const useEndorsementsQuery = createQueryHook('/industries/{id}/endorsements');
const useMediaQuery = createQueryHook('/industries/{id}/media');
const useClassificationQuery = createQueryHook('/classifications/{abbr}/{revision}');
const useRiskDescriptionQuery = createQueryHook('/documents/insights/{country}.{industry}');
const useOutlinesQuery = createQueryHook('/documents/assessments/outlines');
const useRiskAssessmentQuery = createQueryHook('/documents/assessments/{insuranceClass}.{industry}');
const useGeneralInformationQuery = createQueryHook('/general_information/{country}');

/** `GET /industries/{id}/exposures/{country}`. Skips until both are known. */
export function useIndustryExposures(
  id: number | null | undefined,
  country: CountryCode | null | undefined,
  config?: Config<'/industries/{id}/exposures/{country}'>,
) {
  return useExposuresQuery(id && country ? { path: { id, country } } : null, config);
}

/** `GET /industries/{id}/materials_equipment/{country}`: plain strings. Skips until both are known. */
export function useIndustryMaterials(
  id: number | null | undefined,
  country: CountryCode | null | undefined,
  config?: Config<'/industries/{id}/materials_equipment/{country}'>,
) {
  return useMaterialsQuery(id && country ? { path: { id, country } } : null, config);
}

/** `GET /industries/{id}/endorsements?mark=`: one mark's endorsements. Null id skips. */
export function useIndustryEndorsements(
  id: number | null | undefined,
  mark: components['schemas']['EndorsementMark'],
  config?: Config<'/industries/{id}/endorsements'>,
) {
  return useEndorsementsQuery(id ? { path: { id }, query: { mark } } : null, config);
}

/** `GET /industries/{id}/media`: images and videos. Null id skips. */
export function useIndustryMedia(id: number | null | undefined, config?: Config<'/industries/{id}/media'>) {
  return useMediaQuery(id ? { path: { id } } : null, config);
}

/**
 * `GET /industries/{id}/checklist`: one type's questions, paged through `Link`. Follow every page
 * with `setSize` (the widget does) until the last answer has no next link.
 */
export const useIndustryChecklistPages = createInfiniteQueryHook('/industries/{id}/checklist');

/** `GET /classifications/{abbr}/{revision}?code=`: one level (the top when `code` is absent). Null skips. */
export function useClassificationLevel(
  classification: { abbr: string; revision: string; code?: string } | null,
  config?: Config<'/classifications/{abbr}/{revision}'>,
) {
  return useClassificationQuery(
    classification
      ? {
          path: { abbr: classification.abbr, revision: classification.revision },
          query: classification.code === undefined ? {} : { code: classification.code },
        }
      : null,
    config,
  );
}

/** `GET /documents/insights/{country}.{industry}`: the risk description. Skips until both are known. */
export function useRiskDescription(
  industry: number | null | undefined,
  country: CountryCode | null | undefined,
  config?: Config<'/documents/insights/{country}.{industry}'>,
) {
  return useRiskDescriptionQuery(industry && country ? { path: { country, industry } } : null, config);
}

/** `GET /documents/assessments/outlines`: which classes have an assessment. Skips until both are known. */
export function useAssessmentOutlines(
  industry: number | null | undefined,
  country: CountryCode | null | undefined,
  config?: Config<'/documents/assessments/outlines'>,
) {
  return useOutlinesQuery(industry && country ? { query: { industry, country } } : null, config);
}

/**
 * `GET /documents/assessments/{insuranceClass}.{industry}`: fetched only when every input exists
 * (docs/product/industry-search-and-pages.md#risk-assessment). `insuranceClass` is the class id already padded to 3 characters.
 */
export function useRiskAssessment(
  insuranceClass: string | null | undefined,
  industry: number | null | undefined,
  country: CountryCode | null | undefined,
  config?: Config<'/documents/assessments/{insuranceClass}.{industry}'>,
) {
  return useRiskAssessmentQuery(
    insuranceClass && industry && country ? { path: { insuranceClass, industry }, query: { country } } : null,
    config,
  );
}

/** `GET /general_information/{country}`: every class's general write-up, in catalogue class order. Null skips. */
export function useGeneralInformation(country: CountryCode | null | undefined, config?: Config<'/general_information/{country}'>) {
  return useGeneralInformationQuery(country ? { path: { country } } : null, config);
}
