import type { Page } from 'playwright-core';

/**
 * `GET` an API path (under `/api`) with the signed-in page's own token, as the portal sends it; throws
 * on an answer other than 2xx. For facts a journey needs that the page does not show.
 */
export async function apiGet<Body>(page: Page, path: string): Promise<Body> {
  return page.evaluate<Body, string>(async (url) => {
    const token = window.localStorage.getItem('riskatlas.token') ?? '';
    const response = await fetch(`/api${url}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json;v=2.0', 'x-api-key': 'ra_public_default' },
    });
    if (!response.ok) throw new Error(`${url}: ${String(response.status)}`);
    return (await response.json()) as Body;
  }, path);
}

/** {@link apiGet} of a list, following every `Link` next page. */
export async function apiPages<Item>(page: Page, path: string): Promise<Item[]> {
  return page.evaluate(async (first) => {
    const token = window.localStorage.getItem('riskatlas.token') ?? '';
    const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json;v=2.0', 'x-api-key': 'ra_public_default' };
    const items: unknown[] = [];
    for (let next: string | null = `/api${first}`; next;) {
      const response: Response = await fetch(next, { headers });
      if (!response.ok) throw new Error(`${next}: ${String(response.status)}`);
      items.push(...((await response.json()) as { data: unknown[] }).data);
      next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1] ?? null;
    }
    return items;
  }, path) as Promise<Item[]>;
}
