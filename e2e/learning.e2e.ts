import { expect, inject, it } from 'vitest';
import { apiGet as getFromApi } from './support/api.js';
import { axeViolations } from './support/axe.js';
import { pdfText } from './support/pdf.js';
import { logInThroughModal, useBrowserPage } from './support/session.js';

const page = useBrowserPage();

const apiGet = <Body>(path: string) => getFromApi<Body>(page(), path);

it('an NZ adviser completes an industry quiz, sees it graded and listed on the cpdnz points page, and downloads the certificate', async () => {
  const base = inject('portalUrl');
  await logInThroughModal(page(), base, 'adviser.nz');
  await page().waitForURL(`${base}/dashboard`);

  const user = await apiGet<{ person_name: string }>('/user');
  const search = await apiGet<{ data: { id: number; name: string }[] }>('/industries?withQuizOnly=true&country=nz&pagesize=20');
  const industry = search.data[0]!;

  await page().goto(`${base}/industries/${industry.id}/quiz`);
  await page()
    .getByRole('heading', { name: `${industry.name}: Test Your Knowledge` })
    .waitFor();
  await page().getByRole('button', { name: 'Start test' }).click();
  const groups = page().getByRole('group');
  await groups.first().waitFor();
  const count = await groups.count();
  expect(count).toBeGreaterThanOrEqual(3);
  // Every question but the last answered: Check is refused.
  for (let index = 0; index < count - 1; index += 1) await groups.nth(index).getByRole('radio').first().check();
  await page().getByRole('button', { name: 'Check' }).click();
  await page().getByText('Question must be answered').waitFor();
  expect(await page().getByText('Question must be answered').count()).toBe(1);

  await groups
    .nth(count - 1)
    .getByRole('radio')
    .first()
    .check();
  await page().getByRole('button', { name: 'Check' }).click();
  const result = page().getByRole('status', { name: 'Result' });
  await result.waitFor();
  expect(await result.textContent()).toMatch(/Result\d+%Time taken(\d+m )?\d+s/);
  expect(await page().getByText('✓ Correct').count()).toBe(count);

  await page().goto(`${base}/points?type=cpdnz`);
  await page().getByRole('heading', { name: 'CPD NZ Points' }).waitFor();
  const quizzes = page().getByRole('table', { name: 'Quizzes' });
  await quizzes.getByRole('cell', { name: industry.name }).first().waitFor();

  const download = page().getByRole('button', { name: 'Download Certificate' });
  await expect.poll(() => download.isEnabled()).toBe(true);
  const [file] = await Promise.all([page().waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe('Certificate of Eligibility.pdf');
  const text = await pdfText(await file.path());
  expect(text).toContain('Certificate of Eligibility');
  expect(text).toContain(user.person_name);
  expect(text).toMatch(/CPD NZ point/);
});

it('computes the under-insurance example in the browser and prints its inputs and results', async () => {
  const base = inject('portalUrl');
  // The print dialog would block a headless page: count the calls instead.
  await page().addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page().goto(`${base}/calculator/under-insurance`);
  await page().getByRole('textbox', { name: 'Sum Insured declared' }).fill('500000');
  await page().getByRole('textbox', { name: 'Value at risk (full replacement value)' }).fill('1000000');
  await page().getByRole('textbox', { name: 'Amount of loss' }).fill('250000');
  expect(await page().getByRole('textbox', { name: 'Value at risk (full replacement value)' }).inputValue()).toBe('1,000,000');
  await page().getByRole('button', { name: 'Calculate' }).click();
  const result = page().getByRole('status', { name: 'Result' });
  await result.waitFor();
  expect(await result.textContent()).toContain('Amount payable by the insurer$156,250');
  expect(await result.textContent()).toContain('Amount borne by the insured$93,750');

  await page().getByRole('button', { name: 'Print' }).click();
  await page().waitForURL(`${base}/calculator/under-insurance/printing`);
  const inputs = page().getByRole('table', { name: 'Inputs' });
  await inputs.waitFor();
  expect(await inputs.getByRole('row').allTextContents()).toEqual([
    'Co-insurance80%',
    'Policy typeSum Insured',
    'Sum Insured declared$500,000',
    'Value at risk (full replacement value)$1,000,000',
    'Amount of loss$250,000',
  ]);
  expect(await page().getByRole('table', { name: 'Results' }).getByRole('row').allTextContents()).toEqual([
    'Amount payable by the insurer$156,250',
    'Amount borne by the insured$93,750',
  ]);
  await expect.poll(() => page().evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});

it('the learning, points and calculator pages have no axe violations', async () => {
  const base = inject('portalUrl');
  // As an au adviser, so the audit covers the whole header too: the NEW tag and the points badge.
  await page().evaluate(() => window.localStorage.clear());
  await logInThroughModal(page(), base, 'adviser.au');
  await page().waitForURL(`${base}/dashboard`);
  const pages: [string, string][] = [
    ['/courses/browse', 'Short Courses'],
    ['/test-your-knowledge', 'Test Your Knowledge'],
    ['/points?type=cpdnz', 'CPD NZ Points'],
    ['/calculator/under-insurance', 'Under-insurance Calculator'],
    ['/calculator/building-cost', 'Building Cost Calculator'],
  ];
  for (const [path, heading] of pages) {
    await page().goto(`${base}${path}`);
    await page().getByRole('heading', { name: heading, exact: true }).first().waitFor();
    expect({ path, violations: await axeViolations(page()) }).toEqual({ path, violations: [] });
  }
  const courses = await apiGet<{ data: { id: number }[] }>('/courses');
  for (const section of ['guide', 'content']) {
    await page().goto(`${base}/courses/${courses.data[0]!.id}/${section}`);
    await page().getByRole('link', { name: 'Course Guide' }).waitFor();
    if (section === 'content') await page().getByRole('button', { name: 'Next' }).waitFor();
    expect({ section, violations: await axeViolations(page()) }).toEqual({ section, violations: [] });
  }
});

it('shows the media of a unit in the course viewer', async () => {
  const base = inject('portalUrl');
  const courses = await apiGet<{ data: { id: number; name: string }[] }>('/courses');
  const course = courses.data.find((entry) => entry.name.startsWith('Underinsurance'))!;
  await page().goto(`${base}/courses/${course.id}/content`);
  await page()
    .getByRole('button', { name: /Average and co-insurance in practice/ })
    .click();
  const image = page().locator('article img');
  await image.waitFor();
  expect(await image.getAttribute('src')).toBe('/media/courses/average-clause.svg');
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
});
