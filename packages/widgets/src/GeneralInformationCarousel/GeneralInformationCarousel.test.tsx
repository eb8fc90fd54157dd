import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dashboardCopy } from '../rules/dashboard';
import { renderWithProviders, testApiBaseUrl } from '../test-utils';
import { insuranceClasses } from '../test-utils/industry-fixtures';
import { GeneralInformationCarousel } from './GeneralInformationCarousel';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const answer = (status = 200) =>
  server.use(
    http.get(`${testApiBaseUrl}/insurance_classes`, () =>
      status === 200
        ? HttpResponse.json({ data: insuranceClasses })
        : HttpResponse.json({ code: 'internal', message: 'Internal error' }, { status }),
    ),
  );

describe('GeneralInformationCarousel', () => {
  it("steps through the country's classes with previous/next, each linking to its page, wrapping round", async () => {
    answer();
    const onNavigate = vi.fn();
    const { user } = renderWithProviders(<GeneralInformationCarousel country="au" onNavigate={onNavigate} />);
    expect(screen.getByRole('status', { name: 'Loading insurance classes' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Property Damage' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next insurance class' }));
    expect(screen.getByRole('heading', { name: 'Public Liability' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next insurance class' }));
    await user.click(screen.getByRole('button', { name: 'Next insurance class' }));
    // Core is not listed in au, so three classes: the fourth step is back at the first.
    expect(screen.getByRole('heading', { name: 'Property Damage' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous insurance class' }));
    await user.click(screen.getByRole('link', { name: 'Read about Cyber Risks' }));
    expect(onNavigate).toHaveBeenCalledWith('/general-info/cyber-risks');
    expect(screen.getByRole('link', { name: 'View all general information' })).toHaveAttribute('href', '/general-info');
  });

  it('shows No Data when the classes fail to load', async () => {
    answer(500);
    renderWithProviders(<GeneralInformationCarousel country="nz" />);
    expect(await screen.findByText(dashboardCopy.noData)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next insurance class' })).toBeNull();
  });
});
