import { describe, expect, it } from 'vitest';
import { authHeaders, getJson, readError, sendJson } from './support/http.js';

interface Setting {
  key: string;
  value: string | null;
  default_value: string | null;
  default_options: { value: string; label: string }[];
}

const settingOf = (settings: Setting[], key: string) => settings.find((setting) => setting.key === key)!;

// "The spec" in these tests means the product rules of docs/product/hazard-index.md and docs/product/themes-and-brands.md.
describe('GET /user', () => {
  it('describes each persona: roles, country, theme, terms and restricted classes', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['adviser.au', { country: 'au', roles: ['Adviser'], app_theme: 'default', is_user_accepted_toc: true, documents_assessments: null }],
      ['adviser.nz', { country: 'nz' }],
      ['user.gb', { country: 'gb' }],
      ['user.others', { country: 'others' }],
      ['underwriter.au', { roles: ['Underwriter'] }],
      ['trial.au', { roles: ['Trial'] }],
      ['admin.au', { roles: ['Adviser', 'CompanyAdmin'] }],
      ['natcat.au', { app_theme: 'natcat' }],
      ['restricted.au', { documents_assessments: [1, 2, 6, 7, 10] }],
      ['newuser.au', { is_user_accepted_toc: false }],
    ];
    for (const [userName, expected] of cases) {
      const { status, body } = await getJson<Record<string, unknown>>('/user', await authHeaders(userName));
      expect(status).toBe(200);
      expect(body).toMatchObject({ user_name: userName, ...expected });
      expect((body.companies as { is_primary: boolean }[]).filter((company) => company.is_primary)).toHaveLength(1);
    }
  });

  it('shows each caller only their own account', async () => {
    const nz = await getJson<{ user_name: string; email: string }>('/user/profile', await authHeaders('adviser.nz'));
    const gb = await getJson<{ user_name: string; email: string }>('/user/profile', await authHeaders('user.gb'));
    expect(nz.body.email).toBe('aroha.walker@example.com');
    expect(gb.body.email).toBe('james.whitfield@example.com');
  });
});

describe('/user/settings', () => {
  it('defaults follow the country: ANZSIC and AUD for au, UK SIC and GBP for gb, no currency or date format for others', async () => {
    const au = (await getJson<{ data: Setting[] }>('/user/settings', await authHeaders('adviser.au'))).body.data;
    const gb = (await getJson<{ data: Setting[] }>('/user/settings', await authHeaders('user.gb'))).body.data;
    const others = (await getJson<{ data: Setting[] }>('/user/settings', await authHeaders('user.others'))).body.data;
    expect(au.map((setting) => setting.key)).toEqual([
      'app_site',
      'industry_classification',
      'country_region',
      'currency',
      'date_format',
      'report_theme',
    ]);
    expect(settingOf(au, 'industry_classification').default_value).toBe('8');
    expect(settingOf(au, 'currency').default_value).toBe('AUD');
    expect(settingOf(au, 'date_format')).toMatchObject({ default_value: '1' });
    expect(settingOf(au, 'date_format').default_options.map((option) => option.label)).toEqual([
      'DD/MM/YYYY',
      'DD-MM-YYYY',
      'MM/DD/YYYY',
      'MM-DD-YYYY',
      'YYYY/MM/DD',
      'YYYY-MM-DD',
    ]);
    expect(settingOf(au, 'currency').default_options.map((option) => option.value)).toEqual([
      'AUD',
      'CAD',
      'CNY',
      'EUR',
      'GBP',
      'JPY',
      'NZD',
      'USD',
    ]);
    expect(settingOf(au, 'report_theme').default_value).toBe('1');
    expect(settingOf(gb, 'industry_classification').default_value).toBe('12');
    expect(settingOf(gb, 'currency').default_value).toBe('GBP');
    expect(settingOf(others, 'currency').default_value).toBeNull();
    expect(settingOf(others, 'date_format').default_value).toBeNull();
  });

  it('saves valid values, resets with null, and changing the region moves the defaults with it', async () => {
    const headers = await authHeaders('admin.au');
    const saved = await sendJson(
      'PUT',
      '/user/settings',
      {
        settings: [
          { key: 'currency', value: 'USD' },
          { key: 'report_theme', value: '2' },
        ],
      },
      headers,
    );
    expect(saved.status).toBe(200);
    const after = ((await saved.json()) as { data: Setting[] }).data;
    expect(settingOf(after, 'currency').value).toBe('USD');
    expect(settingOf(after, 'report_theme').value).toBe('2');
    const region = (await (
      await sendJson('PUT', '/user/settings', { settings: [{ key: 'country_region', value: 'nz' }] }, headers)
    ).json()) as { data: Setting[] };
    expect(settingOf(region.data, 'currency').default_value).toBe('NZD');
    expect((await getJson<{ country: string }>('/user', headers)).body.country).toBe('nz');
    const reset = (await (
      await sendJson(
        'PUT',
        '/user/settings',
        {
          settings: [
            { key: 'currency', value: null },
            { key: 'country_region', value: null },
          ],
        },
        headers,
      )
    ).json()) as { data: Setting[] };
    expect(settingOf(reset.data, 'currency').value).toBeNull();
    expect((await getJson<{ country: string }>('/user', headers)).body.country).toBe('au');
  });

  it('refuses a value outside the options or a repeated key, and saves nothing of that request', async () => {
    const headers = await authHeaders('natcat.au');
    const bad = await sendJson(
      'PUT',
      '/user/settings',
      {
        settings: [
          { key: 'date_format', value: '2' },
          { key: 'currency', value: 'XYZ' },
        ],
      },
      headers,
    );
    expect(await readError(bad)).toEqual({ status: 400, body: { code: 'bad_request', message: 'XYZ is not an option for currency.' } });
    const repeated = await sendJson(
      'PUT',
      '/user/settings',
      {
        settings: [
          { key: 'date_format', value: '2' },
          { key: 'date_format', value: '3' },
        ],
      },
      headers,
    );
    expect((await readError(repeated)).status).toBe(400);
    const settings = (await getJson<{ data: Setting[] }>('/user/settings', headers)).body.data;
    expect(settingOf(settings, 'date_format').value).toBeNull();
  });
});

describe('GET /taxonomies and /insurance_classes', () => {
  it('offers taxonomies 4, 8 and 12', async () => {
    const { body } = await getJson<{ data: { id: number; abbr: string; revision: string }[] }>(
      '/taxonomies',
      await authHeaders('adviser.au'),
    );
    expect(body.data.map((taxonomy) => taxonomy.id)).toEqual([4, 8, 12]);
    expect(body.data[1]).toMatchObject({ abbr: 'ANZSIC', revision: '2006' });
  });

  it('lists every class slug the spec names, 14 main classes, personal lines apart, and core / employer_liability', async () => {
    const { body } = await getJson<{
      data: { id: number; slug: string; grouping: string; personal: boolean; fallback_id: number | null; includes: { slug: string }[] }[];
    }>('/insurance_classes?country=au', await authHeaders('adviser.au'));
    const slugs = body.data.map((insuranceClass) => insuranceClass.slug);
    for (const slug of [
      'property_damage',
      'business_interruption',
      'crime',
      'marine_including_inland_transit',
      'motor',
      'public_liability',
      'product_liability',
      'professional_indemnity',
      'management_liability',
      'employer_liability_workers_compensation',
      'equipment_breakdown',
      'machinery_and_engineering',
      'cyber_risks',
      'corporate_travel',
      'product_recall_product_contamination',
      'commercial_lines',
      'personal_lines',
      'home_contents',
      'deterioration_of_stock_in_cold_storage',
      'core',
      'employer_liability',
    ]) {
      expect(slugs).toContain(slug);
    }
    expect(
      body.data.filter(
        (insuranceClass) =>
          insuranceClass.grouping === 'commercial' && insuranceClass.fallback_id === null && insuranceClass.includes.length === 0,
      ),
    ).toHaveLength(14);
    expect(body.data.find((insuranceClass) => insuranceClass.slug === 'personal_lines')).toMatchObject({
      personal: true,
      grouping: 'personal',
      includes: [{ slug: 'home_contents' }],
    });
    expect(body.data.find((insuranceClass) => insuranceClass.slug === 'employer_liability')!.fallback_id).toBe(10);
  });
});

describe('GET /user/history/industries', () => {
  it('lists the industries the user opened, newest first, once each, and only their own', async () => {
    const headers = await authHeaders('underwriter.au');
    const { body: found } = await getJson<{ data: { id: number; name: string }[] }>('/industries?q=plumber&pagesize=3', headers);
    const [first, second] = found.data;
    await getJson(`/industries/${first!.id}`, headers);
    await getJson(`/industries/${second!.id}`, headers);
    await getJson(`/industries/${first!.id}`, headers);
    const history = await getJson<{ data: { id: number; name: string; code: string | null; last_accessed_on: string }[] }>(
      '/user/history/industries',
      headers,
    );
    expect(history.status).toBe(200);
    expect(history.body.data.map((item) => item.id)).toEqual([first!.id, second!.id]);
    expect(history.body.data[0]!.code).toMatch(/^\d{4}$/);
    const someoneElse = await getJson<{ data: unknown[] }>('/user/history/industries', await authHeaders('adviser.nz'));
    expect(someoneElse.body.data.map((item) => (item as { id: number }).id)).not.toContain(second!.id);
    const future = await getJson<{ data: unknown[] }>(
      `/user/history/industries?start=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`,
      headers,
    );
    expect(future.body.data).toEqual([]);
  });
});

describe('GET /user/themes', () => {
  it('offers the shared report themes, the default first with the spec colours', async () => {
    const { body } = await getJson<{ data: { id: number; label: string; value: Record<string, string> }[] }>(
      '/user/themes',
      await authHeaders('adviser.au'),
    );
    expect(body.data[0]!.value).toEqual({ colorTitle: '#003262', colorBg1: '#2367a5', colorBg2: '#00203f', colorBar: '#019cae' });
    expect(body.data.every((theme) => !theme.label.includes('Coastal') && !theme.label.includes('Summit'))).toBe(true);
  });
});
