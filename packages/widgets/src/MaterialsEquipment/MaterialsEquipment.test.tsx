import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { industryEmptyCopy } from '../rules/industry-content';
import { renderWithProviders, testApiBaseUrl } from '../test-utils';
import { MaterialsEquipment } from './MaterialsEquipment';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const answer = (status: number, body: unknown) =>
  server.use(
    http.get(`${testApiBaseUrl}/industries/15468/materials_equipment/:country`, ({ params }) =>
      params.country === 'nz' ? HttpResponse.json({ data: [] }) : HttpResponse.json(body as Record<string, unknown>, { status }),
    ),
  );

describe('MaterialsEquipment', () => {
  it("lists the country's materials and equipment", async () => {
    answer(200, { data: ['Deck ovens', 'Dough mixers'] });
    renderWithProviders(<MaterialsEquipment industryId={15468} country="au" />);
    expect(await screen.findByText('Deck ovens')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Deck ovens', 'Dough mixers']);
  });

  it('shows its empty state when the country has nothing and when the load fails', async () => {
    answer(200, { data: [] });
    const { unmount } = renderWithProviders(<MaterialsEquipment industryId={15468} country="nz" />);
    expect(await screen.findByText(industryEmptyCopy.noData)).toBeInTheDocument();
    unmount();
    answer(500, { code: 'internal', message: 'boom' });
    renderWithProviders(<MaterialsEquipment industryId={15468} country="au" />);
    expect(await screen.findByText(industryEmptyCopy.noData)).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });
});
