import { createApiClient } from '@riskatlas/api-client';
import { buildingCostCopy, buildingCostNotes, underInsuranceCopy } from '@riskatlas/widgets';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../App';

const USER = {
  user_id: 1,
  user_name: 'adviser.au',
  person_name: 'Olivia Chen',
  email: 'olivia.chen@example.com',
  roles: ['Adviser'],
  sso_token: 'c2Vzc2lvbg==',
  country: 'au',
  app_theme: 'default',
  is_user_accepted_toc: true,
  documents_assessments: null,
  address: null,
  points: { cip: 0, cpd: 0, cpdnz: 0 },
  companies: [],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  window.localStorage.setItem('riskatlas.token', 'token-1');
  const createClient = (options: Parameters<typeof createApiClient>[0]) =>
    createApiClient({
      ...options,
      baseUrl: 'http://portal.test/api',
      fetch: async (request) =>
        new URL(request.url).pathname === '/api/user' ? json(USER) : json({ code: 'not_found', message: 'Not found.' }, 404),
    });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App createClient={createClient} />
      <Location />
    </MemoryRouter>,
  );
}

let print: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
});
afterEach(() => {
  print.mockRestore();
  window.sessionStorage.clear();
});

describe('/calculator pages', () => {
  it('computes the under-insurance example and prints its inputs and results, opening the print dialog', async () => {
    const user = userEvent.setup();
    renderAt('/calculator/under-insurance');
    await user.type(
      await screen.findByRole('textbox', { name: underInsuranceCopy.declaredValue['sum-insured'] }, { timeout: 5000 }),
      '500000',
    );
    await user.type(screen.getByRole('textbox', { name: underInsuranceCopy.valueAtRisk }), '1000000');
    await user.type(screen.getByRole('textbox', { name: underInsuranceCopy.loss }), '250000');
    await user.click(screen.getByRole('button', { name: underInsuranceCopy.calculate }));
    await user.click(screen.getByRole('button', { name: underInsuranceCopy.print }));

    expect(await screen.findByRole('heading', { level: 1, name: underInsuranceCopy.heading })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/calculator/under-insurance/printing');
    const inputs = screen.getByRole('table', { name: 'Inputs' });
    expect(within(inputs).getByRole('row', { name: `${underInsuranceCopy.loss} $250,000` })).toBeInTheDocument();
    const results = screen.getByRole('table', { name: 'Results' });
    expect(within(results).getByRole('row', { name: `${underInsuranceCopy.payable} $156,250` })).toBeInTheDocument();
    expect(within(results).getByRole('row', { name: `${underInsuranceCopy.uninsured} $93,750` })).toBeInTheDocument();
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('prints the building cost inputs with the printable notes only', async () => {
    const user = userEvent.setup();
    renderAt('/calculator/building-cost');
    await user.type(await screen.findByRole('textbox', { name: buildingCostCopy.location }, { timeout: 5000 }), 'Dubbo NSW');
    await user.click(screen.getByRole('button', { name: buildingCostCopy.estimate }));
    await user.click(screen.getByRole('button', { name: buildingCostCopy.print }));

    const inputs = await screen.findByRole('table', { name: 'Inputs' });
    expect(within(inputs).getByRole('row', { name: `${buildingCostCopy.location} Dubbo NSW` })).toBeInTheDocument();
    const webOnly = buildingCostNotes.find((note) => note.webOnly)!;
    const printed = buildingCostNotes.find((note) => !note.webOnly)!;
    expect(screen.getByRole('heading', { name: printed.title })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: webOnly.title })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: buildingCostCopy.contactHeading })).toBeInTheDocument();
  });

  it('estimates the building cost with a figure and names the valuer, then prints both', async () => {
    const user = userEvent.setup();
    renderAt('/calculator/building-cost');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: `${buildingCostCopy.buildingType} 1` }, { timeout: 5000 }),
      'Shearing Shed',
    );
    await user.type(screen.getByRole('textbox', { name: `${buildingCostCopy.floorArea} 1` }), '240');
    await user.click(screen.getByRole('button', { name: buildingCostCopy.estimate }));

    // Risk Atlas's own model: 240 m² of shearing shed at $900 a m².
    expect(await screen.findByText('$216,000', { selector: 'strong' })).toBeVisible();
    const contact = screen.getByRole('heading', { name: buildingCostCopy.contactHeading }).parentElement!;
    expect(within(contact).getByText('Risk Atlas valuation desk')).toBeVisible();
    expect(within(contact).getByRole('link', { name: 'valuations@riskatlas.example' })).toHaveAttribute(
      'href',
      'mailto:valuations@riskatlas.example',
    );

    await user.click(screen.getByRole('button', { name: buildingCostCopy.print }));
    const results = await screen.findByRole('table', { name: 'Results' });
    expect(within(results).getByRole('row', { name: `${buildingCostCopy.estimateTotal} $216,000` })).toBeInTheDocument();
    const provider = screen.getByRole('table', { name: 'Valuation provider' });
    expect(within(provider).getByRole('row', { name: 'Provider Risk Atlas valuation desk' })).toBeInTheDocument();
  });

  it('shows No Data and does not print when nothing was stored', async () => {
    renderAt('/calculator/under-insurance/printing');
    expect(await screen.findByText('No Data')).toBeInTheDocument();
    expect(print).not.toHaveBeenCalled();
  });

  it.each(['/calculator/limit-of-liability', '/calculator/limit-of-liability/printing', '/calculator'])(
    'sends %s to /not-found',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { name: 'Something Just Went Wrong !' })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent('/not-found');
    },
  );
});
