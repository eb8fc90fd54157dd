export { ApiProvider, useApiClient } from './ApiProvider';
export type { ApiContextValue, ApiProviderProps } from './ApiProvider';
export { createQueryHook, fetchOrThrow } from './createQueryHook';
export type { QueryHook, QueryHookArguments, QueryKey } from './createQueryHook';
export { createInfiniteQueryHook, fetchPage } from './createInfiniteQueryHook';
export type { InfiniteQueryHook, PageKey, PageResult } from './createInfiniteQueryHook';
export {
  useHazardIndex,
  useIndustry,
  useInfiniteIndustrySearch,
  useInsuranceClasses,
  useTaxonomies,
  useUser,
  useUserProfile,
  useUserSettings,
} from './hooks';
export type { IndustryListItem, IndustrySearchQuery, InfiniteIndustrySearch } from './hooks';
export { useCatnetMap, useNatcatProfiles, usePlace, usePlaceSuggestions } from './natcat';
export type { CatnetMapRequest, LatLng } from './natcat';
export type { GetData, GetOperation, GetParams, GetPath } from './types';
export {
  useAssessmentOutlines,
  useClassificationLevel,
  useGeneralInformation,
  useIndustryChecklistPages,
  useIndustryEndorsements,
  useIndustryExposures,
  useIndustryMaterials,
  useIndustryMedia,
  useRiskAssessment,
  useRiskDescription,
} from './industry-sections';
export { useAccountImage, useUserCompanies } from './account';
export type { AccountImage } from './account';
export { IsolatedApiCache } from './ApiCache';
export { useAssetCategories, useCities, useCountries, useCurrencies, useDateFormats, useRegions } from './reference';
export {
  startQuiz,
  submitQuiz,
  useSubmitQuiz,
  useCompletedQuizzes,
  useCourse,
  useCourses,
  useCourseUnit,
  useUserPoints,
  usePeriodSearchHistory,
  useUserPointsPeriod,
} from './learning';
export {
  createReportCustomization,
  deleteReportCustomization,
  saveReportCustomization,
  useReportCustomization,
  useReportCustomizationMutations,
} from './reports';
export type { ReportCustomization, ReportCustomizationCreate, ReportCustomizationMutations, ReportCustomizationUpdate } from './reports';
export { useReportThemes } from './report-themes';
