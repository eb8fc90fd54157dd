import { describe, expect, it } from 'vitest';
import { authHeaders, getJson } from './support/http.js';

describe('reference data', () => {
  it('lists about 250 countries by name, each with a lower-case code', async () => {
    const { status, body } = await getJson<{ data: { code: string; name: string }[] }>(
      '/reference/countries',
      await authHeaders('adviser.au'),
    );
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(240);
    expect(body.data).toContainEqual({ code: 'au', name: 'Australia' });
    expect(body.data).toContainEqual({ code: 'gb', name: 'United Kingdom' });
    expect(body.data.every((country) => /^[a-z]{2}$/.test(country.code))).toBe(true);
    const names = body.data.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('lists the eight currencies with symbols, the four regions and the six date formats', async () => {
    const headers = await authHeaders('adviser.au');
    const currencies = (await getJson<{ data: { code: string; symbol: string }[] }>('/reference/currencies', headers)).body.data;
    expect(currencies.map((currency) => currency.code)).toEqual(['AUD', 'CAD', 'CNY', 'EUR', 'GBP', 'JPY', 'NZD', 'USD']);
    expect(currencies.find((currency) => currency.code === 'GBP')?.symbol).toBe('£');
    const regions = (await getJson<{ data: unknown[] }>('/reference/regions', headers)).body.data;
    expect(regions).toEqual([
      { code: 'au', name: 'Australia', currency: 'AUD', date_format: '1' },
      { code: 'nz', name: 'New Zealand', currency: 'NZD', date_format: '1' },
      { code: 'gb', name: 'United Kingdom', currency: 'GBP', date_format: '1' },
      { code: 'others', name: 'Others', currency: null, date_format: null },
    ]);
    const formats = (await getJson<{ data: { id: string; pattern: string }[] }>('/reference/date_formats', headers)).body.data;
    expect(formats.map((format) => format.pattern)).toEqual([
      'DD/MM/YYYY',
      'DD-MM-YYYY',
      'MM/DD/YYYY',
      'MM-DD-YYYY',
      'YYYY/MM/DD',
      'YYYY-MM-DD',
    ]);
  });

  it('lists cities for Australia and New Zealand only, and the asset categories', async () => {
    const headers = await authHeaders('adviser.nz');
    const au = (await getJson<{ data: { city: string; admin: string | null }[] }>('/reference/cities?country=au', headers)).body.data;
    expect(au).toContainEqual({ city: 'Sydney', admin: 'New South Wales' });
    const nz = (await getJson<{ data: { city: string; admin: string | null }[] }>('/reference/cities?country=nz', headers)).body.data;
    expect(nz).toContainEqual({ city: 'Nelson', admin: null });
    expect((await getJson('/reference/cities?country=gb', headers)).status).toBe(400);
    const assets = (await getJson<{ data: { name: string; items: string[] }[] }>('/reference/asset_categories', headers)).body.data;
    expect(assets.map((category) => [category.name, category.items.length])).toEqual([
      ['Carpark', 4],
      ['Fencing', 2],
      ['Retaining Walls', 7],
    ]);
  });

  it('needs a signed-in caller, like every other call', async () => {
    expect((await getJson('/reference/countries', { accept: 'application/json' })).status).toBe(401);
  });
});
