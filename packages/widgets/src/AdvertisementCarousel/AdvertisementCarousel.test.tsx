import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dashboardCopy } from '../rules/dashboard';
import { renderWithProviders, testApiBaseUrl } from '../test-utils';
import { AdvertisementCarousel, type AdvertisementCarouselProps } from './AdvertisementCarousel';
import { advertisementsFixture } from './fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const serve = (resolver: () => Response = () => HttpResponse.json(advertisementsFixture)) =>
  server.use(http.get(`${testApiBaseUrl}/advertisements`, resolver));

const renderCarousel = (props: Partial<AdvertisementCarouselProps> = {}) =>
  renderWithProviders(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AdvertisementCarousel country="au" {...props} />
    </SWRConfig>,
  );

const visibleTitle = () =>
  screen.getAllByRole('heading', { level: 3, hidden: true }).find((heading) => heading.closest('[aria-hidden="false"]'))?.textContent;

describe('AdvertisementCarousel', () => {
  it('shows only the ads of all/rc apps, the main scope and the country', async () => {
    serve();
    renderCarousel();
    await screen.findByRole('heading', { name: 'Earn CIP and CPD points' });
    expect(screen.getAllByRole('heading', { level: 3, hidden: true }).map((heading) => heading.textContent)).toEqual([
      'Earn CIP and CPD points',
      'Partner webinars',
    ]);
  });

  it('shows the partner ads in the white-label scope whatever the country', async () => {
    serve();
    renderCarousel({ scope: 'white_label', country: 'gb' });
    expect(await screen.findByRole('heading', { name: 'For partners' })).toBeInTheDocument();
  });

  it('moves on by itself, and stops when paused', async () => {
    serve();
    const { user } = renderCarousel({ interval: 150 });
    await screen.findByRole('heading', { name: 'Earn CIP and CPD points' });
    expect(visibleTitle()).toBe('Earn CIP and CPD points');
    // A busy machine can hold a 150 ms timer back for well over waitFor's default second.
    await waitFor(() => expect(visibleTitle()).toBe('Partner webinars'), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await user.unhover(screen.getByRole('button', { name: 'Play' }));
    const shown = visibleTitle();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(visibleTitle()).toBe(shown);
  });

  it('steps with Next and Previous', async () => {
    serve();
    const { user } = renderCarousel({ interval: 60_000 });
    await screen.findByRole('heading', { name: 'Earn CIP and CPD points' });
    await user.click(screen.getByRole('button', { name: 'Next advertisement' }));
    expect(visibleTitle()).toBe('Partner webinars');
    await user.click(screen.getByRole('button', { name: 'Previous advertisement' }));
    expect(visibleTitle()).toBe('Earn CIP and CPD points');
  });

  it('routes local links in the app and opens external ones in a new tab', async () => {
    serve();
    const onNavigate = vi.fn();
    const { user } = renderCarousel({ onNavigate, interval: 60_000 });
    await user.click(await screen.findByRole('link', { name: 'Open courses' }));
    expect(onNavigate).toHaveBeenCalledWith('/courses');
    const external = screen.getByText('Open webinar').closest('a');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says when the advertisements cannot be loaded', async () => {
    serve(() => HttpResponse.json({ code: 'internal_error', message: 'x' }, { status: 500 }));
    renderCarousel();
    expect(await screen.findByText(dashboardCopy.advertisementsFailed)).toHaveAttribute('role', 'alert');
  });
});
