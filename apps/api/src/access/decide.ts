import { classActive as isClassActive } from '@riskatlas/domain';
import { DEMO_ALLOW_LIST, DEMO_FORBIDDEN_MESSAGE, DEMO_READ_ONLY_MESSAGE, DEMO_ROLE, type DemoAllowList } from '../auth/demo-allow-list.js';
import type { UserRecord } from '../db/repositories/users.js';
import type { Country } from '../db/rows.js';
import { TRIAL_COURSES_MESSAGE, TRIAL_ROLE, UNDERWRITER_ROLE, type AnyReference, type SignedInAccess } from './policy.js';
import { COUNTRY_SECTIONS, sectionOpenIn, type CountrySection } from './sections.js';

/** docs/product/accounts-and-access.md#accepting-the-terms, verbatim: what the terms modal says to a user who has not agreed. */
export const TERMS_REQUIRED_MESSAGE = 'You must agree to the terms of use to use our service.';
export const TRIAL_INDUSTRY_MESSAGE = 'This industry is not available on a trial subscription.';
export const INACTIVE_CLASS_MESSAGE = 'This insurance class is not active for your account.';
export const UNDERWRITER_REPORT_MESSAGE = 'Only underwriters can save an underwriter report.';
export const TAILORED_REPORT_MESSAGE = 'Underwriters save underwriter reports, not tailored reports.';

export const sectionMessage = (section: CountrySection) => `${COUNTRY_SECTIONS[section].title} is not available in your country.`;

/** What the rules need to know of the signed-in caller. */
export interface AccessCaller {
  roles: readonly string[];
  country: Country;
  acceptedTerms: boolean;
  /** The classes a restricted user may use; null when the user is not restricted. */
  documentsAssessments: readonly number[] | null;
}

/** What the rules read of a user's account: a user who never answered the terms has not accepted them. */
export const callerOf = (user: Pick<UserRecord, 'roles' | 'country' | 'accepted_toc' | 'documents_assessments'>): AccessCaller => ({
  roles: user.roles,
  country: user.country,
  acceptedTerms: user.accepted_toc === true,
  documentsAssessments: user.documents_assessments,
});

/** The request as validated against the contract. */
export interface AccessRequest {
  method: string;
  params: Readonly<Record<string, unknown>>;
  query: Readonly<Record<string, unknown>>;
  body: unknown;
}

/** The catalogue's answer for an industry id (an alias answers for its industry); undefined when none. */
export type IndustryLookup = (id: number) => { trial: boolean } | undefined;

/** The values a request gives at a reference: none when absent, each item of a list. */
export function referencedValues(reference: AnyReference, request: AccessRequest): unknown[] {
  const holder = reference.in === 'path' ? request.params : reference.in === 'query' ? request.query : request.body;
  if (!holder || typeof holder !== 'object') return [];
  const value = (holder as Record<string, unknown>)[reference.name];
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** An id as the contract types it (a number), or as a path spells it ("15468", a class padded as "003"). */
export function asId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value);
  return null;
}

const ids = (references: readonly AnyReference[] | undefined, request: AccessRequest) =>
  (references ?? []).flatMap((reference) => referencedValues(reference, request)).map(asId);

/** Whether a class is active for the caller: the rule the portal greys and hides classes by (@riskatlas/domain). */
export function classActive(caller: Pick<AccessCaller, 'documentsAssessments'>, classId: number): boolean {
  return isClassActive(classId, caller.documentsAssessments);
}

function demoRefusal(access: SignedInAccess, request: AccessRequest, list: DemoAllowList): string | null {
  if (access.demo === 'session') return null;
  if (request.method !== 'GET' && request.method !== 'HEAD') return DEMO_READ_ONLY_MESSAGE;
  switch (access.demo) {
    case 'open':
      return null;
    case 'closed':
      return DEMO_FORBIDDEN_MESSAGE;
    case 'listed': {
      // Every industry and course the request names — in the path, the query or the body — must be
      // listed, and it must name one: a request naming none is not about a listed one.
      const named = [
        ...ids(access.industries, request).map((id) => id !== null && list.industryIds.includes(id)),
        ...ids(access.courses, request).map((id) => id !== null && list.courseIds.includes(id)),
      ];
      return named.length > 0 && named.every(Boolean) ? null : DEMO_FORBIDDEN_MESSAGE;
    }
    default:
      return access.demo satisfies never;
  }
}

function industryRefusal(access: SignedInAccess, caller: AccessCaller, request: AccessRequest, industry: IndustryLookup): string | null {
  const trial = caller.roles.includes(TRIAL_ROLE);
  for (const reference of access.industries ?? []) {
    for (const value of referencedValues(reference, request)) {
      if (reference.section && !sectionOpenIn(reference.section, caller.country)) return sectionMessage(reference.section);
      if (!trial) continue;
      const id = asId(value);
      // An id naming no industry is the handler's to answer (404), as for anyone.
      const entry = id === null ? undefined : industry(id);
      if (entry && !entry.trial) return TRIAL_INDUSTRY_MESSAGE;
    }
  }
  return null;
}

function reportTypeRefusal(access: SignedInAccess, caller: AccessCaller, request: AccessRequest): string | null {
  if (!access.reportType) return null;
  const underwriter = caller.roles.includes(UNDERWRITER_ROLE);
  for (const value of referencedValues(access.reportType, request)) {
    if (value === 'underwriter' && !underwriter) return UNDERWRITER_REPORT_MESSAGE;
    if (value !== 'underwriter' && underwriter) return TAILORED_REPORT_MESSAGE;
  }
  return null;
}

/**
 * Why the caller may not make this request, or null when they may: the first rule it breaks, in the
 * order the demo allow-list, the terms of use, roles, the country's sections, the industries, classes,
 * courses and report type it names. Pure: the catalogue is asked through `industry`.
 */
export function accessRefusal(
  access: SignedInAccess,
  caller: AccessCaller,
  request: AccessRequest,
  industry: IndustryLookup,
  demoList: DemoAllowList = DEMO_ALLOW_LIST,
): string | null {
  if (caller.roles.includes(DEMO_ROLE)) {
    const refused = demoRefusal(access, request, demoList);
    if (refused) return refused;
  }
  if (access.caller === 'accepted-terms' && !caller.acceptedTerms) return TERMS_REQUIRED_MESSAGE;
  const role = access.refusedRoles?.find((refusal) => caller.roles.includes(refusal.role));
  if (role) return role.message;
  if (access.section && !sectionOpenIn(access.section, caller.country)) return sectionMessage(access.section);
  const industryRefused = industryRefusal(access, caller, request, industry);
  if (industryRefused) return industryRefused;
  // A padded class id ("003") or an unknown one is as inactive as any other id outside the list.
  if (caller.documentsAssessments !== null && ids(access.insuranceClasses, request).some((id) => id === null || !classActive(caller, id))) {
    return INACTIVE_CLASS_MESSAGE;
  }
  if (ids(access.courses, request).length > 0 && caller.roles.includes(TRIAL_ROLE)) return TRIAL_COURSES_MESSAGE;
  return reportTypeRefusal(access, caller, request);
}

/** The known industries a request names, for the daily view limit. */
export function namedIndustries(access: SignedInAccess, request: AccessRequest, industry: IndustryLookup): number[] {
  return ids(access.industries, request).flatMap((id) => (id !== null && industry(id) ? [id] : []));
}
