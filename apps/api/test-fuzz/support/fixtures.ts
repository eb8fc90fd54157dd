import type { Schema } from '@riskatlas/contract';
import { jpegImage, pngImage } from '../../test/support/images.js';
import { FUZZ_ACCOUNT, type FuzzAccounts } from './fuzz-accounts.js';
import { TEST_PORTAL_ORIGIN } from './server.js';
import { ACCEPT, NO_FIXTURES, type OperationFixtures, type RequestPatch, type UploadFile } from './requests.js';

/**
 * Valid values for what a schema cannot make valid by itself (ids of real rows, values that must agree
 * with each other), so that every operation's success path is fuzzed, not only its "not found".
 * Everything but the images is discovered from the running server at setup, as the account that will
 * use it; nothing here names a row of the seed.
 */
export interface Discovered {
  /** The portal origin the server is configured with: the only one its reset emails may link to. */
  portalOrigin: string;
  /** Industries a search finds. */
  industryIds: number[];
  /** Industries with an AU quiz, as a search for them finds. */
  quizIndustryIds: number[];
  /** AU insurance classes. */
  insuranceClassIds: number[];
  /** Each taxonomy with the codes of one walk from its top level down to a leaf. */
  taxonomies: { abbr: string; revision: string; codes: string[] }[];
  /** Places (AU and NZ towns) with their coordinates. */
  places: { id: string; lat: number; lng: number }[];
  /** The NatCat layers at each place. */
  layers: { id: string; lat: number; lng: number }[];
  /** Risk assessments that exist: an industry and a class it is assessed for. */
  assessments: { industry: number; insuranceClass: number }[];
  /** Report sections as the portal saves them: none, and both sections filled with real classes. */
  customizations: Schema<'ReportSectionCustomization'>[][];
  /** The fuzz account's companies: its primary one, and another with a logo (its to change). */
  companyIds: number[];
  /** Report customisations (saved reports) of the fuzz account. */
  templates: { id: number; industryId: number }[];
  /** Quizzes the fuzz account started and has not submitted, with an answer to every question. */
  quizzes: { id: number; country: string; answers: { question_id: number; answer_id: number }[] }[];
  /** Courses and the ids of their units. */
  courses: { id: number; unitIds: number[] }[];
  /** A second company of deleteCompany's own account (fuzz-accounts.ts). */
  companyIdsToDelete: number[];
  /** Report customisations of deleteReportCustomization's own account. */
  templateIdsToDelete: number[];
  /** The live reset code of confirmPasswordReset's own account, minted by the global setup. */
  resetCode: string;
}

/** Real images for the uploads (the generator sends any bytes under an image type). */
const IMAGES: readonly UploadFile[] = [
  { bytes: Uint8Array.from(pngImage(4, 4)), type: 'image/png', name: 'logo.png' },
  { bytes: Uint8Array.from(jpegImage()), type: 'image/jpeg', name: 'photo.jpg' },
];

type Source<T> = (found: Discovered) => readonly T[];

/**
 * Values by parameter name (path or query), for every operation with that parameter: the contract
 * uses each of these names for one kind of thing.
 */
const PARAMETER_FIXTURES: Readonly<Record<string, Source<unknown>>> = {
  // `/industries/{id}/…`, `/media/industries/{id}/…`: every industry read, past "not found".
  id: (found) => found.industryIds,
  // Risk documents name the industry `industry` (path and query).
  industry: (found) => found.industryIds,
  // Checklists and general information, filtered by a class that exists.
  insurance_class: (found) => found.insuranceClassIds,
  // Place ids are opaque gazetteer keys (`au:…`): no generated string names one.
  placeId: (found) => found.places.map((place) => place.id),
  // Rows are reached only through their owner: another user's id is "not found" by design.
  companyId: (found) => found.companyIds,
  templateId: (found) => found.templates.map((template) => template.id),
  // A saved report is a report customisation read through another path.
  reportId: (found) => found.templates.map((template) => template.id),
  // Course and unit ids are the catalogue's, a few among all integers.
  courseId: (found) => found.courses.map((course) => course.id),
  // The only account a reset request may name: the fuzz account's codes are of no use to anyone.
  username: () => [FUZZ_ACCOUNT.userName],
  // A reset link may only point at the portal's own reset page.
  reset_url: (found) => [`${found.portalOrigin}/reset-password`],
};

/** Per operation: parameters that name something else there, and patches whose values must agree. */
const OPERATION_FIXTURES: Readonly<
  Record<string, { parameters?: Readonly<Record<string, Source<unknown>>>; patches?: Source<RequestPatch> }>
> = {
  // The fuzz account's own credentials; every other password goes to a user nobody has (target.ts).
  postToken: { patches: () => [{ body: { username: FUZZ_ACCOUNT.userName, password: FUZZ_ACCOUNT.password } }] },
  // A code is 32 random bytes: only the one minted at setup is live. It works once.
  confirmPasswordReset: { patches: (found) => [{ body: { code: found.resetCode } }] },
  // The server checks an upload's bytes, not only its declared type: random bytes are never an image.
  putUserAvatar: { patches: () => IMAGES.map((file) => ({ files: { file } })) },
  putCompanyLogo: { patches: () => IMAGES.map((file) => ({ files: { file } })) },
  // The own-account operations delete their own accounts' rows (fuzz-accounts.ts).
  deleteCompany: { parameters: { companyId: (found) => found.companyIdsToDelete } },
  deleteReportCustomization: { parameters: { templateId: (found) => found.templateIdsToDelete } },
  // A real industry, and sections shaped as docs/product/reports.md says (a section's customisation is a JSON string).
  createReportCustomization: {
    patches: (found) =>
      found.industryIds
        .slice(0, 3)
        .flatMap((industryId) => found.customizations.map((customizations) => ({ body: { industryId, customizations } }))),
  },
  // The body repeats the path's id and the template's industry.
  putReportCustomization: {
    patches: (found) =>
      found.templates.flatMap(({ id, industryId }) =>
        found.customizations.map((customizations) => ({ path: { templateId: id }, body: { id, industryId, customizations } })),
      ),
  },
  // A page view of a real industry is also recorded in the search history.
  postStats: { patches: (found) => found.industryIds.slice(0, 3).map((industry) => ({ body: { industry } })) },
  // A taxonomy's route and the codes of one walk down it (no code: the top level).
  getClassificationLevel: {
    patches: (found) =>
      found.taxonomies.flatMap(({ abbr, revision, codes }) =>
        [undefined, ...codes].map((code) => ({ path: { abbr, revision }, query: { code } })),
      ),
  },
  // Only some classes are assessed for an industry; the class path segment is zero-padded (`003`).
  getRiskAssessment: {
    patches: (found) =>
      found.assessments.map(({ industry, insuranceClass }) => ({
        path: { industry, insuranceClass: String(insuranceClass).padStart(3, '0') },
        query: { country: 'au' },
      })),
  },
  // Coordinates that agree (one town's), inside AU or NZ, where the hazard model has data.
  listNatcatProfiles: { patches: (found) => found.places.map(({ lat, lng }) => ({ query: { lat, lng } })) },
  listCatnetLayers: { patches: (found) => found.places.map(({ lat, lng }) => ({ query: { latitude: lat, longitude: lng } })) },
  getCatnetMap: { patches: (found) => found.layers.map(({ id, lat, lng }) => ({ query: { LayerId: id, Latitude: lat, Longitude: lng } })) },
  // A unit of that very course.
  getCourseUnit: {
    patches: (found) => found.courses.flatMap(({ id, unitIds }) => unitIds.map((unitId) => ({ path: { courseId: id, unitId } }))),
  },
  // Exactly one of industry_id and short_course_id; industry quizzes exist per country.
  getQuizQuestions: {
    patches: (found) => [
      ...found.quizIndustryIds.map((industryId): RequestPatch => ({
        query: { industry_id: industryId, short_course_id: undefined, country: 'au' },
      })),
      ...found.courses.map((course): RequestPatch => ({ query: { short_course_id: course.id, industry_id: undefined, country: 'au' } })),
    ],
  },
  // An answer to every question of a quiz not yet submitted, in the quiz's country; each succeeds once.
  submitQuizAnswers: {
    patches: (found) => found.quizzes.map(({ id, country, answers }) => ({ path: { quizId: id }, body: { country, answers } })),
  },
};

/** The fixtures of every operation, from what discovery found. */
export function fixtureLookup(found: Discovered): (operationId: string) => OperationFixtures {
  const shared = Object.fromEntries(Object.entries(PARAMETER_FIXTURES).map(([name, source]) => [name, source(found)]));
  return (operationId) => {
    const own = OPERATION_FIXTURES[operationId];
    if (!own) return { ...NO_FIXTURES, parameters: shared };
    const parameters = {
      ...shared,
      ...Object.fromEntries(Object.entries(own.parameters ?? {}).map(([name, source]) => [name, source(found)])),
    };
    return { parameters, patches: own.patches?.(found) ?? [] };
  };
}

/** One account's calls during discovery; any answer but a 2xx (or a 404 where allowed) fails the setup. */
class Caller {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  async call<T>(method: string, path: string, body?: unknown, options: { missing?: 'allowed' } = {}): Promise<T | null> {
    const init: RequestInit & { headers: Record<string, string> } = {
      method,
      headers: { accept: ACCEPT, authorization: `Bearer ${this.token}` },
    };
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      init.headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    const response = await fetch(`${this.baseUrl}${path}`, init);
    if (response.status === 404 && options.missing === 'allowed') return null;
    if (response.status >= 300)
      throw new Error(`Fixture discovery: ${method} ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    return (response.headers.get('content-type') ?? '').includes('json') ? ((await response.json()) as T) : null;
  }

  async get<T>(path: string, options: { missing?: 'allowed' } = {}): Promise<T | null> {
    return this.call<T>('GET', path, undefined, options);
  }
}

const listed = <T>(answer: { data: T[] } | null): T[] => answer?.data ?? [];

/** A walk from a taxonomy's top level down to a leaf, one code per level; empty when it cannot be browsed. */
async function classificationCodes(caller: Caller, abbr: string, revision: string): Promise<string[]> {
  const codes: string[] = [];
  for (let depth = 0; depth < 8; depth += 1) {
    const query = codes.length === 0 ? '' : `?code=${encodeURIComponent(codes.at(-1)!)}`;
    const level = await caller.get<Schema<'ClassificationLevel'>>(`/classifications/${abbr}/${revision}${query}`, { missing: 'allowed' });
    const node = level?.data[0];
    if (!node || node.leaf) break;
    codes.push(node.code);
  }
  return codes;
}

/** Towns whose coordinates lie inside AU and NZ, found through the place search. */
async function places(caller: Caller): Promise<Discovered['places']> {
  const searches = [
    ['Sydney', 'au'],
    ['Townsville', 'au'],
    ['Auckland', 'nz'],
  ] as const;
  const suggestions = await Promise.all(
    searches.map(async ([q, country]) =>
      listed(await caller.get<Schema<'PlaceSuggestionList'>>(`/geo/places?q=${q}&country=${country}`)).slice(0, 1),
    ),
  );
  const details = await Promise.all(
    suggestions.flat().map((suggestion) => caller.get<Schema<'PlaceDetails'>>(`/geo/places/${encodeURIComponent(suggestion.place_id)}`)),
  );
  return details.flatMap((place) => (place ? [{ id: place.place_id, lat: place.lat, lng: place.lng }] : []));
}

/** Both report sections, filled with the industry's rated classes as the report builder would. */
function customizations(classIds: number[]): Discovered['customizations'] {
  if (classIds.length === 0) return [[]];
  const hazardIndex = {
    grouping: [{ id: 'recommended', seq: 0, title: 'Recommended', classes: classIds.slice(0, 3) }],
    comments: [{ id: classIds[0], comment: '<p>Seen on site.</p>' }],
  };
  const underwriter = { classes: [{ id: classIds[0], comments: '<p>Accepted.</p>', checked: true, checklist: [] }] };
  return [
    [],
    [
      { section: 'hazard_index', customization: JSON.stringify(hazardIndex) },
      { section: 'hazard_index_underwriter', customization: JSON.stringify(underwriter) },
    ],
  ];
}

async function createTemplates(caller: Caller, industryIds: number[], count: number): Promise<{ id: number; industryId: number }[]> {
  const created: { id: number; industryId: number }[] = [];
  for (const industryId of industryIds.slice(0, count)) {
    const template = await caller.call<Schema<'ReportCustomization'>>('POST', '/user/reports/customizations', {
      industryId,
      name: 'Fuzz fixture',
      report_type: 'tailored',
      customizations: [],
    });
    created.push({ id: template!.id, industryId });
  }
  return created;
}

/** A company that is the account's to change or delete (a second one: the primary is a company admin's). */
async function createCompany(caller: Caller): Promise<number> {
  return (await caller.call<Schema<'Company'>>('POST', '/user/companies', { name: 'Fuzz Fixture Ltd' }))!.id;
}

function upload(file: UploadFile): FormData {
  const form = new FormData();
  form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  return form;
}

/** A quiz started for each industry, with the first answer to every question. */
async function startQuizzes(caller: Caller, industryIds: number[]): Promise<Discovered['quizzes']> {
  const quizzes = await Promise.all(
    industryIds.map((industryId) => caller.get<Schema<'Quiz'>>(`/quizzes/questions?industry_id=${industryId}&country=au`)),
  );
  return quizzes.flatMap((quiz) =>
    quiz
      ? [
          {
            id: quiz.quiz_id,
            country: quiz.country,
            answers: quiz.questions.map((question) => ({ question_id: question.id, answer_id: question.answers[0]!.id })),
          },
        ]
      : [],
  );
}

export interface FixtureServer {
  baseUrl: string;
  /** A session of the fuzz account. */
  token: string;
  accounts: FuzzAccounts;
}

/** Asks the running server for every fixture (a server without a catalogue gives fewer). */
export async function discoverFixtures({ baseUrl, token, accounts }: FixtureServer): Promise<Discovered> {
  const fuzz = new Caller(baseUrl, token);
  const [industryIds, quizIndustryIds, insuranceClassIds, taxonomyList, courseList, found] = await Promise.all([
    fuzz.get<Schema<'IndustryList'>>('/industries?q=a&pagesize=20').then((answer) => listed(answer).map((industry) => industry.id)),
    fuzz
      .get<Schema<'IndustryList'>>('/industries?withQuizOnly=true&country=au&pagesize=3')
      .then((answer) => listed(answer).map((industry) => industry.id)),
    fuzz
      .get<Schema<'InsuranceClassList'>>('/insurance_classes?country=au')
      .then((answer) => listed(answer).map((insuranceClass) => insuranceClass.id)),
    fuzz.get<Schema<'TaxonomyList'>>('/taxonomies').then(listed),
    fuzz.get<Schema<'CourseList'>>('/courses').then(listed),
    places(fuzz),
  ]);
  const [taxonomies, courses, layers, assessments, ratedClasses] = await Promise.all([
    // A classification path names a taxonomy in lower case (`/classifications/anzsic/2006`).
    Promise.all(
      taxonomyList.map(async (taxonomy) => {
        const [abbr, revision] = [taxonomy.abbr.toLowerCase(), taxonomy.revision.toLowerCase()];
        return { abbr, revision, codes: await classificationCodes(fuzz, abbr, revision) };
      }),
    ),
    Promise.all(
      courseList.map(async ({ id }) => ({
        id,
        unitIds: (await fuzz.get<Schema<'Course'>>(`/courses/${id}`))!.units.map((unit) => unit.id),
      })),
    ),
    Promise.all(
      found.map(async ({ lat, lng }) =>
        listed(await fuzz.get<Schema<'CatnetLayerList'>>(`/catnet/layers?latitude=${lat}&longitude=${lng}`)).map((layer) => ({
          id: layer.layer_id,
          lat,
          lng,
        })),
      ),
    ),
    Promise.all(
      industryIds
        .slice(0, 3)
        .map(async (industry) =>
          listed(await fuzz.get<Schema<'AssessmentOutlineList'>>(`/documents/assessments/outlines?industry=${industry}&country=au`)).map(
            (outline) => ({ industry, insuranceClass: outline.insurance_class.id }),
          ),
        ),
    ),
    industryIds.length === 0
      ? []
      : fuzz
          .get<Schema<'HazardIndexList'>>(`/industries/${industryIds[0]}/hazard_index/au`)
          .then((answer) => listed(answer).map((entry) => entry.id)),
  ]);

  // The fuzz account's own rows: a second company with a logo, an avatar, saved reports, open quizzes.
  const companyId = await createCompany(fuzz);
  await fuzz.call('PUT', `/user/companies/${companyId}/logo`, upload(IMAGES[0]!));
  await fuzz.call('PUT', '/user/avatar', upload(IMAGES[1]!));
  const companyIds = listed(await fuzz.get<Schema<'CompanyList'>>('/user/companies')).map((company) => company.id);
  const templates = await createTemplates(fuzz, industryIds, 2);
  const quizzes = await startQuizzes(fuzz, quizIndustryIds);

  // What the own-account operations use up, created as their accounts.
  const deleter = (operationId: string) => new Caller(baseUrl, accounts.ownSessions[operationId]!);
  const companyIdsToDelete = [await createCompany(deleter('deleteCompany'))];
  const templateIdsToDelete = (await createTemplates(deleter('deleteReportCustomization'), industryIds, 2)).map((template) => template.id);

  return {
    portalOrigin: TEST_PORTAL_ORIGIN,
    industryIds,
    quizIndustryIds,
    insuranceClassIds,
    taxonomies,
    places: found,
    layers: layers.flat(),
    assessments: assessments.flat(),
    customizations: customizations(ratedClasses),
    companyIds,
    templates,
    quizzes,
    courses,
    companyIdsToDelete,
    templateIdsToDelete,
    resetCode: accounts.resetCode,
  };
}
