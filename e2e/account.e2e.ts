import { expect, it } from 'vitest';
import { FAKE_PNG, pngImage } from '../apps/api/test/support/images.js';
import { axeViolations } from './support/axe.js';
import { signInAs, useBrowserPage } from './support/session.js';

const page = useBrowserPage();
const WORD_LIMIT = 'The maximum number of words is 300';
const TYPE_MESSAGE = 'Only files with the following extensions are allowed: png jpg jpeg.';
const SIZE_MESSAGE = 'The image that you are trying to use is too large (over 2MB)';

// "The spec" in these tests means the product rules of docs/product/account-and-settings.md.
it('edits the profile in the popover form, which closes after saving, and the change survives a reload', async () => {
  const base = await signInAs(page(), 'trial.au');
  await page().goto(`${base}/account`);
  await page().waitForURL(`${base}/account/user-profile`);
  await page().getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page().getByRole('dialog', { name: 'Edit user profile' });
  await dialog.getByLabel('Job title').fill('Head of Broking');
  await dialog.getByRole('textbox', { name: 'About Me' }).fill('I insure bakeries and cafés across Sydney.');
  await dialog.getByText('7/300').waitFor();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page().getByText('User profile has been successfully updated').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await page().reload();
  await page().getByText('Head of Broking').waitFor();
  await page().getByText('I insure bakeries and cafés across Sydney.').waitFor();
});

it('refuses a 301-word About Me with the spec message and sends nothing', async () => {
  const base = await signInAs(page(), 'trial.au');
  await page().goto(`${base}/account/user-profile`);
  let puts = 0;
  page().on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/api/user/profile')) puts += 1;
  });
  await page().getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page().getByRole('dialog', { name: 'Edit user profile' });
  await dialog.getByRole('textbox', { name: 'About Me' }).fill(Array.from({ length: 301 }, (_, index) => `word${index}`).join(' '));
  await dialog.getByText('301/300').waitFor();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText(WORD_LIMIT).waitFor();
  expect(puts).toBe(0);
  expect(await dialog.isVisible()).toBe(true);
});

it('refuses a 3 MB PNG and a text file named .png in the browser and at the API, and accepts a real PNG', async () => {
  const base = await signInAs(page(), 'trial.au');
  await page().goto(`${base}/account/user-profile`);
  const input = page().getByLabel('Upload avatar');
  const large = pngImage(1024, 1024, { noise: true });
  expect(large.length).toBeGreaterThan(3 * 1024 * 1024);

  await input.setInputFiles({ name: 'large.png', mimeType: 'image/png', buffer: large });
  await page().getByText(SIZE_MESSAGE).waitFor();
  await input.setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: FAKE_PNG });
  await page().getByText(TYPE_MESSAGE).waitFor();

  // The same files sent straight to the API, bypassing the page's checks.
  const statuses = await page().evaluate(
    async (files) => {
      const bearer = window.localStorage.getItem('riskatlas.token');
      const send = async ({ name, base64 }: { name: string; base64: string }) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const form = new FormData();
        form.append('file', new Blob([bytes], { type: 'image/png' }), name);
        const response = await fetch('/api/user/avatar', { method: 'PUT', headers: { authorization: `Bearer ${bearer}` }, body: form });
        return response.status;
      };
      return [await send(files[0]!), await send(files[1]!)];
    },
    [
      { name: 'large.png', base64: large.toString('base64') },
      { name: 'avatar.png', base64: FAKE_PNG.toString('base64') },
    ],
  );
  expect(statuses).toEqual([413, 415]);

  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngImage(64, 64) });
  await page().getByText('User avatar has been successfully uploaded').waitFor();
  const avatar = page().getByRole('img', { name: /^Avatar of / });
  await avatar.waitFor();
  // Served to its owner only, fetched with the token and shown from a blob: URL the CSP allows.
  await page().waitForFunction(
    (image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth === 64,
    await avatar.elementHandle(),
  );
});

it('a settings change persists after reload: Others chooses currency and date format', async () => {
  const base = await signInAs(page(), 'user.others');
  await page().goto(`${base}/account/settings`);
  const currency = page().getByRole('combobox', { name: 'Currency' });
  await currency.selectOption('EUR');
  await page().getByRole('combobox', { name: 'Date format' }).selectOption('6');
  await page().getByRole('button', { name: 'Save settings' }).click();
  await page().getByText('User settings has been successfully updated.').waitFor();
  await page().reload();
  await page()
    .getByText(/€1,000/)
    .waitFor();
  expect(await page().getByRole('combobox', { name: 'Currency' }).inputValue()).toBe('EUR');
  expect(await page().getByRole('combobox', { name: 'Date format' }).inputValue()).toBe('6');
});

it('the three account pages, the side menu collapsed and the edit form open, have no axe violations', async () => {
  const base = await signInAs(page(), 'admin.au');
  for (const [path, heading] of [
    ['user-profile', 'User Profile'],
    ['company-information', 'Company Information'],
    ['settings', 'Settings'],
  ] as const) {
    await page().goto(`${base}/account/${path}`);
    await page().waitForURL(`${base}/account/${path}`);
    await page().getByRole('heading', { level: 1, name: heading }).waitFor();
    await page()
      .getByRole('button', { name: /^(Edit profile|Save settings|\+ Create company|Edit company .*)$/ })
      .first()
      .waitFor();
    expect(await axeViolations(page())).toEqual([]);
  }
  await page().getByRole('button', { name: 'Hide account menu' }).click();
  expect(await page().getByRole('link', { name: 'User Profile' }).count()).toBe(0);
  await page().getByRole('button', { name: 'Show account menu' }).click();
  await page().getByRole('link', { name: 'User Profile' }).click();
  await page().getByRole('button', { name: 'Edit profile' }).click();
  await page().getByRole('dialog', { name: 'Edit user profile' }).waitFor();
  expect(await axeViolations(page())).toEqual([]);
});
