import { createApiClient } from '@riskatlas/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { samplePrimaryCompany, sampleSecondCompany, sampleUser } from '../account/story-data';
import { accountCopy } from '../rules';
import { renderWithProviders } from '../test-utils';
import { CompanyInformation, companyInformationCopy } from './CompanyInformation';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let run = 0;
function setup(companies: unknown[], roles = ['Adviser']) {
  run += 1;
  const baseUrl = `http://companies-${run}.test/api`;
  const calls: { method: string; url: string; body?: unknown }[] = [];
  server.use(
    http.get(`${baseUrl}/user/companies`, () => HttpResponse.json({ data: companies })),
    http.get(`${baseUrl}/user`, () => HttpResponse.json(sampleUser('au', roles))),
    http.post(`${baseUrl}/user/companies`, async ({ request }) => {
      calls.push({ method: 'POST', url: request.url, body: await request.json() });
      return HttpResponse.json(sampleSecondCompany, { status: 201 });
    }),
    http.delete(`${baseUrl}/user/companies/:id`, ({ request }) => {
      calls.push({ method: 'DELETE', url: request.url });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { calls, ...renderWithProviders(<CompanyInformation />, { client: createApiClient({ baseUrl }) }) };
}

describe('CompanyInformation', () => {
  it('hides edit, logo and delete of the primary company from a non-admin and offers the create card below two', async () => {
    setup([samplePrimaryCompany]);
    expect(await screen.findByRole('heading', { name: samplePrimaryCompany.name })).toBeVisible();
    expect(screen.queryByRole('button', { name: `${companyInformationCopy.edit} ${samplePrimaryCompany.name}` })).toBeNull();
    expect(screen.queryByLabelText(companyInformationCopy.uploadLogo)).toBeNull();
    expect(screen.getByRole('button', { name: `+ ${companyInformationCopy.create}` })).toBeVisible();
  });

  it('lets a company admin manage the primary company; two companies hide the create card', async () => {
    setup([samplePrimaryCompany, sampleSecondCompany], ['Adviser', 'CompanyAdmin']);
    expect(await screen.findByRole('button', { name: `${companyInformationCopy.edit} ${samplePrimaryCompany.name}` })).toBeVisible();
    expect(screen.getAllByLabelText(companyInformationCopy.uploadLogo)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: `+ ${companyInformationCopy.create}` })).toBeNull();
  });

  it('creates a company, refusing an empty name first', async () => {
    const { user, calls } = setup([samplePrimaryCompany]);
    await user.click(await screen.findByRole('button', { name: `+ ${companyInformationCopy.create}` }));
    const dialog = await screen.findByRole('dialog', { name: companyInformationCopy.createTitle });
    await user.click(within(dialog).getByRole('button', { name: companyInformationCopy.save }));
    expect(await within(dialog).findByText('Please input the company name.')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'Company name' }), 'Coastal Risk Partners');
    await user.click(within(dialog).getByRole('button', { name: companyInformationCopy.save }));
    expect(await screen.findByText(accountCopy.companyCreated)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', body: { name: 'Coastal Risk Partners', address: null } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks "Are you sure delete this company?" before deleting', async () => {
    const { user, calls } = setup([samplePrimaryCompany, sampleSecondCompany]);
    await user.click(await screen.findByRole('button', { name: `${companyInformationCopy.delete} ${sampleSecondCompany.name}` }));
    const dialog = await screen.findByRole('dialog', { name: companyInformationCopy.deleteTitle });
    expect(within(dialog).getByText('Are you sure delete this company?')).toBeVisible();
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: companyInformationCopy.confirm }));
    expect(await screen.findByText(accountCopy.companyDeleted)).toBeInTheDocument();
    expect(calls[0]?.url).toMatch(/\/user\/companies\/12$/);
  });
  it("shows the spec's toast and a retry when the companies cannot load", async () => {
    const baseUrl = 'http://failing-companies.test/api';
    server.use(
      http.get(`${baseUrl}/user/companies`, () => HttpResponse.json({ code: 'internal_error', message: 'x' }, { status: 500 })),
      http.get(`${baseUrl}/user`, () => HttpResponse.json(sampleUser('au'))),
    );
    renderWithProviders(<CompanyInformation />, { client: createApiClient({ baseUrl }) });
    // docs/product/shell-and-dashboard.md#start-up-failures: the spec's words, as an error toast.
    expect(await within(screen.getByRole('alert')).findByText('Failed to load companies')).toBeVisible();
    expect(screen.getByText('No Data')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
