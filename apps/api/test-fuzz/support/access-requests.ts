import type { FuzzRequest } from './requests.js';
import { OWNER_MARK } from './authorization.js';

/** What the access table's requests name, found once per run (see access-matrix.ts). */
export interface AccessFixtures {
  /** Outside the trial sample and the demo list; has an AU quiz and assessment outlines. */
  industryId: number;
  /** In the trial sample. */
  sampleIndustryId: number;
  /** On the demo list. */
  listedIndustryId: number;
  /** A class with an assessment for the industry, outside the restricted persona's classes. */
  inactiveClassId: number;
  courseId: number;
  unitId: number;
  placeId: string;
  /** The owner's things, filled in as the owner creates them. */
  owned: { companyId?: number; templateId?: number; quizId?: number; answers?: { question_id: number; answer_id: number }[] };
}

/** What a request may depend on besides the fixtures: the caller's own persona, country and primary company. */
export interface RequestCaller {
  persona: string | null;
  country: 'au' | 'nz' | 'gb' | 'others';
  primaryCompanyId: number;
  /** The caller's name and email as GET /user gives them (a profile saved back unchanged). */
  personName: string;
  email: string;
}

type Parts = Partial<Pick<FuzzRequest, 'path' | 'query' | 'body'>>;
type RequestFor = (fixtures: AccessFixtures, caller: RequestCaller) => Parts;

const json = (value: unknown): FuzzRequest['body'] => ({ kind: 'json', value });
/** The smallest well-formed PNG, as the existing matrix uploads. */
const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
);
const png: FuzzRequest['body'] = { kind: 'multipart', fields: {}, files: { file: { bytes: PNG, type: 'image/png', name: 'logo.png' } } };
const SYDNEY = { lat: '-33.8688', lng: '151.2093' };

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The owner has no ${what} yet: its create row must run first`);
  return value;
}

/**
 * Path parameters by name, for every row: the request's industry, class, course and the owner's
 * things. A row may override them (the variants do).
 */
export function pathParameters(fixtures: AccessFixtures): Record<string, () => string> {
  return {
    id: () => String(fixtures.industryId),
    industry: () => String(fixtures.industryId),
    country: () => 'au',
    insuranceClass: () => String(fixtures.inactiveClassId).padStart(3, '0'),
    abbr: () => 'anzsic',
    revision: () => '2006',
    courseId: () => String(fixtures.courseId),
    unitId: () => String(fixtures.unitId),
    placeId: () => fixtures.placeId,
    file: () => '1.svg',
    companyId: () => String(need(fixtures.owned.companyId, 'company')),
    templateId: () => String(need(fixtures.owned.templateId, 'report customisation')),
    reportId: () => String(need(fixtures.owned.templateId, 'saved report')),
    quizId: () => String(need(fixtures.owned.quizId, 'quiz attempt')),
  };
}

const tailored = (fixtures: AccessFixtures) => ({
  industryId: fixtures.industryId,
  name: `${OWNER_MARK} Bakery`,
  report_type: 'tailored',
  customizations: [],
});

/**
 * The query and body of each row's one valid request, where it needs any: what the portal would send.
 * Rows not listed send only their path parameters.
 */
export const ACCESS_REQUESTS: Readonly<Record<string, RequestFor>> = {
  postToken: () => ({
    body: { kind: 'form', fields: { username: 'adviser.au', password: 'RiskAtlas-Demo-2026', grant_type: 'password', client_id: '1' } },
  }),
  // Each caller asks for its own account (the per-account limit allows a few an hour).
  resetPassword: (_, caller) => ({ query: { username: caller.persona ?? 'adviser.nz' } }),
  confirmPasswordReset: () => ({ body: json({ code: 'not-a-code-anyone-was-sent', password: 'Matrix-Passw0rd' }) }),
  putUserSettings: () => ({ body: json({ settings: [{ key: 'date_format', value: null }] }) }),
  putUserProfile: (_, caller) => ({ body: json({ person_name: caller.personName, email: caller.email }) }),
  putUserAvatar: () => ({ body: png }),
  createCompany: () => ({ body: json({ name: `${OWNER_MARK} Brokers Pty Ltd`, description: '<p>Owned by the matrix owner.</p>' }) }),
  updateCompany: () => ({ body: json({ name: `${OWNER_MARK} Renamed` }) }),
  putCompanyLogo: () => ({ body: png }),
  // Accepted users answer as they did; the user who has not accepted disagrees again (nothing changes).
  postTermsOfUse: (_, caller) => ({ body: json({ is_accepted: caller.persona !== 'newuser.au' }) }),
  postUserStats: () => ({ body: json({ Projectid: 'riskatlas', Typename: '/dashboard' }) }),
  postStats: (fixtures) => ({ body: json({ page: `/industries/${fixtures.industryId}/hazard-index`, industry: fixtures.industryId }) }),
  createReportCustomization: (fixtures) => ({ body: json(tailored(fixtures)) }),
  'createReportCustomization@underwriter': (fixtures) => ({ body: json({ ...tailored(fixtures), report_type: 'underwriter' }) }),
  putReportCustomization: (fixtures) => ({
    body: json({ ...tailored(fixtures), id: need(fixtures.owned.templateId, 'report customisation'), report_type: undefined }),
  }),
  listInsuranceClasses: () => ({ query: { country: 'au' } }),
  listCities: () => ({ query: { country: 'au' } }),
  searchIndustries: () => ({ query: { q: 'bakery' } }),
  getIndustryChecklist: (fixtures) => ({ query: { type: 'Key', insurance_class: String(fixtures.inactiveClassId) } }),
  listIndustryChecklistCategories: () => ({ query: { type: 'Key' } }),
  'getIndustry@trialSample': (fixtures) => ({ path: { id: String(fixtures.sampleIndustryId) } }),
  'getIndustry@demoListed': (fixtures) => ({ path: { id: String(fixtures.listedIndustryId) } }),
  'getIndustryHazardIndex@demoListed': (fixtures) => ({ path: { id: String(fixtures.listedIndustryId), country: 'au' } }),
  listAssessmentOutlines: (fixtures) => ({ query: { industry: String(fixtures.industryId), country: 'au' } }),
  getRiskAssessment: () => ({ query: { country: 'au' } }),
  exportPdf: () => ({ body: json({ html: '<h1>Matrix</h1>', format: 'A4' }) }),
  listNatcatProfiles: () => ({ query: SYDNEY }),
  listCatnetLayers: () => ({ query: { latitude: SYDNEY.lat, longitude: SYDNEY.lng } }),
  getCatnetMap: () => ({ query: { LayerId: 'bushfire', Latitude: SYDNEY.lat, Longitude: SYDNEY.lng, Zoom: '4' } }),
  searchPlaces: () => ({ query: { q: 'Sydney' } }),
  getQuizQuestions: (fixtures, caller) => ({ query: { industry_id: String(fixtures.industryId), country: caller.country } }),
  'getQuizQuestions@course': (fixtures, caller) => ({ query: { short_course_id: String(fixtures.courseId), country: caller.country } }),
  submitQuizAnswers: (fixtures) => ({ body: json({ answers: need(fixtures.owned.answers, 'quiz attempt'), country: 'au' }) }),
  listUserQuizzes: (_, caller) => ({ query: { status: 'completed', country: caller.country } }),
  'updateCompany@ownPrimary': (_, caller) => ({
    path: { companyId: String(caller.primaryCompanyId) },
    body: json({ name: `${OWNER_MARK} Renamed` }),
  }),
  'putCompanyLogo@ownPrimary': (_, caller) => ({ path: { companyId: String(caller.primaryCompanyId) }, body: png }),
  'deleteCompany@ownPrimary': (_, caller) => ({ path: { companyId: String(caller.primaryCompanyId) } }),
};
