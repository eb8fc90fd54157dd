import type { OperationId } from '@riskatlas/contract';
import { describe, expect, it } from 'vitest';
import { accessRefusal, type AccessCaller, type AccessRequest } from '../access/decide.js';
import { OPERATION_ACCESS, type SignedInAccess } from '../access/policy.js';
import { DEMO_ALLOW_LIST, DEMO_FORBIDDEN_MESSAGE, DEMO_READ_ONLY_MESSAGE, DEMO_ROLE, type DemoAllowList } from './demo-allow-list.js';

/**
 * What the restricted demo persona may call (docs/product/accounts-and-access.md#restricted-demo): industries 15468, 21383 and 21991,
 * course 25, the documents of those industries, classifications, insurance classes, taxonomies, the
 * reference lists and the user's own data; and nothing it may change (read-only). Decided per
 * operation by its access policy.
 */
const SPEC_INDUSTRIES = [15468, 21383, 21991];
const SPEC_COURSE = 25;
const UNLISTED_INDUSTRY = 10001;

const demo: AccessCaller = { roles: ['Adviser', DEMO_ROLE], country: 'au', acceptedTerms: true, documentsAssessments: null };
const everyIndustry = () => ({ trial: true });

function access(operationId: OperationId): SignedInAccess {
  const found = OPERATION_ACCESS[operationId];
  if (found.caller === 'anyone') throw new Error(`${operationId} is public`);
  return found;
}

function demoMay(operationId: OperationId, request: Partial<AccessRequest> = {}, list: DemoAllowList = DEMO_ALLOW_LIST): boolean {
  const full: AccessRequest = { method: 'GET', params: {}, query: {}, body: undefined, ...request };
  return accessRefusal(access(operationId), demo, full, everyIndustry, list) === null;
}

describe('the demo allow-list', () => {
  it("is the spec's list", () => {
    expect(DEMO_ALLOW_LIST.industryIds).toEqual(SPEC_INDUSTRIES);
    expect(DEMO_ALLOW_LIST.courseIds).toEqual([SPEC_COURSE]);
  });

  it('admits every read of each listed industry, its id as validated (number) or as typed (string)', () => {
    for (const id of SPEC_INDUSTRIES) {
      for (const operationId of ['getIndustry', 'getIndustryHazardIndex', 'getIndustryChecklist', 'getIndustryMedia'] as const) {
        expect([operationId, id, demoMay(operationId, { params: { id, country: 'au' } })]).toEqual([operationId, id, true]);
        expect([operationId, id, demoMay(operationId, { params: { id: String(id), country: 'au' } })]).toEqual([operationId, id, true]);
      }
    }
  });

  it('refuses the industries that are not listed, and the industry search, which names none', () => {
    for (const id of [UNLISTED_INDUSTRY, 0, 15469, '15468abc']) {
      expect([id, demoMay('getIndustry', { params: { id } })]).toEqual([id, false]);
    }
    expect(demoMay('searchIndustries', { query: { q: 'bakery' } })).toBe(false);
    expect(demoMay('searchIndustries', { query: { q: 'bakery', id: SPEC_INDUSTRIES[0] } })).toBe(false);
  });

  it('admits the documents of a listed industry, named in the path or in the query', () => {
    const [industry] = SPEC_INDUSTRIES as [number];
    expect(demoMay('getRiskDescription', { params: { country: 'au', industry: String(industry) } })).toBe(true);
    expect(demoMay('getRiskAssessment', { params: { insuranceClass: '003', industry } })).toBe(true);
    expect(demoMay('listAssessmentOutlines', { query: { industry, country: 'au' } })).toBe(true);
  });

  it('refuses the documents of any other industry, or of none', () => {
    const [industry] = SPEC_INDUSTRIES as [number];
    expect(demoMay('getRiskDescription', { params: { country: 'au', industry: UNLISTED_INDUSTRY } })).toBe(false);
    expect(demoMay('listAssessmentOutlines', { query: { industry: UNLISTED_INDUSTRY, country: 'au' } })).toBe(false);
    expect(demoMay('listAssessmentOutlines', { query: { country: 'au' } })).toBe(false);
    // The path's industry decides; a listed one in the query does not open an unlisted one in the path.
    expect(demoMay('getRiskDescription', { params: { country: 'au', industry: UNLISTED_INDUSTRY }, query: { industry } })).toBe(false);
    expect(demoMay('getRiskDescription', { params: { country: 'au', industry }, query: { industry: UNLISTED_INDUSTRY } })).toBe(true);
  });

  it('refuses the PDF export, even when it names a listed industry', () => {
    const [industry] = SPEC_INDUSTRIES as [number];
    expect(demoMay('exportPdf', { method: 'POST', query: { industry }, body: { html: '<p>x</p>' } })).toBe(false);
  });

  it('admits the listed course and its units, and no other course', () => {
    expect(demoMay('getCourse', { params: { courseId: SPEC_COURSE } })).toBe(true);
    expect(demoMay('getCourseUnit', { params: { courseId: String(SPEC_COURSE), unitId: '7' } })).toBe(true);
    expect(demoMay('getCourse', { params: { courseId: 1 } })).toBe(false);
    expect(demoMay('listCourses')).toBe(false);
    // A listed industry id is not a listed course.
    expect(demoMay('getCourse', { params: { courseId: SPEC_INDUSTRIES[0] } })).toBe(false);
  });

  it("reads the user's own data, taxonomies, insurance classes, classifications and reference lists", () => {
    for (const operationId of [
      'getUser',
      'getUserSettings',
      'listCompanies',
      'getCompanyLogo',
      'listUserReports',
      'getUserPoints',
      'listTaxonomies',
      'listInsuranceClasses',
      'getClassificationLevel',
      'listCountries',
      'listCities',
    ] as const) {
      expect([operationId, demoMay(operationId, { params: { companyId: 1, abbr: 'anzsic', revision: '2006' } })]).toEqual([
        operationId,
        true,
      ]);
    }
  });

  it('refuses every other feature', () => {
    for (const operationId of [
      'listGeneralInformation',
      'searchPlaces',
      'getPlace',
      'listNatcatProfiles',
      'getCatnetMap',
      'getQuizQuestions',
    ] as const) {
      const request = {
        params: { id: SPEC_INDUSTRIES[0], industry: SPEC_INDUSTRIES[0], courseId: SPEC_COURSE },
        query: { industry_id: SPEC_INDUSTRIES[0], short_course_id: SPEC_COURSE },
      };
      expect([operationId, demoMay(operationId, request)]).toEqual([operationId, false]);
    }
  });

  it('is read-only: every write is refused, its own data and a listed industry included; signing out is not', () => {
    const [industry] = SPEC_INDUSTRIES as [number];
    const writes: [OperationId, Partial<AccessRequest>][] = [
      ['putUserSettings', { method: 'PUT', body: { settings: [] } }],
      ['putUserProfile', { method: 'PUT', body: {} }],
      ['updateCompany', { method: 'PATCH', params: { companyId: 1 }, body: {} }],
      ['deleteReportCustomization', { method: 'DELETE', params: { templateId: 1 } }],
      ['postStats', { method: 'POST', body: { page: '/industries', industry } }],
      ['createReportCustomization', { method: 'POST', body: { industryId: industry, report_type: 'tailored' } }],
      ['postTermsOfUse', { method: 'POST', body: { is_accepted: true } }],
      ['postUserStats', { method: 'POST', body: { Projectid: 'portal', Typename: 'credentials' } }],
    ];
    for (const [operationId, request] of writes) {
      const refusal = accessRefusal(
        access(operationId),
        demo,
        { method: 'GET', params: {}, query: {}, body: undefined, ...request },
        everyIndustry,
      );
      expect([operationId, refusal]).toEqual([operationId, DEMO_READ_ONLY_MESSAGE]);
    }
    expect(
      accessRefusal(access('revokeToken'), demo, { method: 'DELETE', params: {}, query: {}, body: undefined }, everyIndustry),
    ).toBeNull();
  });

  it('checks the industry ids a body names against the list, as those in a path', () => {
    // Were the persona allowed to write, a body naming an unlisted industry would still be refused.
    const writable: SignedInAccess = { ...access('postStats') };
    const get = (industry: unknown): AccessRequest => ({ method: 'GET', params: {}, query: {}, body: { page: '/x', industry } });
    expect(accessRefusal(writable, demo, get(SPEC_INDUSTRIES[1]), everyIndustry)).toBeNull();
    expect(accessRefusal(writable, demo, get(UNLISTED_INDUSTRY), everyIndustry)).toBe(DEMO_FORBIDDEN_MESSAGE);
    expect(
      accessRefusal(
        access('createReportCustomization'),
        demo,
        { ...get(0), body: { industryId: UNLISTED_INDUSTRY, report_type: 'tailored' } },
        everyIndustry,
      ),
    ).toBe(DEMO_FORBIDDEN_MESSAGE);
  });

  it('follows the list it is given', () => {
    const list: DemoAllowList = { industryIds: [10001], courseIds: [1] };
    expect(demoMay('getIndustry', { params: { id: 10001 } }, list)).toBe(true);
    expect(demoMay('getIndustry', { params: { id: SPEC_INDUSTRIES[0] } }, list)).toBe(false);
    expect(demoMay('listAssessmentOutlines', { query: { industry: 10001 } }, list)).toBe(true);
    expect(demoMay('getCourse', { params: { courseId: 1 } }, list)).toBe(true);
    expect(demoMay('getCourse', { params: { courseId: SPEC_COURSE } }, list)).toBe(false);
  });

  it('goes by the role named Demo', () => {
    expect(DEMO_ROLE).toBe('Demo');
    const lookalike: AccessCaller = { ...demo, roles: ['demo', 'Demonstrator'] };
    expect(
      accessRefusal(access('searchIndustries'), lookalike, { method: 'GET', params: {}, query: {}, body: undefined }, everyIndustry),
    ).toBeNull();
    expect(DEMO_FORBIDDEN_MESSAGE).toBe('The demo account cannot use this feature.');
  });
});
