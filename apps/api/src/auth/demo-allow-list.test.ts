import { describe, expect, it } from 'vitest';
import { DEMO_ALLOW_LIST, demoMayCall, type DemoAllowList } from './demo-allow-list.js';

/**
 * What the restricted demo persona may call (platform spec §6): industries 15468, 21383 and 21991,
 * course 25, the documents of those industries, classifications, insurance classes, taxonomies, the
 * reference lists and the user's own data. Route patterns are Fastify's, under the API prefix.
 */
const SPEC_INDUSTRIES = [15468, 21383, 21991];
const SPEC_COURSE = 25;
const UNLISTED_INDUSTRY = 10001;

describe('the demo allow-list', () => {
  it('is the spec\'s list', () => {
    expect(DEMO_ALLOW_LIST.industryIds).toEqual(SPEC_INDUSTRIES);
    expect(DEMO_ALLOW_LIST.courseIds).toEqual([SPEC_COURSE]);
  });

  it('admits every route of each listed industry, its id as validated (number) or as typed (string)', () => {
    for (const id of SPEC_INDUSTRIES) {
      for (const pattern of ['/industries/:id', '/industries/:id/hazard_index/:country', '/industries/:id/checklist', '/industries/:id/media']) {
        expect([pattern, id, demoMayCall(pattern, { id, country: 'au' })]).toEqual([pattern, id, true]);
        expect([pattern, id, demoMayCall(pattern, { id: String(id), country: 'au' })]).toEqual([pattern, id, true]);
      }
    }
  });

  it('refuses the industries that are not listed, and the industry search, which names none', () => {
    for (const id of [UNLISTED_INDUSTRY, 0, 15469, '15468abc']) {
      expect([id, demoMayCall('/industries/:id', { id })]).toEqual([id, false]);
    }
    expect(demoMayCall('/industries', {}, { q: 'bakery' })).toBe(false);
    expect(demoMayCall('/industries', {}, { q: 'bakery', id: SPEC_INDUSTRIES[0] })).toBe(false);
  });

  it('admits the documents of a listed industry, named in the path or in the query', () => {
    const [industry] = SPEC_INDUSTRIES as [number];
    expect(demoMayCall('/documents/insights/:country.:industry', { country: 'au', industry: String(industry) })).toBe(true);
    expect(demoMayCall('/documents/assessments/:insuranceClass.:industry', { insuranceClass: '3', industry })).toBe(true);
    expect(demoMayCall('/documents/assessments/outlines', {}, { industry, country: 'au' })).toBe(true);
  });

  it('refuses the documents of any other industry, or of none', () => {
    const [industry] = SPEC_INDUSTRIES as [number];
    expect(demoMayCall('/documents/insights/:country.:industry', { country: 'au', industry: UNLISTED_INDUSTRY })).toBe(false);
    expect(demoMayCall('/documents/assessments/outlines', {}, { industry: UNLISTED_INDUSTRY, country: 'au' })).toBe(false);
    expect(demoMayCall('/documents/assessments/outlines', {}, { country: 'au' })).toBe(false);
    // The path's industry decides; a listed one in the query does not open an unlisted one in the path.
    expect(demoMayCall('/documents/insights/:country.:industry', { country: 'au', industry: UNLISTED_INDUSTRY }, { industry })).toBe(false);
    expect(demoMayCall('/documents/insights/:country.:industry', { country: 'au', industry }, { industry: UNLISTED_INDUSTRY })).toBe(true);
  });

  it('refuses the PDF export, even when it names a listed industry', () => {
    const [industry] = SPEC_INDUSTRIES as [number];
    expect(demoMayCall('/documents/pdf', {}, { industry })).toBe(false);
    expect(demoMayCall('/documents/pdf', { industry })).toBe(false);
  });

  it('admits the listed course and its units, and no other course', () => {
    expect(demoMayCall('/courses/:courseId', { courseId: SPEC_COURSE })).toBe(true);
    expect(demoMayCall('/courses/:courseId/units/:unitId', { courseId: String(SPEC_COURSE), unitId: '7' })).toBe(true);
    expect(demoMayCall('/courses/:courseId', { courseId: 1 })).toBe(false);
    expect(demoMayCall('/courses', {})).toBe(false);
    // A listed industry id is not a listed course.
    expect(demoMayCall('/courses/:courseId', { courseId: SPEC_INDUSTRIES[0] })).toBe(false);
  });

  it('opens the user\'s own data, taxonomies, insurance classes, classifications, reference lists and sign-in in full', () => {
    for (const pattern of [
      '/user',
      '/user/settings',
      '/user/companies/:companyId',
      '/taxonomies',
      '/insurance_classes',
      '/classifications/:abbr/:revision',
      '/reference/countries',
      '/reference/cities',
      '/token',
    ]) {
      expect([pattern, demoMayCall(pattern, { companyId: 1, abbr: 'anzsic', revision: '2006' })]).toEqual([pattern, true]);
    }
  });

  it('refuses every other section', () => {
    for (const pattern of [
      '/general_information/:country',
      '/geo/places',
      '/geo/places/:placeId',
      '/natcat/profiles',
      '/catnet/map',
      '/quizzes/questions',
      '/advertisements',
      '/media/industries/:id/:file',
      '/resetpassword',
      '/',
      '',
    ]) {
      expect([pattern, demoMayCall(pattern, { id: SPEC_INDUSTRIES[0], industry: SPEC_INDUSTRIES[0], courseId: SPEC_COURSE })]).toEqual([pattern, false]);
    }
  });

  it('goes by the first path segment, not by a listed name appearing further on', () => {
    expect(demoMayCall('/geo/user', {})).toBe(false);
    expect(demoMayCall('/natcat/industries/:id', { id: SPEC_INDUSTRIES[0] })).toBe(false);
    expect(demoMayCall('user', {})).toBe(true);
  });

  it('follows the list it is given', () => {
    const list: DemoAllowList = { industryIds: [10001], courseIds: [1], sections: ['geo'] };
    expect(demoMayCall('/industries/:id', { id: 10001 }, {}, list)).toBe(true);
    expect(demoMayCall('/industries/:id', { id: SPEC_INDUSTRIES[0] }, {}, list)).toBe(false);
    expect(demoMayCall('/documents/assessments/outlines', {}, { industry: 10001 }, list)).toBe(true);
    expect(demoMayCall('/courses/:courseId', { courseId: 1 }, {}, list)).toBe(true);
    expect(demoMayCall('/courses/:courseId', { courseId: SPEC_COURSE }, {}, list)).toBe(false);
    expect(demoMayCall('/geo/places', {}, {}, list)).toBe(true);
    expect(demoMayCall('/user', {}, {}, list)).toBe(false);
  });
});
