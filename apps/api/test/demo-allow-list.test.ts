import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ALLOW_LIST, DEMO_FORBIDDEN_MESSAGE } from '../src/auth/demo-allow-list.js';
import { apiUrl, authHeaders, getJson, readError, sendJson } from './support/http.js';

let demo: Record<string, string>;
let adviser: Record<string, string>;
const [industry] = DEMO_ALLOW_LIST.industryIds as [number];
const [course] = DEMO_ALLOW_LIST.courseIds as [number];

beforeAll(async () => {
  demo = await authHeaders('demo.au');
  adviser = await authHeaders('adviser.au');
});

describe('the restricted demo persona', () => {
  it('is marked by its role, and every allow-listed id exists in the catalogue', async () => {
    const user = await getJson<{ roles: string[] }>('/user', demo);
    expect(user.status).toBe(200);
    expect(user.body.roles).toContain('Demo');
    for (const id of DEMO_ALLOW_LIST.industryIds) expect((await getJson(`/industries/${id}`, demo)).status).toBe(200);
    const courseAnswer = await getJson<{ id: number; units: { id: number }[] }>(`/courses/${course}`, demo);
    expect(courseAnswer.status).toBe(200);
    expect((await getJson(`/courses/${course}/units/${courseAnswer.body.units[0]!.id}`, demo)).status).toBe(200);
  });

  it('reaches its own data, the listed industries and their documents, and the reference lists', async () => {
    for (const path of [
      '/user/settings',
      '/user/profile',
      '/user/companies',
      '/user/history/industries',
      '/taxonomies',
      '/insurance_classes?country=au',
      '/classifications/anzsic/2006',
      '/reference/countries',
      `/industries/${industry}/hazard_index/au`,
      `/industries/${industry}/checklist`,
      `/documents/insights/au.${industry}`,
      `/documents/assessments/outlines?industry=${industry}&country=au`,
    ]) {
      expect([path, (await getJson(path, demo)).status]).toEqual([path, 200]);
    }
  });

  it('gets 403 with the Error schema everywhere else, where an ordinary adviser gets an answer', async () => {
    const other = 10001;
    for (const path of [
      '/industries?q=bakery',
      `/industries/${other}`,
      `/industries/${other}/hazard_index/au`,
      `/documents/insights/au.${other}`,
      '/courses',
      '/courses/1',
      '/general_information/au',
      `/documents/assessments/outlines?industry=${other}&country=au`,
      '/geo/places?q=Sydney',
      '/natcat/profiles?lat=-33.86&lng=151.2',
      '/quizzes/questions?course_id=1&country=au',
    ]) {
      const denied = await readError(await fetch(apiUrl(path), { headers: demo }));
      expect([path, denied.status, denied.body]).toEqual([path, 403, { code: 'forbidden', message: DEMO_FORBIDDEN_MESSAGE }]);
      expect([path, (await fetch(apiUrl(path), { headers: adviser })).status]).not.toEqual([path, 403]);
    }
    const pdf = await sendJson('POST', '/documents/pdf', { html: '<p>x</p>', format: 'A4' }, demo);
    expect((await readError(pdf)).status).toBe(403);
  });

  it('cannot reach an unlisted industry through another spelling of the path', async () => {
    for (const path of [`/industries/${industry}/../10001`, `/industries/${industry}%2F..%2F10001`, '/industries/010001']) {
      expect([path, (await fetch(apiUrl(path), { headers: demo })).status]).not.toEqual([path, 200]);
    }
  });

  it('may still log out', async () => {
    const own = await authHeaders('demo.au');
    expect((await fetch(apiUrl('/token'), { method: 'DELETE', headers: own })).status).toBe(204);
    expect((await fetch(apiUrl('/user'), { headers: own })).status).toBe(401);
  });
});
