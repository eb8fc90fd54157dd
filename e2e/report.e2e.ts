import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';
import { expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { logInThroughModal, useBrowserPage } from './support/session.js';

const page = useBrowserPage();

async function logIn(username: string) {
  const base = inject('portalUrl');
  await page().goto(`${base}/`);
  await page().evaluate(() => window.localStorage.clear());
  await logInThroughModal(page(), base, username);
  await page().waitForURL(`${base}/dashboard`);
  return base;
}

/** The first bakery the API finds, asked with the signed-in user's own token. */
async function bakery(): Promise<{ id: number; name: string }> {
  return page().evaluate(async () => {
    const token = window.localStorage.getItem('riskatlas.token') ?? '';
    const response = await fetch('/api/industries?q=bakery', {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json;v=2.0', 'x-api-key': 'ra_public_default' },
    });
    const body = (await response.json()) as { data: { id: number; name: string }[] };
    if (!body.data[0]) throw new Error('No bakery');
    return body.data[0];
  });
}

async function pdfText(path: string): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await readFile(path)) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const sectionHeadings = () =>
  page()
    .getByRole('region', { name: 'Report preview' })
    .getByRole('heading', { level: 1 })
    .evaluateAll((headings) => headings.map((heading) => heading.textContent ?? '').filter((text) => /^\d+\. /.test(text)));

it('AU adviser opens a bakery quick report, unchecks a section, sees the numbering change and downloads the PDF', async () => {
  const base = await logIn('adviser.au');
  const industry = await bakery();
  await page().goto(`${base}/industries/${String(industry.id)}/report`);
  await page().waitForURL(`${base}/industries/${String(industry.id)}/report/quick-report`);

  // First view: the intro video, and the quick-report choice keeps the quick report.
  const intro = page().getByRole('dialog', { name: 'Tailor your Risk Report' });
  await intro.getByRole('button', { name: 'Thank you, I prefer a quick report' }).click();
  await intro.waitFor({ state: 'detached' });
  expect(await page().evaluate(() => window.localStorage.getItem('riskatlas.tailoredReportVideoViewed'))).toBe('true');

  await page().getByRole('img', { name: 'Hazard rating per insurance class' }).waitFor({ timeout: 20_000 });
  await expect.poll(sectionHeadings).toContain('2. About');
  const before = await sectionHeadings();
  // The report screen itself is axe clean (the shell header has its own audit).
  const targets = (await axeViolations(page())).flatMap((violation) => violation.targets.map((target) => `${violation.id}: ${target}`));
  const inMain = await page().evaluate((found) => found.filter((entry) => document.querySelector(entry.slice(entry.indexOf(': ') + 2))?.closest('main')), targets);
  expect(inMain).toEqual([]);
  expect(before.slice(0, 3)).toEqual(['1. Introduction', '2. About', '3. Purpose']);

  await page().getByLabel('Insured business name').fill('Crusty Loaves Pty Ltd');
  await page().getByRole('checkbox', { name: 'About', exact: true }).uncheck();
  await expect.poll(sectionHeadings).not.toContain('2. About');
  const after = await sectionHeadings();
  expect(after.slice(0, 2)).toEqual(['1. Introduction', '2. Purpose']);
  expect(after).toHaveLength(before.length - 1);

  const download = page().getByRole('button', { name: 'Download', exact: true });
  await expect.poll(() => download.isEnabled(), { timeout: 20_000 }).toBe(true);
  const [file] = await Promise.all([page().waitForEvent('download', { timeout: 60_000 }), download.click()]);
  expect(file.suggestedFilename()).toBe('Insurance Risk Report.pdf');
  await page().getByText('Download successfully').waitFor();

  const text = await pdfText(await file.path());
  expect(text).toContain('Crusty Loaves Pty Ltd');
  expect(text).toContain('Insurance Risk Report');
  // The section titles in order with their numbers.
  const positions = after.map((title) => text.indexOf(title));
  expect(positions.every((position) => position >= 0)).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  expect(text).not.toContain('2. About');
  const footers = [...text.matchAll(/Page (\d+) of (\d+)/g)];
  expect(footers.length).toBeGreaterThan(1);
  const total = footers[0]![2];
  expect(footers.map((match) => match[1])).toEqual(footers.map((_, index) => String(index + 1)));
  expect(footers.every((match) => match[2] === total)).toBe(true);
});

it('the risk-report preview posts the rendered report to the mobile webview host once loaded', async () => {
  const base = await logIn('adviser.au');
  const industry = await bakery();
  await page().addInitScript(() => {
    const messages: string[] = [];
    (window as unknown as { hostMessages: string[] }).hostMessages = messages;
    (window as unknown as { ReactNativeWebView: { postMessage(message: string): void } }).ReactNativeWebView = {
      postMessage: (message) => messages.push(message),
    };
  });
  const sections = encodeURIComponent('about,hazard-index,exposures');
  await page().goto(`${base}/industries/${String(industry.id)}/risk-report/preview?insuredBusinessName=Crusty%20Loaves&sections=${sections}`);
  await expect.poll(() => page().evaluate(() => (window as unknown as { hostMessages: string[] }).hostMessages.length), { timeout: 30_000 }).toBe(1);
  const message = JSON.parse(await page().evaluate(() => (window as unknown as { hostMessages: string[] }).hostMessages[0]!)) as {
    type: string;
    content: string;
    cover: string;
    params: { industryId: number; insuredBusinessName: string; sections: string };
  };
  expect(message.type).toBe('risk-report');
  expect(message.params).toEqual({ industryId: industry.id, insuredBusinessName: 'Crusty Loaves', sections: 'about,hazard-index,exposures' });
  expect(message.cover).toContain('Crusty Loaves');
  expect(message.content).toContain('2. About');
  expect(message.content).toContain('Hazard Assessment');
  expect(message.content).not.toContain('Purpose');
  // Nothing more is posted afterwards.
  await page().waitForTimeout(500);
  expect(await page().evaluate(() => (window as unknown as { hostMessages: string[] }).hostMessages.length)).toBe(1);
});

it('natcat.au downloads the Natural Catastrophe Report PDF once the profiles are in', async () => {
  const base = await logIn('natcat.au');
  await page().evaluate(() =>
    window.sessionStorage.setItem('riskatlas.businessLocation', JSON.stringify({ address: 'Townsville QLD 4810, Australia', lat: -19.2589635, lng: 146.8169483, postcode: '4810' })),
  );
  await page().goto(`${base}/natcat`);
  await page().getByRole('button', { name: 'View NatCat Profiles' }).click();
  const report = page().getByRole('article', { name: 'Natural Catastrophe Report' });
  const download = report.getByRole('button', { name: 'Download', exact: true });
  await expect.poll(() => download.isEnabled(), { timeout: 20_000 }).toBe(true);
  const [file] = await Promise.all([page().waitForEvent('download', { timeout: 60_000 }), download.click()]);
  expect(file.suggestedFilename()).toBe('Natural Catastrophe Report.pdf');
  const text = await pdfText(await file.path());
  expect(text).toContain('Natural Catastrophe Report');
  expect(text).toContain('Townsville QLD 4810');
  expect(text).toContain('Wind Speed');
  expect(text).not.toContain('Back');
});
