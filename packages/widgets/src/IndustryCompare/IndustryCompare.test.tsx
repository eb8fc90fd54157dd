import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testApiBaseUrl } from '../test-utils';
import { compareHandlers } from './fixtures';
import { IndustryCompare, industryCompareCopy } from './IndustryCompare';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Harness({ initial, onChange }: { initial: number[]; onChange?: (ids: number[]) => void }) {
  const [ids, setIds] = useState(initial);
  return (
    <IndustryCompare
      industryIds={ids}
      country="au"
      onChange={(next) => {
        onChange?.(next);
        setIds(next);
      }}
    />
  );
}

function renderCompare(initial: number[], onChange?: (ids: number[]) => void) {
  server.use(...compareHandlers(testApiBaseUrl));
  return renderWithProviders(<Harness initial={initial} onChange={onChange} />);
}

const block = (section: string, list: string) =>
  within(screen.getByRole('region', { name: section })).getByRole('heading', { level: 4, name: list }).parentElement as HTMLElement;

describe('IndustryCompare', () => {
  it('asks for industries when none or one is chosen', async () => {
    const { unmount } = renderCompare([]);
    expect(screen.getByText(industryCompareCopy.empty)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: industryCompareCopy.addLabel })).toBeInTheDocument();
    unmount();
    renderCompare([15468]);
    expect(await screen.findByText(industryCompareCopy.one)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Bakery' })).toHaveAttribute('href', '/industries/15468');
  });

  it('shows the hazard index, shared and unique lines and rates of two industries', async () => {
    const { user } = renderCompare([15468, 15469]);
    // jsdom lays nothing out, so the chart itself is drawn only in the browser (the stories); its toolbar shows.
    expect(await screen.findByRole('group', { name: industryCompareCopy.viewLabel })).toBeInTheDocument();
    // Exposures: fire and allergens in both; flour dust only the bakery's, slipping only the café's.
    expect(
      within(block(industryCompareCopy.exposures, 'In both'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Fire from ovens and fryers (Property Damage)', 'Allergen contamination (Product Liability)']);
    expect(within(block(industryCompareCopy.exposures, 'Only A Bakery')).getByText(/Flour dust explosion/)).toBeInTheDocument();
    expect(within(block(industryCompareCopy.exposures, 'Only B Bakery Café')).getByText(/Customers slipping/)).toBeInTheDocument();
    expect(within(block(industryCompareCopy.checklist, 'In both')).getByText(/thermal cut-outs/)).toBeInTheDocument();
    expect(within(block(industryCompareCopy.checklist, 'Only B Bakery Café')).getByText(/floors cleaned/)).toBeInTheDocument();
    // Rates side by side: au for both, nz only the bakery, gb only the café.
    const rates = screen.getAllByRole('table').at(-1) as HTMLElement;
    expect(within(rates).getByRole('row', { name: /Australia/ }).textContent).toBe('Australia1.692.40');
    expect(within(rates).getByRole('row', { name: /New Zealand/ }).textContent).toBe('New Zealand1.20–');
    // The table view of the chart: the classes where they differ most first (Public Liability 40 vs 70).
    await user.click(screen.getByRole('button', { name: industryCompareCopy.table }));
    const table = screen.getByRole('table', { name: industryCompareCopy.tableCaption });
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(firstRow.textContent).toBe('Public Liability40%70%');
  });

  it('adds from Recently viewed and from search, and removes', async () => {
    const onChange = vi.fn();
    const { user } = renderCompare([15468], onChange);
    await user.click(await screen.findByRole('button', { name: industryCompareCopy.add('Bakery Café') }));
    expect(onChange).toHaveBeenLastCalledWith([15468, 15469]);
    await user.click(await screen.findByRole('button', { name: industryCompareCopy.remove('Bakery Café') }));
    expect(onChange).toHaveBeenLastCalledWith([15468]);
    // Focus does not fall to the page: it moves to the Remove button left.
    expect(screen.getByRole('button', { name: industryCompareCopy.remove('Bakery') })).toHaveFocus();
    await user.type(screen.getByRole('combobox', { name: industryCompareCopy.addLabel }), 'cafe');
    await user.click(await screen.findByRole('option', { name: /Bakery Café/ }));
    expect(onChange).toHaveBeenLastCalledWith([15468, 15469]);
  });

  it('stops offering more at four', async () => {
    renderCompare([15468, 15469, 1, 2]);
    expect(screen.getByText(industryCompareCopy.full)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows its error state, with the failed industry removable', async () => {
    const onChange = vi.fn();
    const { user } = renderCompare([15468, 999], onChange);
    expect((await screen.findByText(industryCompareCopy.failed)).closest('[role="alert"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: industryCompareCopy.remove(industryCompareCopy.industryFailed(999)) }));
    expect(onChange).toHaveBeenLastCalledWith([15468]);
  });

  it('offers Try again when the failure may pass', async () => {
    server.use(...compareHandlers(testApiBaseUrl));
    server.use(
      http.get(`${testApiBaseUrl}/industries/:id`, () => HttpResponse.json({ code: 'internal', message: 'boom' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderWithProviders(<IndustryCompare industryIds={[15468, 15469]} country="au" onChange={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: industryCompareCopy.retry }));
    expect(await screen.findByRole('group', { name: industryCompareCopy.viewLabel })).toBeInTheDocument();
  });
});
