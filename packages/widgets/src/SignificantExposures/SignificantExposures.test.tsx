import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { industryEmptyCopy } from '../rules/industry-content';
import { renderWithProviders, testApiBaseUrl } from '../test-utils';
import { SignificantExposures } from './SignificantExposures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const answer = (status: number, body: unknown) =>
  server.use(
    http.get(`${testApiBaseUrl}/industries/15468/exposures/:country`, ({ params }) =>
      params.country === 'nz' ? HttpResponse.json({ data: [] }) : HttpResponse.json(body as Record<string, unknown>, { status }),
    ),
  );

describe('SignificantExposures', () => {
  it('groups exposures by insurance class and renders their HTML sanitised', async () => {
    answer(200, {
      data: [
        {
          id: 1,
          title: 'Fryer fires',
          content: '<p>Oil vapour</p><script>alert(1)</script>',
          insurance_class: { id: 1, name: 'Property Damage', slug: 'property_damage' },
        },
        {
          id: 2,
          title: 'Allergens',
          content: '<p>Nuts</p>',
          insurance_class: { id: 7, name: 'Product Liability', slug: 'product_liability' },
        },
      ],
    });
    const { container } = renderWithProviders(<SignificantExposures industryId={15468} country="au" />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Property Damage' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Product Liability' })).toBeInTheDocument();
    expect(screen.getByText('Oil vapour')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
  });

  it("does not repeat a class's name as the heading of an exposure titled after it", async () => {
    answer(200, {
      data: [
        {
          id: 1,
          title: 'Property Damage',
          content: '<ul><li>Cooking fires from ovens</li></ul>',
          insurance_class: { id: 1, name: 'Property Damage', slug: 'property_damage' },
        },
        {
          id: 2,
          title: 'Fryer fires',
          content: '<p>Oil vapour</p>',
          insurance_class: { id: 1, name: 'Property Damage', slug: 'property_damage' },
        },
      ],
    });
    renderWithProviders(<SignificantExposures industryId={15468} country="au" />);
    expect(await screen.findByText('Cooking fires from ovens')).toBeInTheDocument();
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Property Damage', 'Fryer fires']);
  });

  it('shows its empty state when the country has nothing and when the load fails', async () => {
    answer(200, { data: [] });
    const { unmount } = renderWithProviders(<SignificantExposures industryId={15468} country="nz" />);
    expect(await screen.findByText(industryEmptyCopy.noContent)).toBeInTheDocument();
    unmount();
    answer(500, { code: 'internal', message: 'boom' });
    renderWithProviders(<SignificantExposures industryId={15468} country="au" />);
    expect(await screen.findByText(industryEmptyCopy.noContent)).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });
});
