import { defaultTheme, harbourBrokersTheme } from '@riskatlas/theme';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { industryEmptyCopy } from '../rules/industry-content';
import { computedColor, renderWithProviders, testApiBaseUrl } from '../test-utils';
import { hazardEntries } from '../test-utils/industry-fixtures';
import { HazardIndex, hazardIndexCopy, type HazardIndexProps } from './HazardIndex';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

function answer(status = 200, body: unknown = { data: hazardEntries }) {
  server.use(
    http.get(`${testApiBaseUrl}/industries/15468/hazard_index/:country`, () =>
      HttpResponse.json(body as Record<string, unknown>, { status }),
    ),
  );
}

function renderHazard(props: Partial<HazardIndexProps> = {}) {
  return renderWithProviders(<HazardIndex industryId={15468} country="au" defaultMode="grid" {...props} />);
}

const cardNames = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('HazardIndex', () => {
  it('shows every class in au, each rating coloured by its band', async () => {
    answer();
    renderHazard();
    await screen.findAllByRole('listitem');
    expect(cardNames()).toEqual(hazardEntries.map((entry) => entry.name));
    const property = screen.getByText('72% High');
    expect(getComputedStyle(property).backgroundColor).toBe(computedColor(defaultTheme.color.hazard.high.background));
    expect(getComputedStyle(screen.getByText('55% Medium')).backgroundColor).toBe(
      computedColor(defaultTheme.color.hazard.medium.background),
    );
    expect(getComputedStyle(screen.getByText('18% Low')).backgroundColor).toBe(computedColor(defaultTheme.color.hazard.low.background));
  });

  it('leaves out core and the employer classes outside au', async () => {
    answer();
    renderHazard({ country: 'gb' });
    await screen.findAllByRole('listitem');
    expect(cardNames()).not.toContain('Core');
    expect(cardNames()).not.toContain('Employer Liability / Workers Compensation');
    expect(cardNames()).toContain('Crime');
  });

  it('greys out classes a restricted user may not use', async () => {
    answer();
    renderHazard({ documentsAssessments: [1, 2] });
    const crime = (await screen.findByRole('heading', { name: 'Crime' })).closest('li');
    expect(crime).toHaveAttribute('data-active', 'false');
    expect(within(crime as HTMLElement).getByText(hazardIndexCopy.inactive)).toBeInTheDocument();
    expect(within(crime as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens the summary in a 720-wide modal capped at 4 rows', async () => {
    answer();
    const { user } = renderHazard();
    await user.click(await screen.findByRole('button', { name: 'Read Summary: Property Damage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Property Damage' });
    expect(dialog.style.maxWidth).toBe('720px');
    const summary = within(dialog).getByText(/dominant property risk/).parentElement as HTMLElement;
    expect(getComputedStyle(summary).webkitLineClamp ?? getComputedStyle(summary).getPropertyValue('-webkit-line-clamp')).toBe('4');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('switches between chart and grid', async () => {
    answer();
    const { user, container } = renderHazard({ defaultMode: 'chart' });
    const chartButton = await screen.findByRole('button', { name: hazardIndexCopy.chart });
    expect(chartButton).toHaveAttribute('aria-pressed', 'true');
    expect(container.querySelector('[data-mode="chart"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: hazardIndexCopy.grid }));
    expect(container.querySelector('[data-mode="grid"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: hazardIndexCopy.grid })).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows the Chart and Grid toggles in a partner's colours, the pressed one marked by the partner's indicator", async () => {
    answer();
    renderWithProviders(<HazardIndex industryId={15468} country="au" defaultMode="chart" />, { theme: harbourBrokersTheme });
    const chart = getComputedStyle(await screen.findByRole('button', { name: hazardIndexCopy.chart }));
    const grid = getComputedStyle(screen.getByRole('button', { name: hazardIndexCopy.grid }));
    for (const style of [chart, grid]) {
      expect(style.color).toBe(computedColor('#4a1d5c'));
      expect(style.borderColor).toBe(computedColor('#4a1d5c'));
    }
    expect(chart.boxShadow).toContain(harbourBrokersTheme.color.action.selected.indicator);
    // The bands stay semantic: a partner never recolours a rating.
    expect(harbourBrokersTheme.color.hazard).toEqual(defaultTheme.color.hazard);
  });

  it('is forced to the grid at 480 px or below', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 480px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    answer();
    const { container } = renderHazard({ defaultMode: 'chart' });
    expect(await screen.findByRole('button', { name: hazardIndexCopy.chart })).toBeDisabled();
    expect(container.querySelector('[data-mode="grid"]')).not.toBeNull();
  });

  it('shows "No Hazard Index" when there are no entries, and when the load fails', async () => {
    answer(200, { data: [] });
    const { unmount } = renderHazard();
    expect(await screen.findByText(industryEmptyCopy.hazardIndex)).toBeInTheDocument();
    unmount();
    answer(500, { code: 'internal', message: 'boom' });
    renderHazard();
    expect(await screen.findByText(industryEmptyCopy.hazardIndex)).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });
});
