import { readdir, readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, authHeaders, getJson, readError } from './support/http.js';

interface Item {
  id: number;
  name: string;
  code: string | null;
  alias: string | null;
}

let adviser: Record<string, string>;
beforeAll(async () => {
  adviser = await authHeaders('adviser.au');
});

function nextLink(headers: Headers): string | null {
  const match = /<([^>]+)>;\s*rel="next"/.exec(headers.get('link') ?? '');
  return match ? match[1]! : null;
}

/** Aliases straight from the data files, so the test follows the catalogue rather than hard-coding it. */
async function aliasesInData(): Promise<{ alias: string; target: string }[]> {
  const dir = new URL('../src/catalogue/data/anzsic/', import.meta.url);
  const aliases: { alias: string; target: string }[] = [];
  for (const file of await readdir(dir)) {
    for (const line of (await readFile(new URL(file, dir), 'utf8')).split('\n')) {
      const match = /^~ (.+) => (.+)$/.exec(line.trim());
      if (match) aliases.push({ alias: match[1]!, target: match[2]! });
    }
  }
  return aliases;
}

describe('GET /industries', () => {
  it('finds bakeries for "bak", with a Link to the next page only when more than 100 match', async () => {
    const { status, body, headers } = await getJson<{ data: Item[] }>('/industries?q=bak', adviser);
    expect(status).toBe(200);
    const names = body.data.map((item) => item.name);
    expect(names).toContain('Bakery (baking on premises)');
    expect(names.every((name) => /\bbak/i.test(name))).toBe(true);
    expect(body.data.length).toBeLessThanOrEqual(100);
    expect(nextLink(headers) !== null).toBe(body.data.length === 100);
  });

  it('pages through the whole catalogue by following Link: at least 7,000 industries, none repeated, no aliases', async () => {
    let next: string | null = '/api/industries?pagesize=100';
    const seen = new Set<number>();
    let pages = 0;
    while (next) {
      const response = await fetch(apiUrl(next.replace(/^\/api/, '')), { headers: adviser });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data: Item[] };
      for (const item of body.data) {
        expect(seen.has(item.id)).toBe(false);
        expect(item.alias).toBeNull();
        seen.add(item.id);
      }
      pages += 1;
      next = nextLink(response.headers);
    }
    expect(seen.size).toBeGreaterThanOrEqual(7000);
    expect(pages).toBe(Math.ceil(seen.size / 100));
  });

  it('browses by name: one letter, any case, in name order, 100 a page with a Link to the next', async () => {
    const first = await getJson<{ data: Item[] }>('/industries?initial=b&pagesize=100', adviser);
    expect(first.status).toBe(200);
    const names = first.body.data.map((item) => item.name);
    expect(names.length).toBe(100);
    expect(names.every((name) => name.startsWith('B'))).toBe(true);
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
    const next = nextLink(first.headers);
    expect(next).toMatch(/initial=b/);
    const second = await fetch(apiUrl(next!.replace(/^\/api/, '')), { headers: adviser });
    const more = ((await second.json()) as { data: Item[] }).data;
    expect(more[0]!.name >= names.at(-1)!).toBe(true);
    expect(more.every((item) => item.name.startsWith('B') && !names.includes(item.name))).toBe(true);
    expect((await getJson('/industries?initial=bb', adviser)).status).toBe(400);
  });

  it('finds an industry by one of its aliases but never lists the alias itself', async () => {
    const aliases = await aliasesInData();
    const sample = aliases.find((entry) => entry.alias.length > 4 && !entry.target.toLowerCase().includes(entry.alias.toLowerCase()))!;
    const { body } = await getJson<{ data: Item[] }>(`/industries?q=${encodeURIComponent(sample.alias)}`, adviser);
    const names = body.data.map((item) => item.name);
    expect(names).toContain(sample.target);
    expect(names).not.toContain(sample.alias);
  });

  it('searches by ANZSIC code prefix, and by UK SIC code with taxonomy 12', async () => {
    const byClass = await getJson<{ data: Item[] }>('/industries?code=1174', adviser);
    expect(byClass.body.data.length).toBeGreaterThan(5);
    expect(byClass.body.data.every((item) => item.code === '1174')).toBe(true);
    const bySubdivision = await getJson<{ data: Item[] }>('/industries?code=11&pagesize=20', adviser);
    expect(bySubdivision.body.data.every((item) => item.code!.startsWith('11'))).toBe(true);
    const uk = await getJson<{ data: Item[] }>('/industries?code=10710&taxonomy=12', adviser);
    expect(uk.body.data.map((item) => item.name)).toContain('Bakery (baking on premises)');
  });

  it('limits quiz-only searches to industries with a quiz for the country', async () => {
    const { body } = await getJson<{ data: Item[] }>('/industries?withQuizOnly=true&country=nz&pagesize=30', adviser);
    expect(body.data.length).toBeGreaterThan(0);
    for (const item of body.data.slice(0, 10)) {
      const info = await getJson<{ quizzes: { country: string }[] }>(`/industries/${item.id}`, adviser);
      expect(info.body.quizzes.some((quiz) => quiz.country === 'nz')).toBe(true);
    }
  });

  it('answers a repeated search with the same page, its Link built from each request', async () => {
    const first = await fetch(apiUrl('/industries?q=ba&pagesize=5'), { headers: adviser });
    const again = await fetch(apiUrl('/industries?pagesize=5&q=ba&taxonomy=8'), { headers: adviser });
    expect(await again.text()).toBe(await first.text());
    expect(nextLink(first.headers)).toContain('page=2');
    expect(nextLink(again.headers)).toContain('taxonomy=8');
    expect(nextLink(first.headers)).not.toContain('taxonomy=8');
    // Another taxonomy is another page: the UK SIC codes have five digits.
    const uk = await getJson<{ data: Item[] }>('/industries?q=ba&pagesize=5&taxonomy=12', adviser);
    expect(uk.body.data.every((item) => /^\d{5}$/.test(item.code ?? ''))).toBe(true);
  });

  it('shows a trial user only the trial sample, whether or not the client sends the trial flag', async () => {
    const trial = await authHeaders('trial.au');
    const full = await getJson<{ data: Item[] }>('/industries?q=bakery', adviser);
    const sample = await getJson<{ data: Item[] }>('/industries?q=bakery', trial);
    const flagged = await getJson<{ data: Item[] }>('/industries?q=bakery&trial=true', adviser);
    expect(sample.body.data.length).toBeLessThan(full.body.data.length);
    expect(flagged.body.data.map((item) => item.id)).toEqual(sample.body.data.map((item) => item.id));
  });

  it('answers an empty list for a keyword that matches nothing', async () => {
    const { status, body, headers } = await getJson<{ data: Item[] }>('/industries?q=zzqxv', adviser);
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(headers.get('link')).toBeNull();
  });
});

describe('GET /industries/{id}', () => {
  async function bakery(): Promise<Item> {
    const { body } = await getJson<{ data: Item[] }>('/industries?q=bakery%20baking%20on%20premises', adviser);
    return body.data.find((item) => item.name === 'Bakery (baking on premises)')!;
  }

  it('returns codes grouped by taxonomy (provider code first, then ANZSIC 2006, then UK SIC), related industries and rates', async () => {
    const { id } = await bakery();
    const { status, body } = await getJson<{
      code: string;
      name: string;
      classifications: { code: string; name: string; taxonomy: { id: number } }[];
      related_industries: Item[];
      indicative_rates: { country: string; avg: number; weight: number }[];
    }>(`/industries/${id}`, adviser);
    expect(status).toBe(200);
    expect(body.name).toBe('Bakery (baking on premises)');
    expect(body.code).toBe('1174');
    expect(body.classifications.map((entry) => entry.taxonomy.id)).toEqual([4, 8, 12]);
    expect(body.classifications[1]).toMatchObject({ code: '1174', name: 'Bakery Product Manufacturing (Non-factory based)' });
    expect(body.related_industries.length).toBeGreaterThan(0);
    expect(body.related_industries.every((item) => item.code === '1174' && item.id !== id)).toBe(true);
    expect(new Set(body.indicative_rates.map((rate) => rate.country))).toContain('au');
  });

  it('answers 404 with the Error schema for an unknown industry and 400 for a non-numeric id', async () => {
    expect(await readError(await fetch(apiUrl('/industries/999999999'), { headers: adviser }))).toEqual({
      status: 404,
      body: { code: 'not_found', message: 'Industry not found.' },
    });
    expect((await readError(await fetch(apiUrl('/industries/bakery'), { headers: adviser }))).status).toBe(400);
  });

  it("rates 16 classes from 0 to 100 with an HTML comment, and a bakery's property damage above a bank's", async () => {
    const { id: bakeryId } = await bakery();
    const bank = (await getJson<{ data: Item[] }>('/industries?code=6221', adviser)).body.data[0]!;
    type Entry = { slug: string; rating: number; comment: string; insurance_class: { id: number } };
    const bakeryIndex = (await getJson<{ data: Entry[] }>(`/industries/${bakeryId}/hazard_index/au`, adviser)).body.data;
    const bankIndex = (await getJson<{ data: Entry[] }>(`/industries/${bank.id}/hazard_index/au`, adviser)).body.data;
    expect(bakeryIndex).toHaveLength(16);
    for (const entry of bakeryIndex) {
      expect(entry.rating).toBeGreaterThanOrEqual(0);
      expect(entry.rating).toBeLessThanOrEqual(100);
      expect(entry.comment).toMatch(/^<p>/);
    }
    const rating = (index: Entry[], slug: string) => index.find((entry) => entry.slug === slug)!.rating;
    expect(rating(bakeryIndex, 'property_damage')).toBeGreaterThan(rating(bankIndex, 'property_damage'));
    expect(rating(bankIndex, 'crime')).toBeGreaterThan(rating(bakeryIndex, 'crime'));
    expect(rating(bankIndex, 'cyber_risks')).toBeGreaterThan(rating(bakeryIndex, 'cyber_risks'));
  });
});

describe('GET /classifications/{abbr}/{revision}', () => {
  it('browses ANZSIC 2006 from divisions down to industries', async () => {
    type Level = {
      data: { code: string; name: string; level: string; leaf: boolean; industry_id: number | null }[];
      meta: { structure: string };
    };
    const top = await getJson<Level>('/classifications/anzsic/2006', adviser);
    expect(top.body.meta.structure).toBe('Division,Subdivision,Group,Class,Industry');
    expect(top.body.data.map((node) => node.code)).toEqual('ABCDEFGHIJKLMNOPQRS'.split(''));
    const manufacturing = await getJson<Level>('/classifications/anzsic/2006?code=C', adviser);
    expect(manufacturing.body.data.find((node) => node.code === '11')).toMatchObject({
      name: 'Food Product Manufacturing',
      level: 'Subdivision',
      leaf: false,
    });
    const bakeries = await getJson<Level>('/classifications/anzsic/2006?code=1174', adviser);
    expect(bakeries.body.data.every((node) => node.leaf && node.industry_id !== null)).toBe(true);
    expect(bakeries.body.data.map((node) => node.name)).toContain('Bakery (baking on premises)');
  });

  it('answers 404 for an unknown classification or code', async () => {
    expect((await fetch(apiUrl('/classifications/naics/2022'), { headers: adviser })).status).toBe(404);
    expect((await fetch(apiUrl('/classifications/anzsic/2006?code=9999'), { headers: adviser })).status).toBe(404);
  });
});
