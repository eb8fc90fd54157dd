import { createApiClient } from '@riskatlas/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountCopy, imageUploadCopy } from '../rules';
import { renderWithProviders, testApiBaseUrl } from '../test-utils';
import { UserProfile, userProfileCopy } from './UserProfile';

const profile = {
  person_name: 'Olivia Chen',
  email: 'olivia.chen@example.com',
  phone: '02 9000 1234',
  mobile: null,
  job_title: 'Account Executive',
  description: '<p>I help <strong>bakeries</strong>.</p><img src=x onerror="window.hacked=1">',
  suite: null,
  street: '1 George St',
  suburb: 'Sydney',
  postcode: '2000',
  state: 'NSW',
  country: 'au',
  address: {
    suite: null,
    street: '1 George St',
    suburb: 'Sydney',
    postcode: '2000',
    state: 'NSW',
    country: { code: 'au', name: 'Australia' },
  },
  addressStr: '1 George St, Sydney, NSW 2000, Australia',
  avatar: null,
};

/** A 1 × 1 PNG: signature, IHDR, IDAT, IEND (the client checks structure, not pixels). */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

const server = setupServer();
let saved: unknown[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  saved = [];
  server.use(
    http.get(`${testApiBaseUrl}/user/profile`, () => HttpResponse.json(profile)),
    http.get(`${testApiBaseUrl}/user`, () => HttpResponse.json({ country: 'au' })),
    http.put(`${testApiBaseUrl}/user/profile`, async ({ request }) => {
      saved.push(await request.json());
      return HttpResponse.json(profile);
    }),
    http.get(`${testApiBaseUrl}/geo/places`, () =>
      HttpResponse.json({ code: 'not_implemented', message: 'This operation is not implemented yet.' }, { status: 501 }),
    ),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('UserProfile', () => {
  it('shows the profile with About Me cleaned', async () => {
    renderWithProviders(<UserProfile />);
    expect(await screen.findByText('Olivia Chen')).toBeVisible();
    expect(screen.getByText('1 George St, Sydney, NSW 2000, Australia')).toBeVisible();
    expect(screen.getByText('bakeries').tagName).toBe('STRONG');
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('saves the edit form, closes it and says so', async () => {
    const { user } = renderWithProviders(<UserProfile />);
    await user.click(await screen.findByRole('button', { name: userProfileCopy.edit }));
    const dialog = await screen.findByRole('dialog', { name: userProfileCopy.editTitle });
    const jobTitle = within(dialog).getByRole('textbox', { name: 'Job title' });
    await user.clear(jobTitle);
    await user.type(jobTitle, 'Director');
    expect(within(dialog).getByRole('textbox', { name: 'Postcode' })).toHaveAttribute('readonly');
    await user.click(within(dialog).getByRole('button', { name: userProfileCopy.save }));
    expect(await screen.findByText(accountCopy.profileUpdated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved[0]).toMatchObject({ job_title: 'Director', address: { street: '1 George St', country: 'au' } });
  });

  it('clearing the street clears suburb, state, postcode and country and saves no address', async () => {
    const { user } = renderWithProviders(<UserProfile />);
    await user.click(await screen.findByRole('button', { name: userProfileCopy.edit }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByRole('combobox', { name: 'Street address' }));
    for (const name of ['Suburb', 'State', 'Postcode', 'Country']) expect(within(dialog).getByRole('textbox', { name })).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: userProfileCopy.save }));
    await waitFor(() => expect(saved[0]).toMatchObject({ address: null }));
  });

  it('refuses a filled address without a country with "Address is invalid."', async () => {
    const { user } = renderWithProviders(<UserProfile />);
    await user.click(await screen.findByRole('button', { name: userProfileCopy.edit }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByRole('combobox', { name: 'Street address' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Suite' }), 'Level 4');
    await user.click(within(dialog).getByRole('button', { name: userProfileCopy.save }));
    expect(await within(dialog).findByText(accountCopy.addressInvalid)).toBeVisible();
    expect(saved).toEqual([]);
  });

  it('shows the failure message when the save fails, and keeps the form open', async () => {
    server.use(
      http.put(`${testApiBaseUrl}/user/profile`, () => HttpResponse.json({ code: 'internal_error', message: 'x' }, { status: 500 })),
    );
    const { user } = renderWithProviders(<UserProfile />);
    await user.click(await screen.findByRole('button', { name: userProfileCopy.edit }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: userProfileCopy.save }));
    expect(await screen.findByText(accountCopy.profileNotUpdated)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('refuses a text file named .png before uploading', async () => {
    let uploads = 0;
    server.use(
      http.put(`${testApiBaseUrl}/user/avatar`, () => {
        uploads += 1;
        return HttpResponse.json({ url: '/api/user/avatar' });
      }),
    );
    const { user } = renderWithProviders(<UserProfile />, {});
    const input = await screen.findByLabelText(userProfileCopy.uploadAvatar);
    await user.upload(input, new File(['I am text'], 'avatar.png', { type: 'image/png' }));
    expect(await screen.findByText(imageUploadCopy.type)).toBeVisible();
    expect(uploads).toBe(0);
  });

  it('uploads a real PNG and loads the new avatar after each upload', async () => {
    const objectUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:avatar');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const baseUrl = 'http://avatar.test/api';
    let avatarReads = 0;
    server.use(
      http.get(`${baseUrl}/user/profile`, () => HttpResponse.json({ ...profile, avatar: '/api/user/avatar' })),
      http.get(`${baseUrl}/user`, () => HttpResponse.json({ country: 'au' })),
      http.put(`${baseUrl}/user/avatar`, () => HttpResponse.json({ url: '/api/user/avatar' })),
      http.get(`${baseUrl}/user/avatar`, () => {
        avatarReads += 1;
        return new HttpResponse(PNG, { headers: { 'content-type': 'image/png' } });
      }),
    );
    const { user } = renderWithProviders(<UserProfile />, { client: createApiClient({ baseUrl }) });
    expect(await screen.findByRole('img', { name: 'Avatar of Olivia Chen' })).toHaveAttribute('src', 'blob:avatar');
    const input = screen.getByLabelText(userProfileCopy.uploadAvatar);
    await user.upload(input, new File([PNG], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText(accountCopy.avatarUploaded)).toBeInTheDocument();
    await waitFor(() => expect(avatarReads).toBe(2));
    objectUrl.mockRestore();
  });

  it("shows the spec's toast and a retry when the profile cannot load", async () => {
    // SWR's cache is global: another API root keeps the earlier tests' profile out of this one.
    const baseUrl = 'http://failing.test/api';
    server.use(
      http.get(`${baseUrl}/user/profile`, () => HttpResponse.json({ code: 'internal_error', message: 'x' }, { status: 500 })),
      http.get(`${baseUrl}/user`, () => HttpResponse.json({ country: 'au' })),
    );
    renderWithProviders(<UserProfile />, { client: createApiClient({ baseUrl }) });
    // docs/product/shell-and-dashboard.md#start-up-failures: the spec's words, as an error toast.
    expect(await within(screen.getByRole('alert')).findByText('Failed to load user profile')).toBeVisible();
    expect(screen.getByText('No Data')).toBeVisible();
    expect(screen.getByRole('button', { name: userProfileCopy.retry })).toBeVisible();
  });
});
