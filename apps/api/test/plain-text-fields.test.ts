import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, authHeaders, getJson, readError, sendJson } from './support/http.js';

/**
 * Issue #26, finding 14: fields that are plain text (a person's name, phone, mobile, job title, address,
 * a company's name, the insured business name of a report, a group's title, a checklist question) stored
 * raw HTML. They now refuse markup (400), as the API refuses unknown fields rather than dropping them:
 * nothing a user typed is silently changed, and no reader of these fields meets a tag. Text that only
 * looks like arithmetic or an ampersand is kept as typed. Rich-text fields (descriptions, comments,
 * checklist answers) are cleaned with the allow-list instead.
 */
const MARKUP = ['<img src=x onerror=alert(1)>', 'Smith <b>Bold</b>', '</p>Closing', '<!-- note -->', '<?xml?>', 'Smith & Sons <Pty>'];
const PLAIN = ['Smith & Sons (Pty) Ltd', 'A < B > C', '1<2', "O'Brien <3 & co", 'R&D <= 5 staff'];

let headers: Record<string, string>;
let profile: Record<string, unknown>;
let companyId: number;
let bakeryId: number;

beforeAll(async () => {
  // A persona no other suite edits the profile or the companies of.
  headers = await authHeaders('underwriter.au');
  profile = (await getJson<Record<string, unknown>>('/user/profile', headers)).body;
  const created = await sendJson('POST', '/user/companies', { name: 'Plain Text Pty Ltd' }, headers);
  companyId = ((await created.json()) as { id: number }).id;
  const search = await getJson<{ data: { id: number; name: string }[] }>('/industries?q=bakery', headers);
  bakeryId = search.body.data.find((item) => item.name === 'Bakery (baking on premises)')!.id;
});
afterAll(async () => {
  const { person_name, email, phone, mobile, job_title, description, suite, street, suburb, postcode, state, country } = profile as Record<
    string,
    string | null
  >;
  const address = country === null || country === undefined ? null : { suite, street, suburb, postcode, state, country };
  await sendJson('PUT', '/user/profile', { person_name, email, phone, mobile, job_title, description, address }, headers);
  await fetch(apiUrl(`/user/companies/${String(companyId)}`), { method: 'DELETE', headers });
});

async function expectRefused(response: Response, label: string, value: string) {
  const { status, body } = await readError(response);
  expect([label, value, status, body.code, body.message]).toEqual([label, value, 400, 'bad_request', expect.stringMatching(/plain text/)]);
}

const baseProfile = () => ({ person_name: profile.person_name, email: profile.email });
const companyAddress = { street: '1 George St', suburb: 'Sydney', postcode: '2000', state: 'NSW', country: 'au' };
const auAddress = { suite: 'Level 1', ...companyAddress };

describe('plain-text fields', () => {
  it('of the profile refuse markup and keep plain text as typed', async () => {
    for (const value of MARKUP) {
      for (const field of ['person_name', 'phone', 'mobile', 'job_title']) {
        await expectRefused(await sendJson('PUT', '/user/profile', { ...baseProfile(), [field]: value }, headers), field, value);
      }
      for (const part of ['suite', 'street', 'suburb', 'state']) {
        await expectRefused(
          await sendJson('PUT', '/user/profile', { ...baseProfile(), address: { ...auAddress, [part]: value } }, headers),
          part,
          value,
        );
      }
    }
    // The contract holds a postcode to 16 characters.
    for (const value of ['<b>2000</b>', '</p>2000', '<!---->2000']) {
      await expectRefused(
        await sendJson('PUT', '/user/profile', { ...baseProfile(), address: { ...auAddress, postcode: value } }, headers),
        'postcode',
        value,
      );
    }
    for (const value of PLAIN) {
      const saved = await sendJson(
        'PUT',
        '/user/profile',
        { ...baseProfile(), job_title: value, address: { ...auAddress, street: value } },
        headers,
      );
      expect(saved.status).toBe(200);
      expect(await saved.json()).toMatchObject({ job_title: value, street: value });
    }
  });

  it('of a company refuse markup and keep plain text as typed', async () => {
    for (const value of MARKUP) {
      await expectRefused(await sendJson('POST', '/user/companies', { name: value }, headers), 'create name', value);
      await expectRefused(await sendJson('PATCH', `/user/companies/${String(companyId)}`, { name: value }, headers), 'name', value);
      await expectRefused(
        await sendJson('PATCH', `/user/companies/${String(companyId)}`, { address: { ...companyAddress, street: value } }, headers),
        'street',
        value,
      );
    }
    for (const value of PLAIN) {
      const saved = await sendJson(
        'PATCH',
        `/user/companies/${String(companyId)}`,
        { name: value, address: { ...companyAddress, suburb: value } },
        headers,
      );
      expect(saved.status).toBe(200);
      expect(await saved.json()).toMatchObject({ name: value, address: { suburb: value } });
    }
  });

  it('of a report (insured business name, group titles, checklist questions) refuse markup; checklist answers are cleaned rich text', async () => {
    const grouping = (title: string) => JSON.stringify({ grouping: [{ id: 'recommended', title, classes: [1], seq: 0 }], comments: [] });
    const checklist = (question: string, answer: string) =>
      JSON.stringify({ classes: [{ id: 3, comments: '', checked: true, checklist: [{ questionId: 11, question, answer }] }] });
    const create = (body: Record<string, unknown>, as = headers) =>
      sendJson(
        'POST',
        '/user/reports/customizations',
        { industryId: bakeryId, name: 'Crusty Loaves Pty Ltd', report_type: 'underwriter', customizations: [], ...body },
        as,
      );
    // Group titles belong to tailored reports, which advisers save (underwriters save underwriter reports).
    const adviser = await authHeaders('adviser.au');
    for (const value of MARKUP) {
      await expectRefused(await create({ name: value }), 'report name', value);
      await expectRefused(
        await create({ report_type: 'tailored', customizations: [{ section: 'hazard_index', customization: grouping(value) }] }, adviser),
        'group title',
        value,
      );
      await expectRefused(
        await create({ customizations: [{ section: 'hazard_index_underwriter', customization: checklist(value, '') }] }),
        'checklist question',
        value,
      );
    }
    const created = await create({
      name: 'Smith & Sons (Pty) Ltd',
      customizations: [
        {
          section: 'hazard_index_underwriter',
          customization: checklist(
            'Sprinklers < 5 years old?',
            '<p>Yes, <strong>serviced</strong>.</p><img src=x onerror=alert(1)><script>alert(2)</script>',
          ),
        },
      ],
    });
    expect(created.status).toBe(201);
    const report = (await created.json()) as { id: number; name: string; customizations: { customization: string }[] };
    expect(report.name).toBe('Smith & Sons (Pty) Ltd');
    const stored = JSON.parse(report.customizations[0]!.customization) as {
      classes: { checklist: { question: string; answer: string }[] }[];
    };
    expect(stored.classes[0]!.checklist[0]).toEqual({
      questionId: 11,
      question: 'Sprinklers < 5 years old?',
      answer: '<p>Yes, <strong>serviced</strong>.</p>',
    });
    const renamed = await sendJson(
      'PUT',
      `/user/reports/customizations/${String(report.id)}`,
      { id: report.id, industryId: bakeryId, name: '<i>Renamed</i>', customizations: [] },
      headers,
    );
    await expectRefused(renamed, 'saved report name', '<i>Renamed</i>');
    await fetch(apiUrl(`/user/reports/customizations/${String(report.id)}`), { method: 'DELETE', headers });
  });
});
