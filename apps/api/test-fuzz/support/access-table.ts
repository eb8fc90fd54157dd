/**
 * The authorization matrix as data (issue #26): for every operation of the contract, the status each
 * kind of caller gets for one valid request (access-requests.ts says which). A new operation fails the
 * suite until it has a row here. Columns (personas.ts, ACCESS_PERSONAS):
 *
 * - anonymous: no credentials.
 * - owner: adviser.au, an AU adviser; the ids of owned things (company, report, quiz attempt) are theirs.
 * - otherCompany: natcat.au, an AU adviser of another company.
 * - trial: trial.au (Trial role). termsNotAccepted: newuser.au.
 * - gb, others: GB and Others advisers. underwriter: underwriter.au.
 * - restricted: restricted.au (documents_assessments 1, 2, 6, 7, 10). demo: demo.au (Demo role).
 * - partnerWrongOrigin: a partner's publishable key sent from an origin not registered for it, with the
 *   owner's link token, as an embed on a stranger's page would.
 *
 * The request's industry is outside the trial sample and the demo list, has an AU quiz and an
 * assessment of a class the restricted persona may not use; the course is the demo's course 25.
 * The rules behind the numbers are written in apps/api/src/access/policy.ts.
 */
export const ACCESS_COLUMNS = [
  'anonymous',
  'owner',
  'otherCompany',
  'trial',
  'termsNotAccepted',
  'gb',
  'others',
  'underwriter',
  'restricted',
  'demo',
  'partnerWrongOrigin',
] as const;

export type AccessColumn = (typeof ACCESS_COLUMNS)[number];
export type Expected = Readonly<Record<AccessColumn, number>>;

/** Every caller gets `status`: the contract opens the operation to anyone (a wrong-origin partner key still 403). */
function anyone(status: number): Expected {
  return Object.fromEntries(ACCESS_COLUMNS.map((column) => [column, column === 'partnerWrongOrigin' ? 403 : status])) as Expected;
}

/** Every signed-in caller gets `status`, then the exceptions; anonymous 401, a wrong-origin partner key 403. */
function signedIn(status: number, exceptions: Partial<Expected> = {}): Expected {
  return { ...anyone(status), anonymous: 401, ...exceptions };
}

/** Open before the terms are accepted and to the demo persona: start-up reads, reference lists. */
const startUp = (status: number, exceptions: Partial<Expected> = {}) => signedIn(status, exceptions);
/** Needs the terms accepted; the demo persona reads it (its own data) but writes nothing. */
const ownData = (status: number, exceptions: Partial<Expected> = {}) => signedIn(status, { termsNotAccepted: 403, ...exceptions });
/** A write of the caller's own data: the demo persona is read-only. */
const ownWrite = (status: number, exceptions: Partial<Expected> = {}) => ownData(status, { demo: 403, ...exceptions });
/** A feature closed to the demo persona (not on its allow-list), after the terms. */
const service = (status: number, exceptions: Partial<Expected> = {}) => ownData(status, { demo: 403, ...exceptions });
/**
 * An owned thing of the owner's, named by id: the owner gets `status`, every other caller 404 (a
 * foreign id looks like one that does not exist) unless a rule refuses the request first.
 */
const owned = (status: number, exceptions: Partial<Expected> = {}) => ownData(404, { owner: status, ...exceptions });
const ownedWrite = (status: number, exceptions: Partial<Expected> = {}) => owned(status, { demo: 403, ...exceptions });

/** Outside the trial sample and the demo list. */
const NOT_TRIAL_NOT_DEMO = { trial: 403, demo: 403 } as const;
/** Sections of au and nz only (docs/product/industry-search-and-pages.md#industry-sections). */
const AU_NZ_ONLY = { gb: 403, others: 403 } as const;
/** The company-admin rule for the primary company (docs/product/account-and-settings.md#primary-company): no persona here is a CompanyAdmin. */
const PRIMARY_COMPANY = signedIn(403);

/** One row per operation of the contract. */
export const ACCESS_TABLE: Readonly<Record<string, Expected>> = {
  // Public: the contract lets anyone call them.
  postToken: anyone(200),
  resetPassword: anyone(204),
  // An unknown code, for every caller: a real one would change a password the other suites use.
  confirmPasswordReset: anyone(400),
  listAdvertisements: anyone(200),
  getIndustryMediaFile: anyone(200),
  getHealth: anyone(200),
  getReadiness: anyone(200),
  // Each signed-in caller ends a session of its own minted for the purpose.
  revokeToken: signedIn(204),
  // Each signed-in caller revokes its own link token (it gets a new one); the demo persona may, like signing out.
  revokeLinkToken: signedIn(204),

  // Start-up and account reads: what the terms modal needs.
  getUser: startUp(200),
  getUserSettings: startUp(200),
  getUserProfile: startUp(200),
  // Uploaded by the putUserAvatar row first, by everyone but those it refuses.
  getUserAvatar: startUp(200, { termsNotAccepted: 404, demo: 404 }),
  listCompanies: startUp(200),
  listThemes: startUp(200),
  listIndustrySearchHistory: startUp(200),
  listTaxonomies: startUp(200),
  listInsuranceClasses: startUp(200),
  listCountries: startUp(200),
  listCurrencies: startUp(200),
  listRegions: startUp(200),
  listDateFormats: startUp(200),
  listCities: startUp(200),
  listAssetCategories: startUp(200),
  postTermsOfUse: startUp(204, { demo: 403 }),
  postUserStats: startUp(204, { demo: 403 }),

  // The caller's own account, after the terms.
  putUserSettings: ownWrite(200),
  putUserProfile: ownWrite(200),
  putUserAvatar: ownWrite(200),
  createCompany: ownWrite(201),
  updateCompany: ownedWrite(200),
  putCompanyLogo: ownedWrite(200),
  getCompanyLogo: owned(200, { termsNotAccepted: 404 }),
  deleteCompany: ownedWrite(204),

  // Reports.
  listUserReports: ownData(200),
  getUserReport: owned(200),
  createReportCustomization: ownWrite(201, { ...NOT_TRIAL_NOT_DEMO, underwriter: 403 }),
  getReportCustomization: owned(200),
  putReportCustomization: ownedWrite(200, { trial: 403 }),
  deleteReportCustomization: ownedWrite(204),
  postStats: ownWrite(204, NOT_TRIAL_NOT_DEMO),

  // Industry research.
  searchIndustries: service(200),
  getIndustry: service(200, NOT_TRIAL_NOT_DEMO),
  getIndustryHazardIndex: service(200, NOT_TRIAL_NOT_DEMO),
  getIndustryExposures: service(200, NOT_TRIAL_NOT_DEMO),
  getIndustryMaterialsEquipment: service(200, NOT_TRIAL_NOT_DEMO),
  // Asked for the restricted persona's inactive class.
  getIndustryChecklist: service(200, { ...NOT_TRIAL_NOT_DEMO, restricted: 403 }),
  listIndustryChecklistCategories: service(200, NOT_TRIAL_NOT_DEMO),
  listIndustryEndorsements: service(200, { ...NOT_TRIAL_NOT_DEMO, ...AU_NZ_ONLY }),
  getIndustryMedia: service(200, { ...NOT_TRIAL_NOT_DEMO, ...AU_NZ_ONLY }),
  getClassificationLevel: ownData(200, { trial: 403 }),
  listGeneralInformation: service(200, AU_NZ_ONLY),
  getRiskDescription: service(200, { ...NOT_TRIAL_NOT_DEMO, ...AU_NZ_ONLY }),
  listAssessmentOutlines: service(200, { ...NOT_TRIAL_NOT_DEMO, ...AU_NZ_ONLY }),
  getRiskAssessment: service(200, { ...NOT_TRIAL_NOT_DEMO, ...AU_NZ_ONLY, restricted: 403 }),
  exportPdf: service(200),

  // Natural catastrophe and places.
  listNatcatProfiles: service(200),
  listCatnetLayers: service(200),
  getCatnetMap: service(200),
  searchPlaces: service(200),
  getPlace: service(200),

  // Learning: the industry quiz is an industry section (au and nz); courses are closed to trial users.
  listCourses: service(200, { trial: 403 }),
  getCourse: ownData(200, { trial: 403 }),
  getCourseUnit: ownData(200, { trial: 403 }),
  getQuizQuestions: service(200, { ...NOT_TRIAL_NOT_DEMO, ...AU_NZ_ONLY }),
  submitQuizAnswers: ownedWrite(200),
  listUserQuizzes: ownData(200, AU_NZ_ONLY),
  getUserPoints: ownData(200, AU_NZ_ONLY),
  getUserPointsCip: ownData(200, AU_NZ_ONLY),
  getUserPointsCpd: ownData(200, AU_NZ_ONLY),
  getUserPointsCpdnz: ownData(200, AU_NZ_ONLY),
};

/** More rows for operations whose rules depend on what the request names: `operationId@what`. */
export const ACCESS_VARIANTS: Readonly<Record<string, Expected>> = {
  'getIndustry@trialSample': service(200),
  // Industry 15468 is on the demo list and in the trial sample.
  'getIndustry@demoListed': ownData(200),
  'getIndustryHazardIndex@demoListed': ownData(200),
  'createReportCustomization@underwriter': ownWrite(403, { underwriter: 201 }),
  'getQuizQuestions@course': service(200, { trial: 403 }),
  // Each caller on its own primary company: only a CompanyAdmin may rename it, change its logo or delete it.
  'updateCompany@ownPrimary': PRIMARY_COMPANY,
  'putCompanyLogo@ownPrimary': PRIMARY_COMPANY,
  'deleteCompany@ownPrimary': PRIMARY_COMPANY,
};

/** The operationId of a row key (`getIndustry@trialSample` → `getIndustry`). */
export const operationOf = (row: string) => row.split('@')[0]!;
