import type { OperationId } from '@riskatlas/contract';
import { describe, expect, it } from 'vitest';
import {
  accessRefusal,
  asId,
  INACTIVE_CLASS_MESSAGE,
  namedIndustries,
  sectionMessage,
  TAILORED_REPORT_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
  TRIAL_INDUSTRY_MESSAGE,
  UNDERWRITER_REPORT_MESSAGE,
  type AccessCaller,
  type AccessRequest,
} from './decide.js';
import { OPERATION_ACCESS, TRIAL_COURSES_MESSAGE, type SignedInAccess } from './policy.js';
import { COUNTRY_SECTIONS } from './sections.js';

/** The API's copy of the portal's rules (docs/product/accounts-and-access.md#roles, docs/product/reports.md#report-routes-and-roles), one caller at a time. */
const adviser: AccessCaller = { roles: ['Adviser'], country: 'au', acceptedTerms: true, documentsAssessments: null };
const TRIAL_INDUSTRY = 101;
const PAID_INDUSTRY = 202;
const industries = (id: number) => (id === TRIAL_INDUSTRY ? { trial: true } : id === PAID_INDUSTRY ? { trial: false } : undefined);

function access(operationId: OperationId): SignedInAccess {
  const found = OPERATION_ACCESS[operationId];
  if (found.caller === 'anyone') throw new Error(`${operationId} is public`);
  return found;
}

function refusal(operationId: OperationId, caller: Partial<AccessCaller>, request: Partial<AccessRequest> = {}) {
  return accessRefusal(
    access(operationId),
    { ...adviser, ...caller },
    { method: 'GET', params: {}, query: {}, body: undefined, ...request },
    industries,
  );
}

describe('the terms of use', () => {
  it('leave open what the blocking terms modal needs, the answer itself and signing out', () => {
    for (const operationId of [
      'getUser',
      'getUserSettings',
      'getUserProfile',
      'getUserAvatar',
      'listCompanies',
      'listThemes',
      'listTaxonomies',
      'listIndustrySearchHistory',
      'listCountries',
      'listInsuranceClasses',
    ] as const) {
      expect([operationId, refusal(operationId, { acceptedTerms: false })]).toEqual([operationId, null]);
    }
    expect(refusal('postTermsOfUse', { acceptedTerms: false }, { method: 'POST', body: { is_accepted: true } })).toBeNull();
    expect(refusal('revokeToken', { acceptedTerms: false }, { method: 'DELETE' })).toBeNull();
  });

  it("refuse content, documents, reports, learning, NatCat, PDF and account changes with the spec's message", () => {
    for (const operationId of [
      'searchIndustries',
      'getIndustry',
      'getRiskDescription',
      'exportPdf',
      'listUserReports',
      'listCourses',
      'getUserPoints',
      'listNatcatProfiles',
      'putUserProfile',
      'createCompany',
    ] as const) {
      expect([
        operationId,
        refusal(operationId, { acceptedTerms: false }, { params: { id: PAID_INDUSTRY, industry: PAID_INDUSTRY } }),
      ]).toEqual([operationId, TERMS_REQUIRED_MESSAGE]);
    }
    expect(TERMS_REQUIRED_MESSAGE).toBe('You must agree to the terms of use to use our service.');
  });
});

describe('the trial subscription', () => {
  const trial = { roles: ['Trial'] };

  it('opens the industries of the trial sample, and refuses the others wherever a request names one', () => {
    expect(refusal('getIndustry', trial, { params: { id: TRIAL_INDUSTRY } })).toBeNull();
    expect(refusal('getIndustry', trial, { params: { id: PAID_INDUSTRY } })).toBe(TRIAL_INDUSTRY_MESSAGE);
    expect(refusal('getIndustryExposures', trial, { params: { id: String(PAID_INDUSTRY), country: 'au' } })).toBe(TRIAL_INDUSTRY_MESSAGE);
    expect(refusal('listAssessmentOutlines', trial, { query: { industry: PAID_INDUSTRY, country: 'au' } })).toBe(TRIAL_INDUSTRY_MESSAGE);
    expect(refusal('postStats', trial, { method: 'POST', body: { page: '/x', industry: PAID_INDUSTRY } })).toBe(TRIAL_INDUSTRY_MESSAGE);
    expect(
      refusal('createReportCustomization', trial, { method: 'POST', body: { industryId: PAID_INDUSTRY, report_type: 'tailored' } }),
    ).toBe(TRIAL_INDUSTRY_MESSAGE);
    expect(refusal('getQuizQuestions', trial, { query: { industry_id: PAID_INDUSTRY, country: 'au' } })).toBe(TRIAL_INDUSTRY_MESSAGE);
    expect(refusal('getQuizQuestions', trial, { query: { industry_id: TRIAL_INDUSTRY, country: 'au' } })).toBeNull();
  });

  it('leaves an id naming no industry to the handler (404), as for anyone', () => {
    expect(refusal('getIndustry', trial, { params: { id: 999 } })).toBeNull();
  });

  it('refuses Browse Industries and the short courses, whose sample the portal carries itself', () => {
    expect(refusal('getClassificationLevel', trial, { params: { abbr: 'anzsic', revision: '2006' } })).toBe(
      'Browse Industries is not available on a trial subscription.',
    );
    expect(refusal('listCourses', trial)).toBe(TRIAL_COURSES_MESSAGE);
    expect(refusal('getCourse', trial, { params: { courseId: 1 } })).toBe(TRIAL_COURSES_MESSAGE);
    expect(refusal('getQuizQuestions', trial, { query: { short_course_id: 1, country: 'au' } })).toBe(TRIAL_COURSES_MESSAGE);
    expect(refusal('getClassificationLevel', {}, { params: { abbr: 'anzsic', revision: '2006' } })).toBeNull();
    expect(refusal('getQuizQuestions', {}, { query: { short_course_id: 1, country: 'au' } })).toBeNull();
  });
});

describe('the country sections', () => {
  it('open endorsements in au only; risk assessment, media, general information, industry quizzes and points in au and nz', () => {
    const cases: [OperationId, Partial<AccessRequest>, readonly string[]][] = [
      ['listIndustryEndorsements', { params: { id: PAID_INDUSTRY } }, ['au']],
      ['getIndustryMedia', { params: { id: PAID_INDUSTRY } }, ['au', 'nz']],
      ['getRiskDescription', { params: { country: 'au', industry: PAID_INDUSTRY } }, ['au', 'nz']],
      ['getRiskAssessment', { params: { insuranceClass: '001', industry: PAID_INDUSTRY } }, ['au', 'nz']],
      ['listAssessmentOutlines', { query: { industry: PAID_INDUSTRY } }, ['au', 'nz']],
      ['listGeneralInformation', { params: { country: 'au' } }, ['au', 'nz']],
      ['getQuizQuestions', { query: { industry_id: PAID_INDUSTRY, country: 'au' } }, ['au', 'nz']],
      ['getUserPoints', {}, ['au', 'nz']],
      ['getUserPointsCpd', {}, ['au', 'nz']],
      ['listUserQuizzes', {}, ['au', 'nz']],
      ['getIndustryHazardIndex', { params: { id: PAID_INDUSTRY } }, ['au', 'nz', 'gb', 'others']],
      ['getIndustryChecklist', { params: { id: PAID_INDUSTRY } }, ['au', 'nz', 'gb', 'others']],
      ['getQuizQuestions', { query: { short_course_id: 1, country: 'gb' } }, ['au', 'nz', 'gb', 'others']],
    ];
    for (const [operationId, request, open] of cases) {
      const answered = (['au', 'nz', 'gb', 'others'] as const).filter((country) => refusal(operationId, { country }, request) === null);
      expect([operationId, answered]).toEqual([operationId, open]);
    }
  });

  it("names the section as the portal's menu does", () => {
    expect(refusal('listIndustryEndorsements', { country: 'gb' }, { params: { id: PAID_INDUSTRY } })).toBe(
      'Endorsement List is not available in your country.',
    );
    expect(sectionMessage('risk-assessment')).toBe(`${COUNTRY_SECTIONS['risk-assessment'].title} is not available in your country.`);
  });
});

describe('restricted classes', () => {
  const restricted = { documentsAssessments: [1, 2, 6] };

  it('refuse a class outside documents_assessments, however its id is spelled, and only for a restricted user', () => {
    expect(refusal('getRiskAssessment', restricted, { params: { insuranceClass: '003', industry: PAID_INDUSTRY } })).toBe(
      INACTIVE_CLASS_MESSAGE,
    );
    expect(refusal('getRiskAssessment', restricted, { params: { insuranceClass: '002', industry: PAID_INDUSTRY } })).toBeNull();
    expect(refusal('getRiskAssessment', restricted, { params: { insuranceClass: 'x1', industry: PAID_INDUSTRY } })).toBe(
      INACTIVE_CLASS_MESSAGE,
    );
    expect(refusal('getIndustryChecklist', restricted, { params: { id: PAID_INDUSTRY }, query: { insurance_class: 3 } })).toBe(
      INACTIVE_CLASS_MESSAGE,
    );
    expect(refusal('getIndustryChecklist', restricted, { params: { id: PAID_INDUSTRY } })).toBeNull();
    expect(refusal('getRiskAssessment', {}, { params: { insuranceClass: '003', industry: PAID_INDUSTRY } })).toBeNull();
    expect(refusal('getRiskAssessment', {}, { params: { insuranceClass: 'x1', industry: PAID_INDUSTRY } })).toBeNull();
  });
});

describe('the report type', () => {
  const tailored = { method: 'POST', body: { industryId: PAID_INDUSTRY, report_type: 'tailored' } };
  const underwriter = { method: 'POST', body: { industryId: PAID_INDUSTRY, report_type: 'underwriter' } };

  it('follows the role: underwriter reports for underwriters, tailored ones for everyone else', () => {
    expect(refusal('createReportCustomization', {}, tailored)).toBeNull();
    expect(refusal('createReportCustomization', {}, underwriter)).toBe(UNDERWRITER_REPORT_MESSAGE);
    expect(
      refusal(
        'createReportCustomization',
        { roles: ['Trial'] },
        { method: 'POST', body: { industryId: TRIAL_INDUSTRY, report_type: 'underwriter' } },
      ),
    ).toBe(UNDERWRITER_REPORT_MESSAGE);
    expect(refusal('createReportCustomization', { roles: ['Underwriter'] }, underwriter)).toBeNull();
    expect(refusal('createReportCustomization', { roles: ['Underwriter'] }, tailored)).toBe(TAILORED_REPORT_MESSAGE);
  });
});

describe('the order of the rules', () => {
  it('tells a user who has not accepted the terms about the terms first', () => {
    expect(
      refusal('listIndustryEndorsements', { acceptedTerms: false, country: 'gb', roles: ['Trial'] }, { params: { id: PAID_INDUSTRY } }),
    ).toBe(TERMS_REQUIRED_MESSAGE);
  });
});

describe('industry ids', () => {
  it('are read as the contract types them or as a path spells them', () => {
    expect([asId(15468), asId('15468'), asId('003'), asId('15468abc'), asId(1.5), asId(undefined)]).toEqual([
      15468,
      15468,
      3,
      null,
      null,
      null,
    ]);
  });

  it('count for the daily view limit only when they name an industry', () => {
    expect(
      namedIndustries(access('getIndustryMedia'), { method: 'GET', params: { id: PAID_INDUSTRY }, query: {}, body: undefined }, industries),
    ).toEqual([PAID_INDUSTRY]);
    expect(
      namedIndustries(access('getIndustryMedia'), { method: 'GET', params: { id: 999 }, query: {}, body: undefined }, industries),
    ).toEqual([]);
    expect(
      namedIndustries(
        access('getQuizQuestions'),
        { method: 'GET', params: {}, query: { short_course_id: 1 }, body: undefined },
        industries,
      ),
    ).toEqual([]);
  });
});
