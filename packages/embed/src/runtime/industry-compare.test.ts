import { afterEach, describe, expect, it, vi } from 'vitest';
import { start } from './runtime';

/*
 * `<risk-industry-compare>` as the runtime defines it, in jsdom over a stubbed fetch (React here; the
 * widget itself is tested in packages/widgets and the portal page in e2e/compare.e2e.ts).
 */

const runtime = start({ scriptUrl: 'http://partner.test/embed/embed.js' });

const user = { user_id: 1, country: 'au', documents_assessments: null, roles: ['Adviser'] };
const industry = (id: number, name: string) => ({
  id,
  code: null,
  name,
  has_market: true,
  quizzes: [],
  related_industries: [],
  classifications: [],
  indicative_rates: [],
});
const answers: Record<string, unknown> = {
  '/api/user': user,
  '/api/industries/15468': industry(15468, 'Bakery'),
  '/api/industries/21383': industry(21383, 'Cafes and Restaurants'),
};

const removeCafe = 'Remove Cafes and Restaurants from the comparison';

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('<risk-industry-compare>', () => {
  it('observes industry-ids, country and the theme', () => {
    const element = customElements.get('risk-industry-compare') as unknown as { observedAttributes: string[] };
    expect(element.observedAttributes).toEqual(['industry-ids', 'country', 'theme']);
  });

  it('compares the industries it is given, names them without links, and reports a removal as industrieschange', async () => {
    vi.stubGlobal('fetch', async (request: Request) => {
      const { pathname } = new URL(request.url);
      const body = answers[pathname] ?? { data: [] };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    runtime.call(['mount', document.body, 'industry-compare', { industryIds: '15468,21383' }]);
    const element = document.querySelector('risk-industry-compare')!;
    const changes: unknown[] = [];
    element.addEventListener('industrieschange', (event) => changes.push((event as CustomEvent).detail));

    const remove = await vi.waitFor(
      () => {
        const button = element.shadowRoot?.querySelector<HTMLButtonElement>(
          'button[aria-label="Remove Cafes and Restaurants from the comparison"]',
        );
        if (!button) throw new Error('not yet');
        return button;
      },
      { timeout: 15_000 },
    );
    expect(element.shadowRoot!.querySelector('a[href^="/industries/"]')).toBeNull();
    remove.click();
    expect(changes).toEqual([{ ids: [15468] }]);
    await vi.waitFor(() => expect(element.shadowRoot!.querySelector(`button[aria-label="${removeCafe}"]`)).toBeNull());

    // The page sets a new value: the element follows it.
    element.setAttribute('industry-ids', '21383,15468');
    await vi.waitFor(() => expect(element.shadowRoot!.querySelector(`button[aria-label="${removeCafe}"]`)).not.toBeNull(), {
      timeout: 15_000,
    });
  }, 40_000);
});
