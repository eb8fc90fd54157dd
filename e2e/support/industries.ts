import type { Page } from 'playwright-core';

/** The first bakery the API finds, asked with the signed-in user's own token. */
export async function bakery(page: Page): Promise<{ id: number; name: string }> {
  return page.evaluate(async () => {
    const token = window.localStorage.getItem('riskatlas.token') ?? '';
    const response = await fetch('/api/industries?q=bakery', {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json;v=2.0', 'x-api-key': 'ra_public_default' },
    });
    const body = (await response.json()) as { data: { id: number; name: string }[] };
    if (!body.data[0]) throw new Error('No bakery');
    return body.data[0];
  });
}

/** `GET` an API path with the signed-in user's own token, following every `Link` next page. */
export async function apiPages<Item>(p: Page, path: string): Promise<Item[]> {
  return p.evaluate(async (first) => {
    const token = window.localStorage.getItem('riskatlas.token') ?? '';
    const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json;v=2.0', 'x-api-key': 'ra_public_default' };
    const items: unknown[] = [];
    for (let next: string | null = first; next;) {
      const response: Response = await fetch(next, { headers });
      items.push(...((await response.json()) as { data: unknown[] }).data);
      next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1] ?? null;
    }
    return items;
  }, path) as Promise<Item[]>;
}
