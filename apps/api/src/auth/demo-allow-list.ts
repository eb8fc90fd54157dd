import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors.js';
import { callerId } from '../request-context.js';
import type { UserDirectory } from '../users/directory.js';

/** The role that marks the restricted demo persona (platform spec §6: a demo allow-list of endpoints). */
export const DEMO_ROLE = 'Demo';

/**
 * What a demo token may reach, as data: the spec names industries 15468, 21383 and 21991, course 25,
 * "some documents" (read here as the documents of those industries: descriptions, assessments, outlines),
 * classifications, insurance classes, taxonomies and the user's own data. Reference lists (countries,
 * currencies, …) are added so the account pages the `user` entry opens keep working.
 */
export interface DemoAllowList {
  industryIds: readonly number[];
  courseIds: readonly number[];
  /** First path segments open in full. */
  sections: readonly string[];
}

export const DEMO_ALLOW_LIST: DemoAllowList = {
  industryIds: [15468, 21383, 21991],
  courseIds: [25],
  sections: ['user', 'taxonomies', 'insurance_classes', 'classifications', 'reference', 'token'],
};

export const DEMO_FORBIDDEN_MESSAGE = 'The demo account cannot use this feature.';

/**
 * Whether a demo caller may call the route `pattern` (Fastify's route URL under the API prefix, e.g.
 * `/industries/:id/media`) with these validated params and query. Those, not the raw URL, are checked
 * so no spelling of a path (encoded slashes, dot segments) can reach an industry outside the list.
 */
export function demoMayCall(
  pattern: string,
  params: Readonly<Record<string, unknown>>,
  query: Readonly<Record<string, unknown>> = {},
  list: DemoAllowList = DEMO_ALLOW_LIST,
): boolean {
  const segments = pattern.split('/').filter(Boolean);
  const section = segments[0] ?? '';
  const listed = (ids: readonly number[], value: unknown) => value !== undefined && ids.includes(Number(value));
  switch (section) {
    case 'industries':
      return listed(list.industryIds, params.id);
    case 'documents':
      // The PDF export renders any HTML it is given: not a document of a listed industry.
      if (segments[1] === 'pdf') return false;
      return listed(list.industryIds, params.industry ?? query.industry);
    case 'courses':
      return listed(list.courseIds, params.courseId);
    default:
      return list.sections.includes(section);
  }
}

/**
 * A pre-handler run after the security check: a signed-in demo caller gets 403 (the Error schema)
 * outside the allow-list. Anonymous operations never reach it with a user.
 */
export function createDemoGuard(users: UserDirectory, prefix: string, list: DemoAllowList = DEMO_ALLOW_LIST) {
  return async function enforceDemoAllowList(request: FastifyRequest): Promise<void> {
    if (request.userId === undefined) return;
    const snapshot = await users.find(callerId(request));
    if (!snapshot?.user.roles.includes(DEMO_ROLE)) return;
    const url = request.routeOptions.url ?? '';
    const pattern = url.startsWith(prefix) ? url.slice(prefix.length) : url;
    const params = (request.params ?? {}) as Record<string, unknown>;
    if (!demoMayCall(pattern, params, (request.query ?? {}) as Record<string, unknown>, list)) {
      throw new ApiError(403, 'forbidden', DEMO_FORBIDDEN_MESSAGE);
    }
  };
}
