import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_PNG, jpegImage, pngImage } from './support/images.js';
import { apiUrl, authHeaders, getJson, readError, sendJson } from './support/http.js';

interface Profile {
  person_name: string;
  email: string;
  phone: string | null;
  job_title: string | null;
  description: string | null;
  postcode: string | null;
  country: string | null;
  address: { suburb: string | null; country: { code: string; name: string } } | null;
  addressStr: string;
  avatar: string | null;
}

interface Company {
  id: number;
  name: string;
  description: string | null;
  logo: string | null;
  is_primary: boolean;
}

const TYPE_MESSAGE = 'Only files with the following extensions are allowed: png jpg jpeg.';
const SIZE_MESSAGE = 'The image that you are trying to use is too large (over 2MB)';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

function upload(path: string, headers: Record<string, string>, bytes: Buffer, type: string, fileName: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  return fetch(apiUrl(path), { method: 'PUT', headers, body: form });
}

const baseProfile = { person_name: 'Sam Taylor', email: 'sam.taylor@example.com' };

// "The spec" in these tests means the product rules of docs/product/account-and-settings.md.
describe('PUT /user/profile', () => {
  // Other suites read the demo personas: put the profile back as it was.
  let original: Profile & {
    suite: string | null;
    street: string | null;
    suburb: string | null;
    state: string | null;
    mobile: string | null;
  };
  beforeAll(async () => {
    original = (await getJson<typeof original>('/user/profile', await authHeaders('trial.au'))).body;
  });
  afterAll(async () => {
    const { person_name, email, phone, mobile, job_title, description, suite, street, suburb, postcode, state, country } = original;
    const address = country === null ? null : { suite, street, suburb, postcode, state, country };
    await sendJson(
      'PUT',
      '/user/profile',
      { person_name, email, phone, mobile, job_title, description, address },
      await authHeaders('trial.au'),
    );
  });

  it('saves every field, cleans About Me and answers the profile GET /user/profile then shows', async () => {
    const headers = await authHeaders('trial.au');
    const response = await sendJson(
      'PUT',
      '/user/profile',
      {
        ...baseProfile,
        phone: '02 9000 1234',
        mobile: '0400 000 000',
        job_title: 'Account Manager',
        description: '<p>I help <strong>bakeries</strong> insure well.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
        address: { suite: 'Level 3', street: '1 George St', suburb: 'Sydney', postcode: '2000', state: 'NSW', country: 'AU' },
      },
      headers,
    );
    expect(response.status).toBe(200);
    const saved = (await response.json()) as Profile;
    expect(saved.description).toBe('<p>I help <strong>bakeries</strong> insure well.</p>');
    expect(saved).toMatchObject({
      job_title: 'Account Manager',
      postcode: '2000',
      country: 'au',
      addressStr: 'Level 3, 1 George St, Sydney, NSW 2000, Australia',
    });
    const read = await getJson<Profile>('/user/profile', headers);
    expect(read.body).toEqual(saved);
    const user = await getJson<{ person_name: string; address: unknown }>('/user', headers);
    expect(user.body.person_name).toBe('Sam Taylor');
  });

  it('refuses a 301-word About Me with the spec message and accepts 300 words counted without tags', async () => {
    const headers = await authHeaders('trial.au');
    const refused = await readError(
      await sendJson('PUT', '/user/profile', { ...baseProfile, description: `<p>${words(301)}</p>` }, headers),
    );
    expect(refused).toEqual({ status: 400, body: { code: 'bad_request', message: 'The maximum number of words is 300' } });
    const accepted = await sendJson(
      'PUT',
      '/user/profile',
      { ...baseProfile, description: `<p>${words(150)}</p><p><em>${words(150)}</em></p>` },
      headers,
    );
    expect(accepted.status).toBe(200);
  });

  it('refuses rich text nested deeper than any editor makes it (issue #26, finding 12)', async () => {
    const headers = await authHeaders('trial.au');
    const refused = await readError(
      await sendJson('PUT', '/user/profile', { ...baseProfile, description: `${'<ul><li>'.repeat(2_400)}deep` }, headers),
    );
    expect(refused).toEqual({ status: 400, body: { code: 'bad_request', message: 'The text is nested too deeply.' } });
    const lists = '<ul><li>'.repeat(10) + 'ten lists deep' + '</li></ul>'.repeat(10);
    const accepted = await sendJson('PUT', '/user/profile', { ...baseProfile, description: lists }, headers);
    expect(((await accepted.json()) as Profile).description).toBe(lists);
  });

  it('stores no address when every part is empty, and refuses parts with an unknown country', async () => {
    const headers = await authHeaders('trial.au');
    const empty = await sendJson('PUT', '/user/profile', { ...baseProfile, address: { street: ' ', suburb: '', country: 'zz' } }, headers);
    expect((await empty.json()) as Profile).toMatchObject({ address: null, addressStr: '', country: null });
    const invalid = await readError(
      await sendJson('PUT', '/user/profile', { ...baseProfile, address: { street: '1 George St', country: 'zz' } }, headers),
    );
    expect(invalid).toEqual({ status: 400, body: { code: 'bad_request', message: 'Address is invalid.' } });
    const nz = await sendJson(
      'PUT',
      '/user/profile',
      { ...baseProfile, address: { street: '1 Queen St', suburb: 'Auckland', country: 'nz' } },
      headers,
    );
    expect(((await nz.json()) as Profile).address?.country).toEqual({ code: 'nz', name: 'New Zealand' });
  });

  it('changes only the caller’s own profile', async () => {
    const before = (await getJson<Profile>('/user/profile', await authHeaders('adviser.nz'))).body;
    await sendJson('PUT', '/user/profile', { ...baseProfile, job_title: 'Only mine' }, await authHeaders('trial.au'));
    expect((await getJson<Profile>('/user/profile', await authHeaders('adviser.nz'))).body).toEqual(before);
  });
});

describe('avatar upload', () => {
  it('stores a PNG and serves it with the sniffed type and nosniff', async () => {
    const headers = await authHeaders('trial.au');
    const image = pngImage(32, 32);
    const response = await upload('/user/avatar', headers, image, 'image/png', 'me.png');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: '/api/user/avatar' });
    const served = await fetch(apiUrl('/user/avatar'), { headers });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
    expect((await getJson<Profile>('/user/profile', headers)).body.avatar).toBe('/api/user/avatar');
  });

  it('serves a JPEG declared as PNG as the JPEG it is', async () => {
    const headers = await authHeaders('trial.au');
    expect((await upload('/user/avatar', headers, jpegImage(), 'image/png', 'me.png')).status).toBe(200);
    expect((await fetch(apiUrl('/user/avatar'), { headers })).headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses a text file named .png (415), a real PNG declared as text (415) and a 3 MB PNG (413)', async () => {
    const headers = await authHeaders('trial.au');
    expect(await readError(await upload('/user/avatar', headers, FAKE_PNG, 'image/png', 'avatar.png'))).toEqual({
      status: 415,
      body: { code: 'unsupported_media_type', message: TYPE_MESSAGE },
    });
    expect((await readError(await upload('/user/avatar', headers, pngImage(8, 8), 'text/plain', 'avatar.txt'))).status).toBe(415);
    const large = pngImage(1024, 1024, { noise: true });
    expect(large.length).toBeGreaterThan(3 * 1024 * 1024);
    expect(await readError(await upload('/user/avatar', headers, large, 'image/png', 'large.png'))).toEqual({
      status: 413,
      body: { code: 'payload_too_large', message: SIZE_MESSAGE },
    });
  });

  it('refuses a PNG cut short (no IEND) and a body without a file', async () => {
    const headers = await authHeaders('trial.au');
    const image = pngImage(16, 16);
    expect((await upload('/user/avatar', headers, image.subarray(0, image.length - 12), 'image/png', 'cut.png')).status).toBe(415);
    const form = new FormData();
    form.append('file', 'not a file');
    expect((await fetch(apiUrl('/user/avatar'), { method: 'PUT', headers, body: form })).status).toBe(400);
  });

  it('answers 404 when the user has no avatar', async () => {
    expect((await fetch(apiUrl('/user/avatar'), { headers: await authHeaders('restricted.au') })).status).toBe(404);
  });
});

describe('companies', () => {
  async function companiesOf(headers: Record<string, string>) {
    return (await getJson<{ data: Company[] }>('/user/companies', headers)).body.data;
  }

  it('lists the primary company first; a second can be created, a third is refused', async () => {
    const headers = await authHeaders('user.others');
    const [primary] = await companiesOf(headers);
    expect(primary).toMatchObject({ name: 'Lion City Brokers', is_primary: true, logo: null });
    const created = await sendJson(
      'POST',
      '/user/companies',
      { name: 'Second Co', description: '<p>We <em>also</em> broker.</p>' },
      headers,
    );
    expect(created.status).toBe(201);
    const second = (await created.json()) as Company;
    expect(second).toMatchObject({ name: 'Second Co', is_primary: false, description: '<p>We <em>also</em> broker.</p>' });
    const third = await readError(await sendJson('POST', '/user/companies', { name: 'Third Co' }, headers));
    expect(third.status).toBe(409);
    expect((await getJson<{ companies: { name: string }[] }>('/user', headers)).body.companies.map((company) => company.name)).toEqual([
      'Lion City Brokers',
      'Second Co',
    ]);
    const tooLong = await readError(await sendJson('PATCH', `/user/companies/${second.id}`, { description: words(301) }, headers));
    expect(tooLong.body.message).toBe('The maximum number of words is 300');
    const renamed = await sendJson('PATCH', `/user/companies/${second.id}`, { name: 'Second Company' }, headers);
    expect(((await renamed.json()) as Company).name).toBe('Second Company');
    expect((await upload(`/user/companies/${second.id}/logo`, headers, jpegImage(), 'image/jpeg', 'logo.jpg')).status).toBe(200);
    const logo = await fetch(apiUrl(`/user/companies/${second.id}/logo`), { headers });
    expect([logo.status, logo.headers.get('content-type'), logo.headers.get('x-content-type-options')]).toEqual([
      200,
      'image/jpeg',
      'nosniff',
    ]);
    expect((await fetch(apiUrl(`/user/companies/${second.id}`), { method: 'DELETE', headers })).status).toBe(204);
    expect((await companiesOf(headers)).map((company) => company.name)).toEqual(['Lion City Brokers']);
  });

  it('two creates at once still leave at most two companies', async () => {
    const headers = await authHeaders('user.gb');
    const answers = await Promise.all(['Race A', 'Race B'].map((name) => sendJson('POST', '/user/companies', { name }, headers)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const companies = await companiesOf(headers);
    expect(companies).toHaveLength(2);
    await fetch(apiUrl(`/user/companies/${companies[1]!.id}`), { method: 'DELETE', headers });
  });

  it('keeps the primary company’s name, logo and existence for a company admin', async () => {
    const adviser = await authHeaders('adviser.au');
    const [primary] = await companiesOf(adviser);
    expect((await readError(await sendJson('PATCH', `/user/companies/${primary!.id}`, { name: 'Renamed' }, adviser))).status).toBe(403);
    expect(
      (await readError(await upload(`/user/companies/${primary!.id}/logo`, adviser, pngImage(8, 8), 'image/png', 'l.png'))).status,
    ).toBe(403);
    expect((await fetch(apiUrl(`/user/companies/${primary!.id}`), { method: 'DELETE', headers: adviser })).status).toBe(403);

    const admin = await authHeaders('admin.au');
    const logo = await upload(`/user/companies/${primary!.id}/logo`, admin, pngImage(8, 8), 'image/png', 'l.png');
    expect(logo.status).toBe(200);
    // Colleagues share the primary company: the adviser sees the admin's logo at once.
    expect((await companiesOf(adviser))[0]!.logo).toBe(`/api/user/companies/${primary!.id}/logo`);
  });

  it("lets no member but a company admin change the shared primary company's description or address (issue #26, finding 7)", async () => {
    const admin = await authHeaders('admin.au');
    const [primary] = await companiesOf(admin);
    // newuser.au shares the company too, but is refused earlier: it has not accepted the terms (the access policy).
    for (const member of ['adviser.au']) {
      const headers = await authHeaders(member);
      const [theirs] = await companiesOf(headers);
      expect(theirs).toMatchObject({ id: primary!.id, is_primary: true });
      for (const change of [
        { description: '<p>Defaced by a colleague.</p>' },
        { address: { street: '1 Nowhere Lane', suburb: 'Sydney', postcode: '2000', state: 'NSW', country: 'au' } },
        { name: primary!.name, description: '<p>Defaced by a colleague.</p>' },
      ]) {
        const refused = await readError(await sendJson('PATCH', `/user/companies/${primary!.id}`, change, headers));
        expect(refused).toEqual({
          status: 403,
          body: { code: 'forbidden', message: 'Only a company admin may edit the primary company.' },
        });
      }
    }
    // Every member still sees the company as it was.
    expect((await companiesOf(await authHeaders('newuser.au')))[0]).toEqual(primary);

    // The company admin may (a member's own second company stays theirs: see the first test).
    const edited = await sendJson('PATCH', `/user/companies/${primary!.id}`, { description: '<p>Brokers since 1990.</p>' }, admin);
    expect(edited.status).toBe(200);
    expect((await companiesOf(await authHeaders('adviser.au')))[0]!.description).toBe('<p>Brokers since 1990.</p>');
    await sendJson('PATCH', `/user/companies/${primary!.id}`, { description: primary!.description ?? '' }, admin);
  });

  it('answers 404 on every company route for a company of another user', async () => {
    const [foreign] = await companiesOf(await authHeaders('adviser.nz'));
    const headers = await authHeaders('user.gb');
    const path = `/user/companies/${foreign!.id}`;
    const answers = [
      await sendJson('PATCH', path, { description: 'mine now' }, headers),
      await fetch(apiUrl(path), { method: 'DELETE', headers }),
      await fetch(apiUrl(`${path}/logo`), { headers }),
      await upload(`${path}/logo`, headers, pngImage(8, 8), 'image/png', 'l.png'),
    ];
    for (const answer of answers)
      expect(await readError(answer)).toEqual({ status: 404, body: { code: 'not_found', message: 'No such company.' } });
    expect((await companiesOf(await authHeaders('adviser.nz')))[0]).toEqual(foreign);
  });
});
