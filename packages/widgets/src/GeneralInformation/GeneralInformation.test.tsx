import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { industryEmptyCopy } from '../rules/industry-content';
import { renderWithProviders, testApiBaseUrl } from '../test-utils';
import { generalInformation, insuranceClasses } from '../test-utils/industry-fixtures';
import { GeneralInformation, type GeneralInformationProps } from './GeneralInformation';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function answer(writeUps = generalInformation, status = 200) {
  const countries: string[] = [];
  server.use(
    http.get(`${testApiBaseUrl}/insurance_classes`, () => HttpResponse.json({ data: insuranceClasses })),
    http.get(`${testApiBaseUrl}/general_information/:country`, ({ params }) => {
      countries.push(String(params.country));
      return status === 200
        ? HttpResponse.json({ data: writeUps })
        : HttpResponse.json({ code: 'internal', message: 'Internal error' }, { status });
    }),
  );
  return countries;
}

const renderView = (props: Partial<GeneralInformationProps> = {}) =>
  renderWithProviders(<GeneralInformation country="au" route="general-info" {...props} />);
const menuNames = () =>
  within(screen.getByRole('navigation', { name: 'General Information' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('GeneralInformation', () => {
  it('lists the overview and the classes of the country (core left out in au), linking each by its slug route', async () => {
    const countries = answer();
    renderView();
    await screen.findByRole('heading', { name: 'General Information' });
    expect(menuNames()).toEqual(['General Information', 'Property Damage', 'Public Liability', 'Cyber Risks']);
    expect(countries).toEqual(['au']);
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link', { name: 'Cyber Risks' })).toHaveAttribute('href', '/general-info/cyber-risks');
    expect(screen.getAllByRole('link', { name: 'General Information' })[0]).toHaveAttribute('aria-current', 'page');
  });

  it("shows a class's write-up with its HTML sanitised", async () => {
    answer();
    const { container } = renderView({ route: 'public-liability' });
    expect(await screen.findByText('Injury to visitors.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Public Liability' })).toBeInTheDocument();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(within(screen.getByRole('navigation')).getByRole('link', { name: 'Public Liability' })).toHaveAttribute('aria-current', 'page');
  });

  it('hands plain clicks to onNavigate', async () => {
    answer();
    const onNavigate = vi.fn();
    const { user } = renderView({ onNavigate });
    await screen.findByRole('article');
    await user.click(within(screen.getByRole('navigation')).getByRole('link', { name: 'Property Damage' }));
    expect(onNavigate).toHaveBeenCalledWith('/general-info/property-damage');
  });

  it('shows the empty state for an unknown class, no write-ups, or a failed load', async () => {
    answer();
    const unknown = renderView({ route: 'no-such-class' });
    expect(await screen.findByText(industryEmptyCopy.noContent)).toBeInTheDocument();
    unknown.unmount();

    answer([]);
    const none = renderView();
    expect(await screen.findByText(industryEmptyCopy.noContent)).toBeInTheDocument();
    none.unmount();

    answer(generalInformation, 500);
    renderView();
    expect(await screen.findByText(industryEmptyCopy.noContent)).toBeInTheDocument();
    expect(screen.queryByText(/Internal error/)).toBeNull();
  });

  it('shows a spinner while loading', () => {
    answer();
    renderView();
    expect(screen.getByRole('status', { name: 'Loading general information' })).toBeInTheDocument();
  });
});
