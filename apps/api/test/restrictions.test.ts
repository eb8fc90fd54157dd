import { beforeAll, describe, expect, it } from 'vitest';
import {
  INACTIVE_CLASS_MESSAGE,
  TAILORED_REPORT_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
  TRIAL_INDUSTRY_MESSAGE,
  UNDERWRITER_REPORT_MESSAGE,
} from '../src/access/decide.js';
import { TRIAL_COURSES_MESSAGE } from '../src/access/policy.js';
import { DEMO_ALLOW_LIST, DEMO_FORBIDDEN_MESSAGE, DEMO_READ_ONLY_MESSAGE } from '../src/auth/demo-allow-list.js';
import { apiUrl, authHeaders, getJson, readError, sendJson } from './support/http.js';

/**
 * Issue #26, findings 5, 9 (see industry-view-limit.test.ts) and 13, and "the demo persona is
 * read-only": each reproduction replayed through HTTP as the persona who made it, against the shared
 * server. The rules are the portal's (docs/product/accounts-and-access.md#roles, docs/product/reports.md#report-routes-and-roles), enforced by the API.
 */
interface Item {
  id: number;
  name: string;
}

const headersOf: Record<string, Record<string, string>> = {};
const as = (persona: string) => headersOf[persona]!;
/** An industry outside the trial sample and the demo list, with a quiz for au. */
let paid: Item;
/** An industry of the trial sample. */
let sample: Item;
let course: { id: number };

const forbidden = (message: string) => ({ status: 403, body: { code: 'forbidden', message } });

async function errorOf(path: string, persona: string, init: RequestInit = {}) {
  return readError(
    await fetch(apiUrl(path), { ...init, headers: { ...as(persona), ...(init.headers as Record<string, string> | undefined) } }),
  );
}

const postJson = (path: string, body: unknown, persona: string, method = 'POST') => sendJson(method, path, body, as(persona));

beforeAll(async () => {
  const personas = [
    'adviser.au',
    'adviser.nz',
    'newuser.au',
    'trial.au',
    'restricted.au',
    'user.gb',
    'user.others',
    'underwriter.au',
    'demo.au',
  ];
  for (const persona of personas) headersOf[persona] = await authHeaders(persona);
  const quizzes = (await getJson<{ data: Item[] }>('/industries?q=ba&withQuizOnly=true&country=au&pagesize=50', as('adviser.au'))).body
    .data;
  const trialIds = new Set(
    (await getJson<{ data: Item[] }>('/industries?q=ba&pagesize=100', as('trial.au'))).body.data.map((item) => item.id),
  );
  paid = quizzes.find((item) => !trialIds.has(item.id) && !DEMO_ALLOW_LIST.industryIds.includes(item.id))!;
  sample = (await getJson<{ data: Item[] }>('/industries?q=a&pagesize=1', as('trial.au'))).body.data[0]!;
  course = (await getJson<{ data: { id: number }[] }>('/courses', as('adviser.au'))).body.data[0]!;
  expect([paid, sample, course].every(Boolean)).toBe(true);
});

describe('finding 5: a user who has not accepted the terms of use', () => {
  it('is refused content, documents, reports, learning, NatCat and the PDF export, with the terms message', async () => {
    const reads = [
      '/industries?q=bakery',
      `/industries/${paid.id}`,
      `/industries/${paid.id}/hazard_index/au`,
      `/industries/${paid.id}/exposures/au`,
      `/documents/insights/au.${paid.id}`,
      `/documents/assessments/outlines?industry=${paid.id}&country=au`,
      '/classifications/anzsic/2006',
      '/general_information/au',
      '/courses',
      '/user/reports',
      '/user/points',
      '/natcat/profiles?lat=-33.86&lng=151.2',
      '/geo/places?q=Sydney',
    ];
    for (const path of reads) expect([path, await errorOf(path, 'newuser.au')]).toEqual([path, forbidden(TERMS_REQUIRED_MESSAGE)]);
    const pdf = await postJson('/documents/pdf', { html: '<p>x</p>', format: 'A4' }, 'newuser.au');
    expect(await readError(pdf)).toEqual(forbidden(TERMS_REQUIRED_MESSAGE));
    const company = await postJson('/user/companies', { name: 'Before The Terms Pty Ltd' }, 'newuser.au');
    expect(await readError(company)).toEqual(forbidden(TERMS_REQUIRED_MESSAGE));
  });

  it('still reads what the portal needs to show the terms modal, and may answer it', async () => {
    for (const path of [
      '/user',
      '/user/settings',
      '/user/profile',
      '/user/companies',
      '/user/themes',
      '/user/history/industries',
      '/taxonomies',
      '/insurance_classes?country=au',
      '/reference/countries',
    ]) {
      expect([path, (await getJson(path, as('newuser.au'))).status]).toEqual([path, 200]);
    }
    // Answering "disagree" keeps the persona as it is for the other suites.
    expect((await postJson('/user/toc', { is_accepted: false }, 'newuser.au')).status).toBe(204);
    expect((await postJson('/user/userstats', { Projectid: 'riskatlas', Typename: 'credentials' }, 'newuser.au')).status).toBe(204);
  });
});

describe('finding 5: a trial user', () => {
  it('is refused the industries its search hides, wherever a request names one', async () => {
    const search = await getJson<{ data: Item[] }>(`/industries?q=${encodeURIComponent(paid.name)}`, as('trial.au'));
    expect(search.body.data.map((item) => item.id)).not.toContain(paid.id);
    for (const path of [
      `/industries/${paid.id}`,
      `/industries/${paid.id}/hazard_index/au`,
      `/industries/${paid.id}/exposures/au`,
      `/industries/${paid.id}/checklist`,
      `/industries/${paid.id}/endorsements`,
      `/documents/insights/au.${paid.id}`,
      `/quizzes/questions?industry_id=${paid.id}&country=au`,
    ]) {
      expect([path, await errorOf(path, 'trial.au')]).toEqual([path, forbidden(TRIAL_INDUSTRY_MESSAGE)]);
    }
    expect(await readError(await postJson('/user/stats', { page: `/industries/${paid.id}`, industry: paid.id }, 'trial.au'))).toEqual(
      forbidden(TRIAL_INDUSTRY_MESSAGE),
    );
    // The sample itself is open, and an unknown id is still "not found".
    expect((await getJson(`/industries/${sample.id}`, as('trial.au'))).status).toBe(200);
    expect((await getJson(`/industries/${sample.id}/hazard_index/au`, as('trial.au'))).status).toBe(200);
    expect((await errorOf('/industries/999999999', 'trial.au')).status).toBe(404);
  });

  it('cannot browse classifications, read short courses or take a course quiz', async () => {
    expect(await errorOf('/classifications/anzsic/2006', 'trial.au')).toEqual(
      forbidden('Browse Industries is not available on a trial subscription.'),
    );
    for (const path of ['/courses', `/courses/${course.id}`, `/quizzes/questions?short_course_id=${course.id}&country=au`]) {
      expect([path, await errorOf(path, 'trial.au')]).toEqual([path, forbidden(TRIAL_COURSES_MESSAGE)]);
    }
    expect((await getJson('/classifications/anzsic/2006', as('adviser.au'))).status).toBe(200);
  });

  it('cannot save an underwriter customisation, nor one for an industry outside the sample', async () => {
    const underwriterReport = await postJson(
      '/user/reports/customizations',
      { industryId: sample.id, name: 'Trial Underwriting', report_type: 'underwriter', customizations: [] },
      'trial.au',
    );
    expect(await readError(underwriterReport)).toEqual(forbidden(UNDERWRITER_REPORT_MESSAGE));
    const paidReport = await postJson(
      '/user/reports/customizations',
      { industryId: paid.id, name: 'Trial Bakery', report_type: 'tailored', customizations: [] },
      'trial.au',
    );
    expect(await readError(paidReport)).toEqual(forbidden(TRIAL_INDUSTRY_MESSAGE));
  });
});

describe('finding 5: the report type follows the role', () => {
  it('lets only underwriters save underwriter reports, and underwriters only those', async () => {
    const body = (report_type: string) => ({ industryId: paid.id, name: 'Role Bakery', report_type, customizations: [] });
    expect(await readError(await postJson('/user/reports/customizations', body('underwriter'), 'adviser.au'))).toEqual(
      forbidden(UNDERWRITER_REPORT_MESSAGE),
    );
    expect(await readError(await postJson('/user/reports/customizations', body('tailored'), 'underwriter.au'))).toEqual(
      forbidden(TAILORED_REPORT_MESSAGE),
    );
    const saved = await postJson('/user/reports/customizations', body('underwriter'), 'underwriter.au');
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: number };
    expect((await fetch(apiUrl(`/user/reports/customizations/${id}`), { method: 'DELETE', headers: as('underwriter.au') })).status).toBe(
      204,
    );
  });
});

describe('finding 5: a user with restricted classes', () => {
  const ACTIVE = [1, 2, 6, 7, 10];
  const padded = (id: number) => String(id).padStart(3, '0');

  it('is refused the assessment document and the checklist of an inactive class', async () => {
    const outlines = await getJson<{ data: { insurance_class: { id: number } }[] }>(
      `/documents/assessments/outlines?industry=${paid.id}&country=au`,
      as('adviser.au'),
    );
    const assessed = outlines.body.data.map((entry) => entry.insurance_class.id);
    const inactive = assessed.find((id) => !ACTIVE.includes(id))!;
    const active = assessed.find((id) => ACTIVE.includes(id))!;
    expect([inactive, active].every(Number.isInteger)).toBe(true);
    expect((await getJson(`/documents/assessments/${padded(inactive)}.${paid.id}?country=au`, as('adviser.au'))).status).toBe(200);
    expect(await errorOf(`/documents/assessments/${padded(inactive)}.${paid.id}?country=au`, 'restricted.au')).toEqual(
      forbidden(INACTIVE_CLASS_MESSAGE),
    );
    expect(await errorOf(`/industries/${paid.id}/checklist?insurance_class=${inactive}`, 'restricted.au')).toEqual(
      forbidden(INACTIVE_CLASS_MESSAGE),
    );
    expect((await getJson(`/documents/assessments/${padded(active)}.${paid.id}?country=au`, as('restricted.au'))).status).toBe(200);
  });

  it("reads an industry's class lists without the inactive classes, but the hazard index lists them (greyed by the portal)", async () => {
    const classIds = async (path: string, persona: string, pick: (entry: never) => number) =>
      new Set((await getJson<{ data: never[] }>(path, as(persona))).body.data.map(pick));
    const byClass = (entry: { insurance_class: { id: number } }) => entry.insurance_class.id;
    for (const path of [
      `/industries/${paid.id}/exposures/au`,
      `/industries/${paid.id}/checklist?type=Key`,
      `/documents/assessments/outlines?industry=${paid.id}&country=au`,
    ]) {
      const everyone = await classIds(path, 'adviser.au', byClass);
      const restricted = await classIds(path, 'restricted.au', byClass);
      expect([path, [...everyone].some((id) => !ACTIVE.includes(id))]).toEqual([path, true]);
      expect([path, [...restricted].sort()]).toEqual([path, [...everyone].filter((id) => ACTIVE.includes(id)).sort()]);
    }
    const categories = await getJson<{ data: { risk_checklist: { insurance_class: { id: number } }[] }[] }>(
      `/industries/${paid.id}/checklist/categories?type=Key`,
      as('restricted.au'),
    );
    expect(
      categories.body.data.flatMap((section) => section.risk_checklist).every((question) => ACTIVE.includes(question.insurance_class.id)),
    ).toBe(true);
    const hazard = (persona: string) => getJson<{ data: { id: number }[] }>(`/industries/${paid.id}/hazard_index/au`, as(persona));
    expect((await hazard('restricted.au')).body).toEqual((await hazard('adviser.au')).body);
  });
});

describe('finding 5: the country sections', () => {
  it('refuse a GB or Others user the AU endorsements, and the sections open only in au and nz', async () => {
    for (const persona of ['user.gb', 'user.others']) {
      expect(await errorOf(`/industries/${paid.id}/endorsements`, persona)).toEqual(
        forbidden('Endorsement List is not available in your country.'),
      );
      expect(await errorOf(`/industries/${paid.id}/media`, persona)).toEqual(forbidden('Media is not available in your country.'));
      expect(await errorOf(`/documents/insights/au.${paid.id}`, persona)).toEqual(
        forbidden('Risk & Assessment is not available in your country.'),
      );
      expect(await errorOf('/general_information/au', persona)).toEqual(forbidden('General Information is not available in your country.'));
      expect(await errorOf(`/quizzes/questions?industry_id=${paid.id}&country=au`, persona)).toEqual(
        forbidden('Test Your Knowledge is not available in your country.'),
      );
      expect(await errorOf('/user/points', persona)).toEqual(forbidden('Points is not available in your country.'));
      // The sections every country sees still answer.
      expect((await getJson(`/industries/${paid.id}/hazard_index/${persona === 'user.gb' ? 'gb' : 'others'}`, as(persona))).status).toBe(
        200,
      );
      expect((await getJson(`/industries/${paid.id}/checklist`, as(persona))).status).toBe(200);
    }
  });

  it('refuse an NZ user the endorsements only', async () => {
    expect(await errorOf(`/industries/${paid.id}/endorsements`, 'adviser.nz')).toEqual(
      forbidden('Endorsement List is not available in your country.'),
    );
    for (const path of [`/industries/${paid.id}/media`, `/documents/insights/nz.${paid.id}`, '/general_information/nz', '/user/points']) {
      expect([path, (await getJson(path, as('adviser.nz'))).status]).toEqual([path, 200]);
    }
    expect((await getJson(`/industries/${paid.id}/endorsements`, as('adviser.au'))).status).toBe(200);
  });
});

describe('finding 13 and the read-only demo persona', () => {
  const [listed] = DEMO_ALLOW_LIST.industryIds as [number];

  it('cannot reach an unlisted industry through an id in a body', async () => {
    const before = (await getJson<{ data: { id: number }[] }>('/user/history/industries', as('demo.au'))).body.data.map(
      (entry) => entry.id,
    );
    expect((await readError(await postJson('/user/stats', { page: `/industries/${paid.id}`, industry: paid.id }, 'demo.au'))).status).toBe(
      403,
    );
    const customization = await postJson(
      '/user/reports/customizations',
      { industryId: paid.id, name: 'Demo Bakery', report_type: 'tailored', customizations: [] },
      'demo.au',
    );
    expect((await readError(customization)).status).toBe(403);
    const after = (await getJson<{ data: { id: number }[] }>('/user/history/industries', as('demo.au'))).body.data.map((entry) => entry.id);
    expect(after).toEqual(before);
    expect(after).not.toContain(paid.id);
  });

  it("changes nothing, not even its own data or a listed industry's, but may sign out", async () => {
    const writes: [string, string, unknown][] = [
      ['POST', '/user/stats', { page: `/industries/${listed}`, industry: listed }],
      ['POST', '/user/reports/customizations', { industryId: listed, name: 'Demo', report_type: 'tailored', customizations: [] }],
      ['PUT', '/user/settings', { settings: [{ key: 'date_format', value: '2' }] }],
      ['PUT', '/user/profile', { person_name: 'Changed.Demo', email: 'changed.demo@example.com' }],
      ['POST', '/user/companies', { name: 'Demo Two Pty Ltd' }],
      ['POST', '/user/toc', { is_accepted: false }],
      ['POST', '/user/userstats', { Projectid: 'riskatlas', Typename: '/dashboard' }],
    ];
    for (const [method, path, body] of writes) {
      expect([method, path, await readError(await postJson(path, body, 'demo.au', method))]).toEqual([
        method,
        path,
        forbidden(DEMO_READ_ONLY_MESSAGE),
      ]);
    }
    expect(await errorOf('/industries?q=bakery', 'demo.au')).toEqual(forbidden(DEMO_FORBIDDEN_MESSAGE));
    expect((await getJson(`/industries/${listed}/hazard_index/au`, as('demo.au'))).status).toBe(200);
    const own = await authHeaders('demo.au');
    expect((await fetch(apiUrl('/token'), { method: 'DELETE', headers: own })).status).toBe(204);
  });
});
