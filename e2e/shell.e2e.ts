import { expect, inject, it } from 'vitest';
import { TERMS_LOGOUT_DELAY_MS, termsOfUseCopy } from '../packages/widgets/src/rules/terms-of-use.js';
import { HEADER_HEIGHT_PX } from '../apps/portal/src/rules/header-chrome.js';
import { resetPasswordCopy } from '../apps/portal/src/rules/reset-password.js';
import { axeViolations } from './support/axe.js';
import { signInAs, useBrowserPage } from './support/session.js';

const page = useBrowserPage();

/**
 * Signed in means the greeting shows, or the terms modal that hides the page from assistive technology
 * until it is answered.
 */
async function signInSettled(username: string) {
  await signInAs(page(), username);
  const greeting = page().getByRole('heading', { level: 1, name: /^Good (Morning|Afternoon|Evening)/ });
  await greeting
    .or(page().getByRole('dialog', { name: 'Terms of Use' }))
    .first()
    .waitFor();
}

it('blocks a user who has not accepted the terms; Disagree logs them out 2 s later with the message', async () => {
  const base = inject('portalUrl');
  await signInSettled('newuser.au');
  const dialog = page().getByRole('dialog', { name: 'Terms of Use' });
  await dialog.waitFor();
  expect(await axeViolations(page())).toEqual([]);
  const disagree = dialog.getByRole('button', { name: 'Disagree' });
  await disagree.click();
  const clickedAt = Date.now();
  await page()
    .getByText(termsOfUseCopy.loggingOut)
    .waitFor({ timeout: TERMS_LOGOUT_DELAY_MS + 5000 });
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(TERMS_LOGOUT_DELAY_MS - 300);
  await page().waitForURL(`${base}/`);
  await page().getByRole('button', { name: 'Log in' }).waitFor();
  expect(await page().evaluate(() => window.localStorage.getItem('riskatlas.token'))).toBeNull();
});

it('shows an AU adviser the AU card set and the points badge', async () => {
  await signInSettled('adviser.au');
  const cards = page().getByTestId('dashboard-cards');
  await cards.getByRole('heading', { name: 'CIP points' }).waitFor();
  expect(await cards.getAttribute('data-view')).toBe('anz');
  expect(await cards.getByRole('heading', { name: 'Help with claims' }).count()).toBe(1);
  expect(await page().getByTestId('points-badge').isVisible()).toBe(true);
  expect(await page().getByRole('dialog', { name: 'Terms of Use' }).count()).toBe(0);
  await cards.getByRole('tab', { name: 'Recently viewed' }).waitFor();
  await page().getByRole('button', { name: 'Calculators' }).click();
  expect(await axeViolations(page())).toEqual([]);
});

it('shows a GB user the UK view and no points badge', async () => {
  await signInSettled('user.gb');
  const cards = page().getByTestId('dashboard-cards');
  await cards.getByRole('heading', { name: 'Support services' }).waitFor();
  expect(await cards.getAttribute('data-view')).toBe('uk');
  expect(await cards.getByRole('heading', { name: 'CIP points' }).count()).toBe(0);
  expect(await page().getByTestId('points-badge').count()).toBe(0);
});

it('shows a NatCat-theme user the NatCat menu item', async () => {
  await signInSettled('natcat.au');
  const menu = page().getByRole('navigation', { name: 'Main' });
  expect(await menu.getByRole('link', { name: 'NatCat' }).getAttribute('href')).toBe('/natcat');
  expect(await axeViolations(page())).toEqual([]);
});

it('folds the main menu behind a Menu button on a phone: one row, opened and closed from the keyboard, closed by a new page', async () => {
  await signInSettled('natcat.au');
  await page().setViewportSize({ width: 360, height: 780 });
  try {
    const header = page().locator('header');
    const menu = page().getByRole('navigation', { name: 'Main' });
    const toggle = page().getByRole('button', { name: 'Menu' });
    const headerHeight = async () => (await header.boundingBox())!.height;
    await page().getByTestId('points-badge').waitFor();
    // Waits for the state, not a moment: on a busy machine the page may still be settling after the resize.
    await expect.poll(headerHeight).toBe(HEADER_HEIGHT_PX);
    expect(await menu.isVisible()).toBe(false);
    // Brand, points badge, avatar and Menu button share the one row: nothing runs off the screen.
    expect(await page().evaluate(() => document.documentElement.scrollWidth)).toBe(360);

    await toggle.focus();
    await page().keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await menu.getByRole('link', { name: 'NatCat' }).waitFor();
    // The panel lies over the page: the bar keeps its height.
    expect(await headerHeight()).toBe(HEADER_HEIGHT_PX);
    expect(await axeViolations(page())).toEqual([]);
    await page().keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);

    await toggle.click();
    await menu.getByRole('link', { name: 'NatCat' }).click();
    await page().waitForURL(/\/natcat$/);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);

    // From xl (1200 px) the fullest menu (au, NatCat theme) stands in the bar itself, still one row.
    await page().setViewportSize({ width: 1200, height: 780 });
    expect(await menu.getByRole('link', { name: 'NatCat' }).isVisible()).toBe(true);
    expect(await toggle.isVisible()).toBe(false);
    expect(await headerHeight()).toBe(HEADER_HEIGHT_PX);
  } finally {
    await page().setViewportSize({ width: 1280, height: 720 });
  }
});

it('shows partner logos and no social links on a white-label host', async () => {
  const port = new URL(inject('portalUrl')).port;
  await page().goto(`http://partner.localhost:${port}/`);
  await page().getByTestId('partner-logos').waitFor();
  expect(await page().getByRole('navigation', { name: 'Social' }).count()).toBe(0);
  await page().goto(`${inject('portalUrl')}/`);
  await page().getByRole('navigation', { name: 'Social' }).waitFor();
});

it('offers the restricted demo persona only its allow-list: three industries, one course, and 403 elsewhere', async () => {
  const base = inject('portalUrl');
  await signInSettled('demo.au');
  // The greeting shows while the dashboard's code loads: its demo card is what says the page is there.
  const demo = page().getByTestId('demo-content');
  await demo.waitFor();
  expect(await page().getByRole('heading', { name: 'Search industries' }).count()).toBe(0);
  const menu = page().getByRole('navigation', { name: 'Main' });
  expect(await menu.getByRole('link').allTextContents()).toEqual(['Short Courses']);
  // The card names the industries as the API does, once their answers arrive.
  await expect
    .poll(async () => (await demo.getByRole('link').allTextContents()).slice(0, 3).some((name) => /^Industry \d+$/.test(name)))
    .toBe(false);
  const names = (await demo.getByRole('link').allTextContents()).slice(0, 3);
  expect(names).toHaveLength(3);
  expect(await axeViolations(page())).toEqual([]);
  // Each listed industry opens, and its page names the same industry the card does.
  for (const name of names) {
    await page().goto(`${base}/dashboard`);
    await page().getByTestId('demo-content').getByRole('link', { name }).click();
    const industryBar = page().getByRole('navigation', { name: 'Industry' });
    await industryBar.getByRole('link', { name: new RegExp(`${name}$`) }).waitFor();
    // Nothing on the page leads where the demo token is refused: no search, no related industries, no quiz.
    expect(await industryBar.getByRole('combobox').count()).toBe(0);
    const sections = await industryBar.getByRole('list', { name: 'Industry sections' }).getByRole('link').allTextContents();
    expect(sections).toContain('Hazard Index');
    for (const refused of ['Report', 'Related Industries', 'Test Your Knowledge', 'The Market']) expect(sections).not.toContain(refused);
  }
  await page().goto(`${base}/dashboard`);
  await menu.getByRole('link', { name: 'Short Courses' }).click();
  await page().getByRole('heading', { name: 'Natural Catastrophe Risk in Australia and New Zealand' }).first().waitFor();
  // The same session is refused everything else by the API itself.
  const status = await page().evaluate(async () => {
    const response = await fetch('/api/industries?q=bakery', {
      headers: { authorization: `Bearer ${window.localStorage.getItem('riskatlas.token')}`, accept: 'application/json;v=2.0' },
    });
    return { status: response.status, body: (await response.json()) as { code: string } };
  });
  expect(status).toEqual({ status: 403, body: expect.objectContaining({ code: 'forbidden' }) });
});

it('shows the risk-coaching brand only the help and talk-to-team cards', async () => {
  await signInSettled('coach.au');
  const cards = page().getByTestId('dashboard-cards');
  await cards.getByRole('heading', { name: 'Talk to our team' }).waitFor();
  expect(await cards.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Help with claims', 'Talk to our team']);
});

it('resets a password: the required-field rule, success and unknown-account messages, and a spent link', async () => {
  const base = inject('portalUrl');
  await page().goto(`${base}/`);
  await page().evaluate(() => window.localStorage.clear());
  await page().goto(`${base}/reset-password`);
  await page().getByRole('heading', { name: 'Reset password' }).waitFor();
  const send = page().getByRole('button', { name: 'Send verification email' });
  await send.click();
  await page().getByText(resetPasswordCopy.userNameRequired).waitFor();
  const userName = page().getByLabel('User name');
  await userName.fill('nobody.here');
  await send.click();
  await page().getByText(resetPasswordCopy.notFound).waitFor();
  await userName.fill('user.others');
  await send.click();
  await page().getByText(resetPasswordCopy.success).waitFor();
  expect(await axeViolations(page())).toEqual([]);

  await page().goto(`${base}/reset-password?code=not-a-real-code`);
  await page().getByRole('heading', { name: 'Choose a new password' }).waitFor();
  await page().getByLabel('New password', { exact: true }).fill('Another-Passw0rd');
  await page().getByLabel('Confirm new password').fill('Another-Passw0rd');
  await page().getByRole('button', { name: 'Set new password' }).click();
  await page().getByText(resetPasswordCopy.invalidCode).waitFor();
});
