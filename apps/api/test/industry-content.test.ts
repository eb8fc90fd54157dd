import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, authHeaders, getJson, readError } from './support/http.js';

interface ClassRef {
  id: number;
  name: string;
  slug: string;
}
interface Item {
  id: number;
  name: string;
}
interface ChecklistItem {
  id: number;
  title: string;
  section_name: string;
  type: string;
  insurance_class: ClassRef;
}
interface Endorsement {
  code: string;
  heading: string;
  text: string;
  explanation: string;
  type: string;
  type_name: string;
  items: string[];
}
interface IndustryDocument {
  id: string;
  title: string;
  content: string;
  country: string;
  industry_id: number;
  insurance_class: ClassRef | null;
  last_updated_on: string | null;
}

let adviser: Record<string, string>;
let bakeryId: number;
let bankId: number;
beforeAll(async () => {
  adviser = await authHeaders('adviser.au');
  const bakeries = await getJson<{ data: Item[] }>('/industries?q=bakery%20baking%20on%20premises', adviser);
  bakeryId = bakeries.body.data.find((item) => item.name === 'Bakery (baking on premises)')!.id;
  bankId = (await getJson<{ data: Item[] }>('/industries?code=6221', adviser)).body.data[0]!.id;
});

function nextLink(headers: Headers): string | null {
  const match = /<([^>]+)>;\s*rel="next"/.exec(headers.get('link') ?? '');
  return match ? match[1]!.replace(/^\/api/, '') : null;
}

/** Every checklist item, following Link next pages from the first. */
async function allPages(first: string): Promise<{ items: ChecklistItem[]; pages: number }> {
  const items: ChecklistItem[] = [];
  let next: string | null = first;
  let pages = 0;
  while (next) {
    const response = await fetch(apiUrl(next), { headers: adviser });
    items.push(...((await response.json()) as { data: ChecklistItem[] }).data);
    next = nextLink(response.headers);
    pages += 1;
  }
  return { items, pages };
}

describe('GET /industries/{id}/exposures/{country}', () => {
  it('lists exposures per insurance class as HTML, with lines that fit the industry', async () => {
    const bakery = await getJson<{ data: { id: number; title: string; content: string; insurance_class: ClassRef }[] }>(
      `/industries/${bakeryId}/exposures/au`,
      adviser,
    );
    expect(bakery.status).toBe(200);
    const property = bakery.body.data.find((entry) => entry.insurance_class.slug === 'property_damage')!;
    expect(property.title).toBe('Property Damage');
    expect(property.content).toMatch(/^<ul><li>/);
    expect(property.content).toContain('Cooking fires from ovens, deep fryers and exhaust ducts');
    const bank = await getJson<{ data: { content: string }[] }>(`/industries/${bankId}/exposures/au`, adviser);
    expect(bank.body.data.some((entry) => entry.content.includes('Cooking fires'))).toBe(false);
  });

  it('answers 404 for an unknown industry and 401 without a token', async () => {
    expect((await readError(await fetch(apiUrl('/industries/999999999/exposures/au'), { headers: adviser }))).status).toBe(404);
    expect((await fetch(apiUrl(`/industries/${bakeryId}/exposures/au`))).status).toBe(401);
  });
});

describe('GET /industries/{id}/materials_equipment/{country}', () => {
  it("lists plain strings for the industry's division and keywords", async () => {
    const { status, body } = await getJson<{ data: string[] }>(`/industries/${bakeryId}/materials_equipment/nz`, adviser);
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(3);
    expect(body.data).toContain('Production lines and conveyors');
    const bank = await getJson<{ data: string[] }>(`/industries/${bankId}/materials_equipment/nz`, adviser);
    expect(bank.body.data).not.toContain('Production lines and conveyors');
  });
});

describe('GET /industries/{id}/endorsements', () => {
  it('answers Mark IV and Mark V endorsements sorted by type name, each with HTML and items', async () => {
    const { status, body } = await getJson<{ data: Endorsement[] }>(`/industries/${bakeryId}/endorsements`, adviser);
    expect(status).toBe(200);
    expect(new Set(body.data.map((entry) => entry.type))).toEqual(new Set(['Mark IV', 'Mark V']));
    const typeNames = body.data.map((entry) => entry.type_name);
    expect(typeNames).toEqual([...typeNames].sort());
    for (const entry of body.data) {
      expect(entry.text).toMatch(/^<p>/);
      expect(Array.isArray(entry.items)).toBe(true);
    }
  });

  it('filters by mark', async () => {
    const { body } = await getJson<{ data: Endorsement[] }>(`/industries/${bakeryId}/endorsements?mark=Mark%20V`, adviser);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((entry) => entry.type === 'Mark V')).toBe(true);
    expect((await fetch(apiUrl(`/industries/${bakeryId}/endorsements?mark=Mark%20VI`), { headers: adviser })).status).toBe(400);
  });
});

describe('GET /industries/{id}/checklist', () => {
  it('answers Key questions by default and pages with Link until the last page', async () => {
    const all = await getJson<{ data: ChecklistItem[] }>(`/industries/${bakeryId}/checklist?pagesize=100`, adviser);
    expect(all.status).toBe(200);
    expect(all.body.data.length).toBeGreaterThan(5);
    expect(all.body.data.every((item) => item.type === 'Key')).toBe(true);
    const { items: paged, pages } = await allPages(`/industries/${bakeryId}/checklist?pagesize=4`);
    expect(paged.map((item) => item.id)).toEqual(all.body.data.map((item) => item.id));
    expect(pages).toBe(Math.ceil(all.body.data.length / 4));
  });

  it('filters by type and by insurance class', async () => {
    const core = await getJson<{ data: ChecklistItem[] }>(`/industries/${bakeryId}/checklist?type=Core`, adviser);
    expect(core.body.data.length).toBeGreaterThan(0);
    expect(core.body.data.every((item) => item.type === 'Core')).toBe(true);
    const classId = core.body.data[0]!.insurance_class.id;
    const one = await getJson<{ data: ChecklistItem[] }>(`/industries/${bakeryId}/checklist?type=Core&insurance_class=${classId}`, adviser);
    expect(one.body.data.length).toBeGreaterThan(0);
    expect(one.body.data.every((item) => item.insurance_class.id === classId)).toBe(true);
  });
});

describe('GET /industries/{id}/checklist/categories', () => {
  it("groups the type's questions by section, each question once", async () => {
    const { status, body } = await getJson<{ data: { section_name: string; type: string; risk_checklist: { id: number }[] }[] }>(
      `/industries/${bakeryId}/checklist/categories?type=General`,
      adviser,
    );
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(1);
    expect(new Set(body.data.map((section) => section.section_name)).size).toBe(body.data.length);
    const ids = body.data.flatMap((section) => section.risk_checklist.map((question) => question.id));
    expect(new Set(ids).size).toBe(ids.length);
    const flat = await allPages(`/industries/${bakeryId}/checklist?type=General`);
    expect(flat.pages).toBeGreaterThan(1);
    expect(ids.sort()).toEqual(flat.items.map((item) => item.id).sort());
  });
});

describe('documents', () => {
  it('writes up an industry for a country from its catalogue data', async () => {
    const { status, body } = await getJson<IndustryDocument>(`/documents/insights/nz.${bakeryId}`, adviser);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: `nz.${bakeryId}`,
      title: 'Bakery (baking on premises)',
      country: 'nz',
      industry_id: bakeryId,
      insurance_class: null,
    });
    expect(body.content).toContain('Bakery Product Manufacturing (Non-factory based)');
    expect(body.content).toContain('<h3>Where the risk lies</h3>');
    expect(Number.isNaN(Date.parse(body.last_updated_on!))).toBe(false);
    expect((await fetch(apiUrl('/documents/insights/au.999999999'), { headers: adviser })).status).toBe(404);
  });

  it('outlines the assessed classes, and each one answers with its class id padded to 3 digits', async () => {
    const outlines = await getJson<{ data: { insurance_class: ClassRef; title: string }[] }>(
      `/documents/assessments/outlines?industry=${bakeryId}&country=au`,
      adviser,
    );
    expect(outlines.status).toBe(200);
    expect(outlines.body.data.map((outline) => outline.insurance_class.slug)).toContain('property_damage');
    for (const outline of outlines.body.data.slice(0, 3)) {
      const padded = String(outline.insurance_class.id).padStart(3, '0');
      const { status, body } = await getJson<IndustryDocument>(`/documents/assessments/${padded}.${bakeryId}?country=au`, adviser);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        id: `${padded}.${bakeryId}`,
        title: outline.title,
        insurance_class: outline.insurance_class,
        country: 'au',
      });
      expect(body.content).toMatch(/Hazard rating: <strong>(High|Medium|Low)<\/strong>/);
    }
    expect((await fetch(apiUrl(`/documents/assessments/1.${bakeryId}?country=au`), { headers: adviser })).status).toBe(400);
  });

  it('answers 404 for a class the industry has no assessment for', async () => {
    const outlines = await getJson<{ data: { insurance_class: ClassRef }[] }>(
      `/documents/assessments/outlines?industry=${bakeryId}&country=au`,
      adviser,
    );
    const assessed = new Set(outlines.body.data.map((outline) => outline.insurance_class.id));
    const classes = await getJson<{ data: ClassRef[] }>('/insurance_classes?country=au', adviser);
    // Grouping classes (commercial lines, personal lines) are never rated, so never assessed.
    const missing = classes.body.data.find((insuranceClass) => !assessed.has(insuranceClass.id))!;
    expect(missing).toBeDefined();
    const padded = String(missing.id).padStart(3, '0');
    expect((await fetch(apiUrl(`/documents/assessments/${padded}.${bakeryId}?country=au`), { headers: adviser })).status).toBe(404);
    expect((await fetch(apiUrl(`/documents/assessments/999.${bakeryId}?country=au`), { headers: adviser })).status).toBe(404);
  });
});

describe('media', () => {
  it('lists generated images that the API serves itself, the same bytes every time, to an <img> without a token', async () => {
    const { status, body } = await getJson<{
      image: { id: number; type: string; content_type: string; content_url: string; thumbnail_url: string; description: string }[];
      video: unknown[];
    }>(`/industries/${bakeryId}/media`, adviser);
    expect(status).toBe(200);
    expect(body.image.length).toBeGreaterThanOrEqual(2);
    expect(new Set(body.image.map((item) => item.id)).size).toBe(body.image.length);
    for (const item of body.image) {
      expect(item).toMatchObject({ type: 'image', content_type: 'image/svg+xml' });
      expect(item.description).toContain('Bakery (baking on premises)');
    }
    const url = apiUrl(body.image[0]!.content_url.replace(/^\/api/, ''));
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await first.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('Bakery (baking on premises)');
    expect(await (await fetch(url)).text()).toBe(svg);
    const other = await (await fetch(apiUrl(body.image[1]!.content_url.replace(/^\/api/, '')))).text();
    expect(other).not.toBe(svg);
  });

  it('lists short WebM clips as video footage, served with an illustration as poster', async () => {
    const { body } = await getJson<{
      video: { id: number; type: string; content_type: string; content_url: string; thumbnail_url: string; description: string }[];
    }>(`/industries/${bakeryId}/media`, adviser);
    expect(body.video.length).toBeGreaterThanOrEqual(1);
    for (const item of body.video) {
      expect(item).toMatchObject({ type: 'video', content_type: 'video/webm' });
      expect(item.description).toContain('Bakery (baking on premises)');
      expect(item.content_url).toMatch(new RegExp(`^/api/media/industries/${bakeryId}/footage-\\d\\.webm$`));
      expect((await fetch(apiUrl(item.thumbnail_url.replace(/^\/api/, '')))).status).toBe(200);
      const clip = await fetch(apiUrl(item.content_url.replace(/^\/api/, '')));
      expect(clip.status).toBe(200);
      expect(clip.headers.get('content-type')).toBe('video/webm');
      // The EBML magic number every WebM file starts with.
      expect([...new Uint8Array(await clip.arrayBuffer()).slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    }
    expect((await fetch(apiUrl(`/media/industries/${bakeryId}/footage-9.webm`))).status).toBe(404);
  });

  it('answers 404 past the last image or for an unknown industry, 400 for another file name', async () => {
    expect((await fetch(apiUrl(`/media/industries/${bakeryId}/99.svg`))).status).toBe(404);
    expect((await fetch(apiUrl('/media/industries/999999999/1.svg'))).status).toBe(404);
    expect((await fetch(apiUrl(`/media/industries/${bakeryId}/1.png`))).status).toBe(400);
  });
});

describe('GET /general_information/{country}', () => {
  it('writes up every insurance class from the content that applies to every industry', async () => {
    type Info = { insurance_class: ClassRef; title: string; content: string };
    const { status, body } = await getJson<{ data: Info[] }>('/general_information/au', adviser);
    expect(status).toBe(200);
    const property = body.data.find((entry) => entry.insurance_class.slug === 'property_damage')!;
    expect(property.title).toBe('Property Damage');
    expect(property.content).toContain('<h3>Exposures common to every industry</h3>');
    expect(property.content).toContain('Electrical fires from overloaded switchboards, ageing wiring and portable heaters');
    // Lines for some industries only (bakeries' ovens) are not general information.
    expect(property.content).not.toContain('Cooking fires');
    const one = await getJson<{ data: Info[] }>(`/general_information/nz?insurance_class=${property.insurance_class.id}`, adviser);
    expect(one.body.data).toEqual([property]);
    expect((await fetch(apiUrl('/general_information/au?insurance_class=9999'), { headers: adviser })).status).toBe(404);
    expect((await fetch(apiUrl('/general_information/au'))).status).toBe(401);
  });
});
