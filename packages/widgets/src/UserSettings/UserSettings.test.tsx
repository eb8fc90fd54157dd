import { createApiClient } from '@riskatlas/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sampleSettings, sampleUser } from '../account/story-data';
import { accountCopy } from '../rules';
import { renderWithProviders } from '../test-utils';
import { UserSettings, userSettingsCopy } from './UserSettings';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let run = 0;
/** Each test its own API root: SWR's cache is global to the page. */
function setup(region: 'au' | 'others', putStatus = 200) {
  run += 1;
  const baseUrl = `http://settings-${run}.test/api`;
  const sent: unknown[] = [];
  server.use(
    http.get(`${baseUrl}/user/settings`, () => HttpResponse.json(sampleSettings(region))),
    http.get(`${baseUrl}/user`, () => HttpResponse.json(sampleUser(region === 'others' ? 'others' : 'au'))),
    http.put(`${baseUrl}/user/settings`, async ({ request }) => {
      sent.push(await request.json());
      return putStatus === 200
        ? HttpResponse.json(sampleSettings(region))
        : HttpResponse.json({ code: 'bad_request', message: 'x' }, { status: putStatus });
    }),
  );
  return { sent, ...renderWithProviders(<UserSettings />, { client: createApiClient({ baseUrl }) }) };
}

describe('UserSettings', () => {
  it('a country sets currency and date format from its defaults', async () => {
    const { user } = setup('au');
    const region = await screen.findByRole('combobox', { name: userSettingsCopy.region });
    expect(screen.getByRole('combobox', { name: userSettingsCopy.currency })).toHaveValue('AUD');
    expect(screen.getByRole('combobox', { name: userSettingsCopy.currency })).toBeDisabled();
    await user.selectOptions(region, 'gb');
    expect(screen.getByRole('combobox', { name: userSettingsCopy.currency })).toHaveValue('GBP');
    expect(screen.getByRole('combobox', { name: userSettingsCopy.dateFormat })).toHaveValue('1');
    expect(screen.getByText(/£1,000/)).toBeVisible();
  });

  it('Others chooses both, offers the six formats and eight currencies, and saves them', async () => {
    const { user, sent } = setup('au');
    await user.selectOptions(await screen.findByRole('combobox', { name: userSettingsCopy.region }), 'others');
    const currency = screen.getByRole('combobox', { name: userSettingsCopy.currency });
    const dateFormat = screen.getByRole('combobox', { name: userSettingsCopy.dateFormat });
    expect(currency).toBeEnabled();
    expect(currency.querySelectorAll('option:not([value=""])')).toHaveLength(8);
    expect(dateFormat.querySelectorAll('option:not([value=""])')).toHaveLength(6);
    await user.selectOptions(currency, 'EUR');
    await user.selectOptions(dateFormat, '6');
    await user.selectOptions(screen.getByRole('combobox', { name: userSettingsCopy.classification }), '12');
    await user.click(screen.getByRole('button', { name: userSettingsCopy.save }));
    expect(await screen.findByText(accountCopy.settingsUpdated)).toBeInTheDocument();
    expect(sent[0]).toEqual({
      settings: [
        { key: 'country_region', value: 'others' },
        { key: 'currency', value: 'EUR' },
        { key: 'date_format', value: '6' },
        { key: 'industry_classification', value: '12' },
      ],
    });
  });

  it('says so when the save fails', async () => {
    const { user } = setup('au', 400);
    await user.click(await screen.findByRole('button', { name: userSettingsCopy.save }));
    expect(await screen.findByText(accountCopy.settingsNotUpdated)).toBeInTheDocument();
  });

  it('offers taxonomies 4, 8 and 12 as the industry classification', async () => {
    setup('au');
    const classification = await screen.findByRole('combobox', { name: userSettingsCopy.classification });
    await waitFor(() =>
      expect([...classification.querySelectorAll('option')].map((option) => option.getAttribute('value'))).toEqual(['4', '8', '12']),
    );
  });
  it("shows the spec's toast and a retry when the settings cannot load", async () => {
    const baseUrl = 'http://failing-settings.test/api';
    server.use(
      http.get(`${baseUrl}/user/settings`, () => HttpResponse.json({ code: 'internal_error', message: 'x' }, { status: 500 })),
      http.get(`${baseUrl}/user`, () => HttpResponse.json(sampleUser('au'))),
    );
    renderWithProviders(<UserSettings />, { client: createApiClient({ baseUrl }) });
    // docs/product/shell-and-dashboard.md#start-up-failures: the spec's words, as an error toast.
    expect(await within(screen.getByRole('alert')).findByText('Failed to load user settings')).toBeVisible();
    expect(screen.getByText('No Data')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
