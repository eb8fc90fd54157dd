import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, authHeaders, getJson, readError, sendJson } from './support/http.js';

interface Customization {
  id: number;
  name: string;
  industry_id: number;
  report_type: 'tailored' | 'underwriter';
  customizations: { section: string; customization: string }[];
  last_updated_on: string;
}

const grouping = (recommended: number[], forReview: number[], forConsideration: number[]) =>
  JSON.stringify({
    grouping: [
      { id: 'recommended', title: 'Recommended', classes: recommended, seq: 0 },
      { id: 'for_review', title: 'Currently insured', classes: forReview, seq: 1 },
      { id: 'for_consideration', title: 'Not currently insured', classes: forConsideration, seq: 2 },
    ],
    comments: [{ id: 3, comment: '<p><strong>Check the ovens</strong></p>' }],
  });

const underwriterClasses = JSON.stringify({
  classes: [
    { id: 3, comments: '<p>Seen</p>', checked: true, checklist: [{ questionId: 11, question: 'Sprinklers?', answer: '' }] },
    { id: 4, comments: '', checked: false, checklist: [{ questionId: 12, question: 'Alarm?' }] },
  ],
});

let adviser: Record<string, string>;
let stranger: Record<string, string>;
let bakeryId: number;

beforeAll(async () => {
  adviser = await authHeaders('admin.au');
  stranger = await authHeaders('user.gb');
  const search = await getJson<{ data: { id: number; name: string }[] }>('/industries?q=bakery', adviser);
  bakeryId = search.body.data.find((item) => item.name === 'Bakery (baking on premises)')!.id;
});

async function create(headers: Record<string, string>, body: Record<string, unknown> = {}) {
  const response = await sendJson(
    'POST',
    '/user/reports/customizations',
    { industryId: bakeryId, name: 'Crusty Loaves Pty Ltd', report_type: 'tailored', customizations: [], ...body },
    headers,
  );
  return { status: response.status, body: (await response.json()) as Customization };
}

const put = (headers: Record<string, string>, id: number, body: Record<string, unknown>) =>
  sendJson(
    'PUT',
    `/user/reports/customizations/${id}`,
    { industryId: bakeryId, id, name: 'Crusty Loaves Pty Ltd', customizations: [], ...body },
    headers,
  );

const remove = (id: number, headers: Record<string, string>) =>
  fetch(apiUrl(`/user/reports/customizations/${id}`), { method: 'DELETE', headers });

// "The spec" in these tests means the product rules of docs/product/reports.md.
describe('/user/reports/customizations', () => {
  it('creates a template, saves sections one at a time keeping the others, and reads it back', async () => {
    const created = await create(adviser);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Crusty Loaves Pty Ltd',
      industry_id: bakeryId,
      report_type: 'tailored',
      customizations: [],
    });
    const { id } = created.body;

    const first = await put(adviser, id, { customizations: [{ section: 'hazard_index', customization: grouping([1, 2], [3], [4]) }] });
    expect(first.status).toBe(200);
    const second = await put(adviser, id, {
      name: 'Crusty Loaves',
      customizations: [{ section: 'hazard_index_underwriter', customization: underwriterClasses }],
    });
    expect(second.status).toBe(200);

    const read = await getJson<Customization>(`/user/reports/customizations/${id}`, adviser);
    expect(read.status).toBe(200);
    expect(read.body.name).toBe('Crusty Loaves');
    expect(read.body.customizations).toEqual([
      { section: 'hazard_index', customization: grouping([1, 2], [3], [4]) },
      { section: 'hazard_index_underwriter', customization: underwriterClasses },
    ]);

    const third = await put(adviser, id, { customizations: [{ section: 'hazard_index', customization: grouping([2], [1, 3], [4]) }] });
    const replaced = (await third.json()) as Customization;
    expect(replaced.customizations.map((entry) => entry.section).sort()).toEqual(['hazard_index', 'hazard_index_underwriter']);
    expect(replaced.customizations.find((entry) => entry.section === 'hazard_index')!.customization).toBe(grouping([2], [1, 3], [4]));
  });

  it("shows a save on the dashboard's recent reports at once, newest first", async () => {
    const older = (await create(adviser, { name: 'Older Bakery' })).body;
    const newer = (await create(adviser, { name: 'Newer Bakery' })).body;
    expect((await put(adviser, older.id, { name: 'Renamed Bakery' })).status).toBe(200);

    const list = await getJson<{ data: { id: number; name: string; report_type: string; industry_name: string }[] }>(
      '/user/reports',
      adviser,
    );
    const ours = list.body.data.filter((report) => report.id === older.id || report.id === newer.id);
    expect(ours).toMatchObject([
      { id: older.id, name: 'Renamed Bakery', report_type: 'tailored', industry_name: 'Bakery (baking on premises)' },
      { id: newer.id, name: 'Newer Bakery', report_type: 'tailored' },
    ]);
  });

  it("lists an underwriter's saves as underwriter reports (only underwriters save those, see restrictions.test.ts)", async () => {
    const underwriter = await authHeaders('underwriter.au');
    const saved = (await create(underwriter, { name: 'Underwritten Bakery', report_type: 'underwriter' })).body;
    const list = await getJson<{ data: { id: number; report_type: string; report_id: number }[] }>('/user/reports', underwriter);
    expect(list.body.data.find((report) => report.id === saved.id)).toMatchObject({ report_type: 'underwriter', report_id: 2 });
    expect((await remove(saved.id, underwriter)).status).toBe(204);
  });

  it('clears a template: it is gone from reads and from the recent reports', async () => {
    const { id } = (await create(adviser)).body;
    expect((await remove(id, adviser)).status).toBe(204);
    expect((await getJson(`/user/reports/customizations/${id}`, adviser)).status).toBe(404);
    expect((await getJson<{ data: { id: number }[] }>('/user/reports', adviser)).body.data.map((report) => report.id)).not.toContain(id);
    expect((await remove(id, adviser)).status).toBe(404);
  });

  it("answers another user's template id as missing, for reads, saves and clears, and leaves it unchanged", async () => {
    const { id } = (await create(adviser, { name: 'Private Bakery' })).body;
    expect(await readError(await fetch(apiUrl(`/user/reports/customizations/${id}`), { headers: stranger }))).toEqual({
      status: 404,
      body: { code: 'not_found', message: 'No report customisation has this template id.' },
    });
    expect((await put(stranger, id, { name: 'Stolen' })).status).toBe(404);
    expect((await remove(id, stranger)).status).toBe(404);
    expect((await getJson<Customization>(`/user/reports/customizations/${id}`, adviser)).body.name).toBe('Private Bakery');
    expect((await getJson<{ data: { id: number }[] }>('/user/reports', stranger)).body.data.map((report) => report.id)).not.toContain(id);
  });

  it("refuses sections not shaped as the spec says, a body id other than the path's, another industry and an unknown industry", async () => {
    const { id } = (await create(adviser)).body;
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ customizations: [{ section: 'hazard_index', customization: 'not json' }] }, /not JSON/],
      [
        {
          customizations: [
            {
              section: 'hazard_index',
              customization: JSON.stringify({ grouping: [{ id: 'elsewhere', title: 'x', classes: [], seq: 0 }], comments: [] }),
            },
          ],
        },
        /group id/,
      ],
      [
        {
          customizations: [
            {
              section: 'hazard_index',
              customization: JSON.stringify({ grouping: [{ id: 'for_review', title: 'x', classes: [], seq: 0 }], comments: [] }),
            },
          ],
        },
        /seq 1/,
      ],
      [
        {
          customizations: [
            {
              section: 'hazard_index',
              customization: JSON.stringify({ grouping: [{ id: 'recommended', title: 'x', classes: ['3'], seq: 0 }], comments: [] }),
            },
          ],
        },
        /class ids/,
      ],
      [{ customizations: [{ section: 'hazard_index', customization: JSON.stringify({ grouping: [] }) }] }, /comments/],
      [
        {
          customizations: [
            { section: 'hazard_index_underwriter', customization: JSON.stringify({ classes: [{ id: 3, comments: '', checklist: [] }] }) },
          ],
        },
        /checked/,
      ],
      [
        {
          customizations: [
            { section: 'hazard_index_underwriter', customization: '{"classes":[]}' },
            { section: 'hazard_index_underwriter', customization: '{"classes":[]}' },
          ],
        },
        /twice/,
      ],
      [{ id: id + 1 }, /template id/],
      [{ industryId: bakeryId + 1 }, /another industry/],
    ];
    for (const [body, message] of refusals) {
      const { status, body: error } = await readError(await put(adviser, id, body));
      expect({ status, message: error.message }).toEqual({ status: 400, message: expect.stringMatching(message) });
    }
    expect((await create(adviser, { industryId: 999999999 })).status).toBe(404);
    expect((await create(adviser, { customizations: [{ section: 'hazard_index', customization: '[]' }] })).status).toBe(400);
  });

  it('answers 400, not 500, for a customization nested 5,000 levels deep, wherever the nesting is (issue #26, finding 12)', async () => {
    const { id } = (await create(adviser)).body;
    const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const customizations = [
      { section: 'hazard_index', customization: deep(5000) },
      { section: 'hazard_index', customization: `{"grouping":[],"comments":[],"extra":${deep(5000)}}` },
      { section: 'hazard_index', customization: `{"grouping":[],"comments":[],"extra":${deepObject(5000)}}` },
      { section: 'hazard_index', customization: `{"grouping":[],"comments":[{"id":1,"comment":"<p>x</p>","extra":${deep(5000)}}]}` },
      {
        section: 'hazard_index_underwriter',
        customization: `{"classes":[{"id":3,"comments":"","checked":true,"checklist":[{"questionId":1,"question":"q","extra":${deep(5000)}}]}]}`,
      },
      // Rich text nested as deep, which the HTML sanitiser takes seconds over.
      {
        section: 'hazard_index',
        customization: JSON.stringify({ grouping: [], comments: [{ id: 3, comment: '<ul><li>'.repeat(20_000) }] }),
      },
      {
        section: 'hazard_index_underwriter',
        customization: JSON.stringify({ classes: [{ id: 3, comments: '<ul><li>'.repeat(20_000), checked: true, checklist: [] }] }),
      },
    ];
    for (const customization of customizations) {
      for (const response of [
        await put(adviser, id, { customizations: [customization] }),
        await sendJson(
          'POST',
          '/user/reports/customizations',
          { industryId: bakeryId, name: 'Deep', report_type: 'tailored', customizations: [customization] },
          adviser,
        ),
      ]) {
        const { status, body } = await readError(response);
        expect([customization.customization.slice(0, 40), status, body.code]).toEqual([
          customization.customization.slice(0, 40),
          400,
          'bad_request',
        ]);
      }
    }
    // A template saved with a reasonable customization still reads back.
    expect((await getJson(`/user/reports/customizations/${id}`, adviser)).status).toBe(200);
  });
});
