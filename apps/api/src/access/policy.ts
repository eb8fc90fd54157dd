import type { OperationId, PathParams, RequestBody, ServerQueryParams } from '@riskatlas/contract';
import type { CountrySection } from './sections.js';

/**
 * Who may call each operation, as data: one entry per operationId of the contract (a new operation
 * does not compile, and the server does not start, until it is classified here). The rules are the
 * ones the portal enforces on its pages, enforced again by the API (issue #26), from the product rules
 * (docs/product/, chiefly docs/product/accounts-and-access.md#roles):
 *
 * - Terms of use (docs/product/accounts-and-access.md#accepting-the-terms): until the user accepts them, only what the portal needs to show the
 *   blocking terms modal answers — the user and their settings, profile, avatar, companies, themes,
 *   search history, taxonomies and reference lists — plus the terms answer itself, the login-source
 *   stat and signing out (`caller: 'signed-in'`). Everything else (`caller: 'accepted-terms'`: content,
 *   documents, reports, learning, NatCat, PDF, account changes) answers 403.
 * - Trial (docs/product/accounts-and-access.md#trial-users): only industries of the trial sample (the search already lists
 *   no others); no Browse Industries (classifications); no short courses (trial users read a sample
 *   course shipped with the portal), so no course quizzes either.
 * - Role (docs/product/reports.md#report-routes-and-roles): an underwriter saves underwriter reports, everyone else tailored ones.
 * - Country (docs/product/industry-search-and-pages.md#industry-sections, docs/product/shell-and-dashboard.md#main-menu-items): see COUNTRY_SECTIONS.
 * - Restricted classes (docs/product/industry-search-and-pages.md#active-classes): a user with `documents_assessments` may not name a class
 *   outside it (its assessment document, its checklist); lists of an industry's classes leave such
 *   classes out (exposures, checklists, assessment outlines), except the hazard index, which lists
 *   them so the portal can show them greyed out without their summary.
 * - Daily industry view limit (docs/product/accounts-and-access.md#industry-search-limit): once a user has exceeded it, every read of an industry's
 *   content answers the same 429 as `GET /industries/{id}`.
 * - Demo persona (docs/product/accounts-and-access.md#restricted-demo): an allow-list (see demo-allow-list.ts), and read-only.
 *
 * Company-admin rules for the primary company live with the company handlers (users/companies.ts).
 * Every refusal here is 403 `forbidden` with a message saying why: the caller is signed in and the
 * thing exists, their account may not use it. (A foreign id of owned data stays 404, see the handlers.)
 */

/** Keys of a parameter object, or none when the operation has no such parameters. */
type Keys<T> = string extends keyof T ? never : Extract<keyof T, string>;

/** Where a request names something: a path or query parameter, or a top-level field of a JSON body. */
export interface AnyReference {
  in: 'path' | 'query' | 'body';
  name: string;
}

/** A reference of one operation: only names its contract declares compile. */
export type Reference<K extends OperationId> =
  | { in: 'path'; name: Keys<PathParams<K>> }
  | { in: 'query'; name: Keys<ServerQueryParams<K>> }
  | { in: 'body'; name: [RequestBody<K>] extends [undefined] ? never : Keys<Exclude<RequestBody<K>, undefined>> };

/** A reference to an industry; `section` when naming one puts the request in a country section. */
export type IndustryReference<R extends AnyReference = AnyReference> = R & { section?: CountrySection };

/**
 * What the demo persona may do with an operation: `open` (its own data, reference lists), `listed`
 * (only for the allow-list's industries and courses, named in the request), `closed`, or `session`
 * (signing out, the one write the read-only persona keeps). Writes other than `session` are refused
 * whatever this says: the persona is read-only.
 */
export type DemoAccess = 'open' | 'listed' | 'closed' | 'session';

export interface RoleRefusal {
  role: string;
  message: string;
}

export interface SignedInAccess<R extends AnyReference = AnyReference> {
  /** `signed-in`: any signed-in user, also before accepting the terms; `accepted-terms`: only after. */
  caller: 'signed-in' | 'accepted-terms';
  demo: DemoAccess;
  /** Roles that may not call it at all. */
  refusedRoles?: readonly RoleRefusal[];
  /** The country section the operation belongs to; absent: every country. */
  section?: CountrySection;
  /** Where the request names industries: each must be in the trial sample (trial users), on the demo list (demo). */
  industries?: readonly IndustryReference<R>[];
  /** Reads an industry's content: refused with 429 once the user is over the daily view limit. */
  industryContent?: boolean;
  /** Where the request names an insurance class: it must be active for a restricted user. */
  insuranceClasses?: readonly R[];
  /** Where the request names a short course: not for trial users; on the demo list for demo. */
  courses?: readonly R[];
  /** Where the request names a report type: `underwriter` for underwriters, any other for everyone else. */
  reportType?: R;
}

/** Operations the contract opens to anonymous callers (API key only): no rule here applies, there is no user. */
export interface PublicAccess {
  caller: 'anyone';
}

export type OperationAccess<R extends AnyReference = AnyReference> = PublicAccess | SignedInAccess<R>;

export const TRIAL_ROLE = 'Trial';
export const UNDERWRITER_ROLE = 'Underwriter';

const TRIAL_BROWSE = { role: TRIAL_ROLE, message: 'Browse Industries is not available on a trial subscription.' } as const;
export const TRIAL_COURSES_MESSAGE = 'Short courses are not available on a trial subscription.';
const TRIAL_COURSES = { role: TRIAL_ROLE, message: TRIAL_COURSES_MESSAGE } as const;

const anyone: PublicAccess = { caller: 'anyone' };
/** Start-up and account reads: open before the terms are accepted (the modal needs them). */
const startUp = { caller: 'signed-in', demo: 'open' } as const;
/** The user's own data and changes to it, once the terms are accepted. */
const ownData = { caller: 'accepted-terms', demo: 'open' } as const;
/** A feature closed to the demo persona, once the terms are accepted. */
const service = { caller: 'accepted-terms', demo: 'closed' } as const;
/** An industry's research content named by the path's `id`. */
const industryPage = { caller: 'accepted-terms', demo: 'listed', industries: [{ in: 'path', name: 'id' }], industryContent: true } as const;

export const OPERATION_ACCESS: { readonly [K in OperationId]: OperationAccess<Reference<K>> } = {
  // Signing in, password reset, advertisements, health: public. Media files are loaded by <img> and
  // <video> without credentials, so they cannot be told apart by user (see the report of issue #26).
  postToken: anyone,
  resetPassword: anyone,
  confirmPasswordReset: anyone,
  listAdvertisements: anyone,
  getIndustryMediaFile: anyone,
  getHealth: anyone,
  getReadiness: anyone,
  revokeToken: { caller: 'signed-in', demo: 'session' },
  // Revoking one's own link token ends a credential, like signing out: open to everyone signed in.
  revokeLinkToken: { caller: 'signed-in', demo: 'session' },

  getUser: startUp,
  getUserSettings: startUp,
  getUserProfile: startUp,
  getUserAvatar: startUp,
  listCompanies: startUp,
  getCompanyLogo: startUp,
  listThemes: startUp,
  listIndustrySearchHistory: startUp,
  listTaxonomies: startUp,
  listInsuranceClasses: startUp,
  listCountries: startUp,
  listCurrencies: startUp,
  listRegions: startUp,
  listDateFormats: startUp,
  listCities: startUp,
  listAssetCategories: startUp,
  postTermsOfUse: startUp,
  // The login source is recorded when the user signs in, before the terms modal is answered.
  postUserStats: startUp,

  putUserSettings: ownData,
  putUserProfile: ownData,
  putUserAvatar: ownData,
  createCompany: ownData,
  updateCompany: ownData,
  deleteCompany: ownData,
  putCompanyLogo: ownData,
  listUserReports: ownData,
  getUserReport: ownData,
  getReportCustomization: ownData,
  deleteReportCustomization: ownData,
  createReportCustomization: {
    caller: 'accepted-terms',
    demo: 'listed',
    industries: [{ in: 'body', name: 'industryId' }],
    reportType: { in: 'body', name: 'report_type' },
  },
  putReportCustomization: { caller: 'accepted-terms', demo: 'listed', industries: [{ in: 'body', name: 'industryId' }] },
  postStats: { caller: 'accepted-terms', demo: 'listed', industries: [{ in: 'body', name: 'industry' }] },

  searchIndustries: service,
  // The industry itself: the daily limit counts these loads in the handler.
  getIndustry: { caller: 'accepted-terms', demo: 'listed', industries: [{ in: 'path', name: 'id' }] },
  getIndustryHazardIndex: industryPage,
  getIndustryExposures: industryPage,
  getIndustryMaterialsEquipment: industryPage,
  listIndustryChecklistCategories: industryPage,
  getIndustryChecklist: { ...industryPage, insuranceClasses: [{ in: 'query', name: 'insurance_class' }] },
  listIndustryEndorsements: { ...industryPage, section: 'endorsements' },
  getIndustryMedia: { ...industryPage, section: 'media' },
  getClassificationLevel: { caller: 'accepted-terms', demo: 'open', refusedRoles: [TRIAL_BROWSE] },
  listGeneralInformation: { ...service, section: 'general-info' },
  getRiskDescription: {
    caller: 'accepted-terms',
    demo: 'listed',
    section: 'risk-assessment',
    industries: [{ in: 'path', name: 'industry' }],
    industryContent: true,
  },
  listAssessmentOutlines: {
    caller: 'accepted-terms',
    demo: 'listed',
    section: 'risk-assessment',
    industries: [{ in: 'query', name: 'industry' }],
    industryContent: true,
  },
  getRiskAssessment: {
    caller: 'accepted-terms',
    demo: 'listed',
    section: 'risk-assessment',
    industries: [{ in: 'path', name: 'industry' }],
    industryContent: true,
    insuranceClasses: [{ in: 'path', name: 'insuranceClass' }],
  },
  exportPdf: service,

  listNatcatProfiles: service,
  listCatnetLayers: service,
  getCatnetMap: service,
  searchPlaces: service,
  getPlace: service,

  listCourses: { ...service, refusedRoles: [TRIAL_COURSES] },
  getCourse: { caller: 'accepted-terms', demo: 'listed', courses: [{ in: 'path', name: 'courseId' }] },
  getCourseUnit: { caller: 'accepted-terms', demo: 'listed', courses: [{ in: 'path', name: 'courseId' }] },
  getQuizQuestions: {
    ...service,
    industries: [{ in: 'query', name: 'industry_id', section: 'quiz' }],
    industryContent: true,
    courses: [{ in: 'query', name: 'short_course_id' }],
  },
  // Grading goes by the attempt the caller started, which these rules already admitted.
  submitQuizAnswers: ownData,
  listUserQuizzes: { ...ownData, section: 'points' },
  getUserPoints: { ...ownData, section: 'points' },
  getUserPointsCip: { ...ownData, section: 'points' },
  getUserPointsCpd: { ...ownData, section: 'points' },
  getUserPointsCpdnz: { ...ownData, section: 'points' },
};
