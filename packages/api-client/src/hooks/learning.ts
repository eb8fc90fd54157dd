import { useCallback } from 'react';
import { useSWRConfig, type SWRConfiguration } from 'swr';
import type { components } from '@riskatlas/contract';
import type { ApiClient } from '../client';
import { toApiRequestError, type ApiRequestError } from '../errors';
import { useApiClient } from './ApiProvider';
import { createQueryHook } from './createQueryHook';
import type { GetData } from './types';

type Schemas = components['schemas'];
type PointsType = Schemas['PointsType'];

/** `GET /courses`: the short courses. */
export const useCourses = createQueryHook('/courses');

const useCourseQuery = createQueryHook('/courses/{courseId}');
const useCourseUnitQuery = createQueryHook('/courses/{courseId}/units/{unitId}');
const useUserQuizzesQuery = createQueryHook('/user/quizzes');
const usePointsCip = createQueryHook('/user/points/cip');
const usePointsCpd = createQueryHook('/user/points/cpd');
const usePointsCpdnz = createQueryHook('/user/points/cpdnz');

/** `GET /user/points`: current totals (the header's points badge). */
export const useUserPoints = createQueryHook('/user/points');

/** `GET /courses/{courseId}`: a course with its guide and units. Null id skips. */
export function useCourse(courseId: number | null | undefined, config?: SWRConfiguration<GetData<'/courses/{courseId}'>, ApiRequestError>) {
  return useCourseQuery(courseId ? { path: { courseId } } : null, config);
}

/** `GET /courses/{courseId}/units/{unitId}`: one unit's text. Skips until both ids are known. */
export function useCourseUnit(
  courseId: number | null | undefined,
  unitId: number | null | undefined,
  config?: SWRConfiguration<GetData<'/courses/{courseId}/units/{unitId}'>, ApiRequestError>,
) {
  return useCourseUnitQuery(courseId && unitId ? { path: { courseId, unitId } } : null, config);
}

/** `GET /user/quizzes?status=completed&country=…&pagesize=100`: the completed quizzes the points page lists. Null country skips. */
export function useCompletedQuizzes(
  country: Schemas['CountryCode'] | null | undefined,
  config?: SWRConfiguration<GetData<'/user/quizzes'>, ApiRequestError>,
) {
  return useUserQuizzesQuery(country ? { query: { status: 'completed', country, pagesize: 100 } } : null, config);
}

/** `GET /user/points/{type}?until=`: one period's points. Null `until` skips (the period is not known yet). */
export function useUserPointsPeriod(
  type: PointsType,
  until: string | null,
  config?: SWRConfiguration<Schemas['PointsPeriod'], ApiRequestError>,
) {
  // Three hooks, one live: hooks cannot be chosen conditionally, so the others get null params.
  const cip = usePointsCip(type === 'cip' && until ? { query: { until } } : null, config);
  const cpd = usePointsCpd(type === 'cpd' && until ? { query: { until } } : null, config);
  const cpdnz = usePointsCpdnz(type === 'cpdnz' && until ? { query: { until } } : null, config);
  return type === 'cip' ? cip : type === 'cpd' ? cpd : cpdnz;
}

/**
 * Starts a quiz (`GET /quizzes/questions`). Not a hook: every call starts a new attempt on the server,
 * which SWR's revalidation must never do.
 */
export async function startQuiz(
  client: ApiClient,
  source: { industryId: number } | { courseId: number },
  country: Schemas['CountryCode'],
): Promise<Schemas['Quiz']> {
  const query = 'industryId' in source ? { industry_id: source.industryId, country } : { short_course_id: source.courseId, country };
  const { data, error, response } = await client.GET('/quizzes/questions', { params: { query } });
  if (!data) throw toApiRequestError(error, response);
  return data;
}

/** Submits a quiz's answers for grading (`POST /user/quizzes/{quizId}`); resolves with the graded quiz. */
export async function submitQuiz(client: ApiClient, quizId: number, body: Schemas['QuizSubmission']): Promise<Schemas['Quiz']> {
  const { data, error, response } = await client.POST('/user/quizzes/{quizId}', { params: { path: { quizId } }, body });
  if (!data) throw toApiRequestError(error, response);
  return data;
}

/** Cached answers a graded quiz changes: the points (the header badge, the points page) and the quiz lists. */
const changedByGrading = (key: unknown) =>
  Array.isArray(key) && typeof key[1] === 'string' && (key[1].startsWith('/user/points') || key[1] === '/user/quizzes');

/** {@link submitQuiz} for components: after grading, the cached points and quiz lists load again. */
export function useSubmitQuiz(): (quizId: number, body: Schemas['QuizSubmission']) => Promise<Schemas['Quiz']> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (quizId, body) => {
      const graded = await submitQuiz(client, quizId, body);
      void mutate(changedByGrading);
      return graded;
    },
    [client, mutate],
  );
}

const useSearchHistoryQuery = createQueryHook('/user/history/industries');

/** `GET /user/history/industries` within a points period (dates, inclusive); null skips. */
export function usePeriodSearchHistory(
  period: { start: string; end: string } | null,
  config?: SWRConfiguration<GetData<'/user/history/industries'>, ApiRequestError>,
) {
  const endExclusive = period ? new Date(Date.parse(`${period.end}T00:00:00Z`) + 86_400_000).toISOString() : '';
  return useSearchHistoryQuery(
    period ? { query: { start: `${period.start}T00:00:00.000Z`, end: endExclusive, pagesize: 100 } } : null,
    config,
  );
}
