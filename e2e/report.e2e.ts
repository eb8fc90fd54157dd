import { expect, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { bakery as findBakery, setBusinessLocation } from './support/industries.js';
import { pdfText } from './support/pdf.js';
import { signInAs, useBrowserPage } from './support/session.js';

const page = useBrowserPage();
const bakery = () => findBakery(page());

const sectionHeadings = () =>
  page()
    .getByRole('region', { name: 'Report preview' })
    .getByRole('heading', { level: 1 })
    .evaluateAll((headings) => headings.map((heading) => heading.textContent ?? '').filter((text) => /^\d+\. /.test(text)));

it('AU adviser opens a bakery quick report, unchecks a section, sees the numbering change and downloads the PDF', async () => {
  const base = await signInAs(page(), 'adviser.au');
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
  const inMain = await page().evaluate(
    (found) => found.filter((entry) => document.querySelector(entry.slice(entry.indexOf(': ') + 2))?.closest('main')),
    targets,
  );
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

it('AU adviser (default theme) opens the report from the industry bar, picks a business location there to add NatCat, and returns through the bar', async () => {
  const base = await signInAs(page(), 'adviser.au');
  await page().evaluate(() => window.localStorage.setItem('riskatlas.tailoredReportVideoViewed', 'true'));
  const industry = await bakery();
  await page().goto(`${base}/industries/${String(industry.id)}/hazard-index`);
  const bar = page().getByRole('navigation', { name: 'Industry' });
  await bar.getByRole('link', { name: 'Report', exact: true }).click();
  await page().waitForURL(`${base}/industries/${String(industry.id)}/report/quick-report`);
  await expect.poll(sectionHeadings, { timeout: 20_000 }).toContain('2. About');
  // The bar and its search box stay above the report.
  expect(await bar.getByRole('combobox').count()).toBe(1);

  const natcat = page().getByRole('checkbox', { name: 'Nat Cat source' });
  expect(await natcat.isDisabled()).toBe(true);
  await page().getByRole('button', { name: 'Edit: Nat Cat source' }).click();
  const field = page().getByRole('combobox', { name: 'Business location' });
  expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
  await field.pressSequentially('Towns');
  await page()
    .getByRole('option', { name: /^Townsville QLD 4810/ })
    .click();
  await page().getByRole('button', { name: 'Search', exact: true }).click();
  await expect.poll(() => natcat.isEnabled(), { timeout: 20_000 }).toBe(true);
  await natcat.check();
  await expect.poll(sectionHeadings, { timeout: 20_000 }).toContainEqual(expect.stringMatching(/^\d+\. Nat Cat source$/));

  await bar.getByRole('link', { name: 'Hazard Index', exact: true }).click();
  await page().waitForURL(`${base}/industries/${String(industry.id)}/hazard-index`);
});

it('the risk-report preview posts the rendered report to the mobile webview host once loaded', async () => {
  const base = await signInAs(page(), 'adviser.au');
  const industry = await bakery();
  await page().addInitScript(() => {
    const messages: string[] = [];
    (window as unknown as { hostMessages: string[] }).hostMessages = messages;
    (window as unknown as { ReactNativeWebView: { postMessage(message: string): void } }).ReactNativeWebView = {
      postMessage: (message) => messages.push(message),
    };
  });
  const sections = encodeURIComponent('about,hazard-index,exposures');
  await page().goto(
    `${base}/industries/${String(industry.id)}/risk-report/preview?insuredBusinessName=Crusty%20Loaves&sections=${sections}`,
  );
  await expect
    .poll(() => page().evaluate(() => (window as unknown as { hostMessages: string[] }).hostMessages.length), { timeout: 30_000 })
    .toBe(1);
  const message = JSON.parse(await page().evaluate(() => (window as unknown as { hostMessages: string[] }).hostMessages[0]!)) as {
    type: string;
    content: string;
    cover: string;
    params: { industryId: number; insuredBusinessName: string; sections: string };
  };
  expect(message.type).toBe('risk-report');
  expect(message.params).toEqual({
    industryId: industry.id,
    insuredBusinessName: 'Crusty Loaves',
    sections: 'about,hazard-index,exposures',
  });
  expect(message.cover).toContain('Crusty Loaves');
  expect(message.content).toContain('2. About');
  expect(message.content).toContain('Hazard Assessment');
  expect(message.content).not.toContain('Purpose');
  // Nothing more is posted afterwards.
  await page().waitForTimeout(500);
  expect(await page().evaluate(() => (window as unknown as { hostMessages: string[] }).hostMessages.length)).toBe(1);
});

it('natcat.au downloads the Natural Catastrophe Report PDF once the profiles are in', async () => {
  const base = await signInAs(page(), 'natcat.au');
  await setBusinessLocation(page());
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

/** The class names in one of the tailored builder's groups. */
const classesIn = (group: string) =>
  page()
    .getByRole('region', { name: group, exact: true })
    .locator('[data-class-name]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-class-name') ?? ''));

async function dragWithMouse(handleName: string, group: string) {
  // Tall enough that the handle and the drop zone are both on screen: a mouse only reaches the viewport.
  await page().setViewportSize({ width: 1280, height: 2400 });
  const handle = await page().getByRole('button', { name: handleName, exact: true }).boundingBox();
  const target = await page().getByRole('region', { name: group, exact: true }).boundingBox();
  if (!handle || !target) throw new Error('The drag handle or the group is not on screen');
  await page().mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page().mouse.down();
  await page().mouse.move(target.x + target.width / 2, target.y + 60, { steps: 15 });
  await page().mouse.up();
}

it('AU adviser tailors a bakery report by mouse and by keyboard, comments in bold, finds it all after a reload and in the PDF', async () => {
  const base = await signInAs(page(), 'adviser.au');
  await page().evaluate(() => window.localStorage.setItem('riskatlas.tailoredReportVideoViewed', 'true'));
  const industry = await bakery();
  await page().goto(`${base}/industries/${String(industry.id)}/report/tailored-report`);
  await page().getByRole('region', { name: 'Tailor your report' }).waitFor({ timeout: 20_000 });
  await expect.poll(() => classesIn('Recommended'), { timeout: 20_000 }).toContain('Cyber Risks');
  const recommended = await classesIn('Recommended');
  const other = recommended.find((name) => name !== 'Cyber Risks')!;

  // Cyber Risks, with the mouse, to "not currently insured": the grouping is saved and the template id lands in the address.
  await dragWithMouse('Drag Cyber Risks', 'Not currently insured');
  await expect.poll(() => classesIn('Not currently insured')).toEqual(['Cyber Risks']);
  await page().getByText('Saved').first().waitFor();
  await page().waitForURL(/tmpl=\d+/);

  // Another class with the keyboard only: focus its "Move to…" button, open the menu, pick "Currently insured".
  await page()
    .getByRole('button', { name: `Move to… ${other}`, exact: true })
    .focus();
  await page().keyboard.press('Enter');
  const menu = page().getByRole('menu', { name: `Move to… ${other}` });
  await menu.waitFor();
  for (let tries = 0; tries < 3; tries += 1) {
    if (
      (await menu
        .getByRole('menuitem', { name: 'Currently insured', exact: true })
        .evaluate((item) => item === item.ownerDocument.activeElement)) === true
    )
      break;
    await page().keyboard.press('ArrowDown');
  }
  await page().keyboard.press('Enter');
  await expect.poll(() => classesIn('Currently insured')).toEqual([other]);

  // A bold comment on Cyber, and the insured business name.
  await page().getByRole('button', { name: 'Edit comment: Cyber Risks' }).click();
  const dialog = page().getByRole('dialog', { name: 'Cyber Risks' });
  const editor = dialog.getByRole('textbox');
  await editor.click();
  await page().keyboard.press('Control+b');
  await page().keyboard.type('Phishing drills twice a year');
  await expect.poll(() => editor.locator('strong').textContent()).toBe('Phishing drills twice a year');
  await page().waitForTimeout(800);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page().getByLabel('Insured business name').fill('Crusty Loaves Pty Ltd');
  await page().waitForTimeout(1200);

  // Reload: the grouping, the bold comment and the name are all kept.
  await page().reload();
  await page().getByRole('region', { name: 'Tailor your report' }).waitFor({ timeout: 20_000 });
  await expect.poll(() => classesIn('Not currently insured'), { timeout: 20_000 }).toEqual(['Cyber Risks']);
  expect(await classesIn('Currently insured')).toEqual([other]);
  await expect.poll(() => page().locator('[data-class-name="Cyber Risks"] strong').textContent()).toBe('Phishing drills twice a year');
  await expect.poll(() => page().getByLabel('Insured business name').inputValue()).toBe('Crusty Loaves Pty Ltd');

  // The report step and its PDF carry the comment and the name; the hazard assessment draws the classes by group.
  await page().getByRole('button', { name: 'Next' }).click();
  await page().getByRole('img', { name: 'Hazard rating per insurance class, by group' }).waitFor({ timeout: 30_000 });
  const download = page().getByRole('button', { name: 'Download', exact: true });
  await expect.poll(() => download.isEnabled(), { timeout: 30_000 }).toBe(true);
  const [file] = await Promise.all([page().waitForEvent('download', { timeout: 60_000 }), download.click()]);
  expect(file.suggestedFilename()).toBe('Insurance Risk Report.pdf');
  const text = await pdfText(await file.path());
  expect(text).toContain('Crusty Loaves Pty Ltd');
  expect(text).toContain('Phishing drills twice a year');
  expect(text).toMatch(/Page 1 of \d+/);
});

/** Whether dnd-kit's live region (kept inside the builder) has announced `text`. */
const announced = (text: string) =>
  page().evaluate((wanted) => [...document.querySelectorAll('[aria-live]')].some((region) => region.textContent?.includes(wanted)), text);

it('AU adviser moves a class to another group with the drag handle and the keyboard only (WCAG 2.2 SC 2.5.7), and finds it saved after a reload', async () => {
  const base = await signInAs(page(), 'adviser.au');
  await page().evaluate(() => window.localStorage.setItem('riskatlas.tailoredReportVideoViewed', 'true'));
  // Wide, as a desktop user sees the builder: the three groups side by side.
  await page().setViewportSize({ width: 1440, height: 1400 });
  const industry = await bakery();
  await page().goto(`${base}/industries/${String(industry.id)}/report/tailored-report`);
  await page().getByRole('region', { name: 'Tailor your report' }).waitFor({ timeout: 20_000 });
  await expect.poll(() => classesIn('Recommended'), { timeout: 20_000 }).toContain('Cyber Risks');
  const [moved, kept] = (await classesIn('Recommended')).filter((name) => name !== 'Cyber Risks');
  expect(await classesIn('Currently insured')).toEqual([]);

  const recommendedBox = await page().getByRole('region', { name: 'Recommended', exact: true }).boundingBox();
  const targetBox = await page().getByRole('region', { name: 'Currently insured', exact: true }).boundingBox();
  const towards = targetBox!.x > recommendedBox!.x + recommendedBox!.width / 2 ? 'ArrowRight' : 'ArrowDown';

  // Escape puts a picked-up class back: nothing moves, nothing is saved.
  const keptHandle = page().getByRole('button', { name: `Drag ${kept!}`, exact: true });
  await keptHandle.focus();
  await page().keyboard.press('Space');
  // Picked up: the handle is pressed (the "Picked up" announcement gives way at once to where it is over).
  await expect.poll(() => keptHandle.getAttribute('aria-pressed')).toBe('true');
  await page().keyboard.press(towards);
  await page().keyboard.press('Escape');
  await expect.poll(() => announced(`Moving ${kept!} was cancelled.`)).toBe(true);
  expect(await classesIn('Currently insured')).toEqual([]);
  expect(page().url()).not.toMatch(/tmpl=/);

  // Space picks the class up by its handle, the arrow keys carry it to "Currently insured", Space drops it.
  const movedHandle = page().getByRole('button', { name: `Drag ${moved!}`, exact: true });
  await movedHandle.focus();
  await page().keyboard.press('Space');
  await expect.poll(() => movedHandle.getAttribute('aria-pressed')).toBe('true');
  for (let presses = 0; presses < 12 && !(await announced(`${moved!} is over Currently insured.`)); presses += 1) {
    await page().keyboard.press(towards);
    await page().waitForTimeout(150);
  }
  expect(await announced(`${moved!} is over Currently insured.`)).toBe(true);
  await page().keyboard.press('Space');
  await expect.poll(() => announced(`${moved!} was dropped in Currently insured.`)).toBe(true);
  await expect.poll(() => classesIn('Currently insured')).toEqual([moved]);
  expect(await classesIn('Recommended')).not.toContain(moved);
  await page().getByText('Saved').first().waitFor();
  await page().waitForURL(/tmpl=\d+/);

  // The grouping was saved: a reload of the same template finds the class where the keyboard put it.
  await page().reload();
  await page().getByRole('region', { name: 'Tailor your report' }).waitFor({ timeout: 20_000 });
  await expect.poll(() => classesIn('Currently insured'), { timeout: 20_000 }).toEqual([moved]);
  expect(await classesIn('Recommended')).toContain(kept);
});

it("the underwriter's report downloads as Risk Consideration Report.pdf", async () => {
  const base = await signInAs(page(), 'underwriter.au');
  const industry = await bakery();
  await page().goto(`${base}/industries/${String(industry.id)}/report`);
  await page().waitForURL(`${base}/industries/${String(industry.id)}/report/underwriter-report`);
  await page().getByRole('region', { name: 'Select insurance classes' }).waitFor({ timeout: 20_000 });
  await page().getByRole('button', { name: 'Next' }).click();
  const download = page().getByRole('button', { name: 'Download', exact: true });
  await expect.poll(() => download.isEnabled(), { timeout: 30_000 }).toBe(true);
  const [file] = await Promise.all([page().waitForEvent('download', { timeout: 60_000 }), download.click()]);
  expect(file.suggestedFilename()).toBe('Risk Consideration Report.pdf');
  expect(await pdfText(await file.path())).toContain('Risk Consideration Report');
});

it("an underwriter's selected classes and checklist answers reach the Risk Consideration Report PDF, in the report's class order", async () => {
  const base = await signInAs(page(), 'underwriter.au');
  const industry = await bakery();
  await page().goto(`${base}/industries/${String(industry.id)}/report/underwriter-report`);
  const builder = page().getByRole('region', { name: 'Select insurance classes' }).first();
  await expect.poll(() => builder.locator('[data-class-name]').count(), { timeout: 20_000 }).toBeGreaterThan(2);
  const classes = await builder
    .locator('[data-class-name]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-class-name') ?? ''));
  // The classes the bakery's Key checklist asks about, as the API serves them to this underwriter.
  const asked = await page().evaluate(async (id) => {
    const token = window.localStorage.getItem('riskatlas.token') ?? '';
    const response = await fetch(`/api/industries/${String(id)}/checklist?type=Key&pagesize=100`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json;v=2.0', 'x-api-key': 'ra_public_default' },
    });
    const body = (await response.json()) as { data: { insurance_class: { name: string } }[] };
    return body.data.map((item) => item.insurance_class.name);
  }, industry.id);
  const second = classes.find((name, index) => index > 0 && asked.includes(name));
  if (!second) throw new Error('No bakery class after the first has Key checklist questions');
  const first = classes[0]!;

  // Selected in the opposite order to the report's: the report keeps its own class order.
  await builder.getByRole('checkbox', { name: second, exact: true }).check();
  await page().waitForURL(/tmpl=\d+/);
  await builder.getByRole('checkbox', { name: first, exact: true }).check();
  await page().getByText('Saved').first().waitFor();

  // A checklist answer on the second class.
  await builder.getByRole('button', { name: `Edit: ${second}`, exact: true }).click();
  const dialog = page().getByRole('dialog', { name: second });
  await dialog.getByRole('tab', { name: 'Risk checklist' }).click();
  const add = dialog.getByRole('button', { name: /^Add Answer: / }).first();
  await add.waitFor({ timeout: 20_000 });
  const question = ((await add.getAttribute('aria-label')) ?? '').replace(/^Add Answer: /, '');
  await add.click();
  const answer = dialog.getByRole('textbox', { name: `Answer: ${question}` });
  await answer.click();
  await page().keyboard.type('Sprinklers tested every quarter');
  await page().waitForTimeout(800);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page().waitForTimeout(800);

  // Kept after a reload, then printed.
  await page().reload();
  await expect.poll(() => page().getByRole('checkbox', { name: second, exact: true }).isChecked(), { timeout: 20_000 }).toBe(true);
  await page().getByRole('button', { name: 'Next' }).click();
  const download = page().getByRole('button', { name: 'Download', exact: true });
  await expect.poll(() => download.isEnabled(), { timeout: 30_000 }).toBe(true);
  const [file] = await Promise.all([page().waitForEvent('download', { timeout: 60_000 }), download.click()]);
  expect(file.suggestedFilename()).toBe('Risk Consideration Report.pdf');
  const text = (await pdfText(await file.path())).replace(/\s+/g, ' ');
  const selection = text.indexOf('Insurance classes selected for consideration');
  expect(selection).toBeGreaterThan(-1);
  const listed = text.slice(selection, selection + 400);
  expect(listed.indexOf(first)).toBeGreaterThan(-1);
  expect(listed.indexOf(first)).toBeLessThan(listed.indexOf(second));
  // The question and its answer, under the second class's own heading.
  const heading = text.indexOf(`${second}: Risk checklist`);
  expect(heading).toBeGreaterThan(selection);
  expect(text.indexOf(question.replace(/\s+/g, ' '), heading)).toBeGreaterThan(heading);
  expect(text.indexOf('Sprinklers tested every quarter', heading)).toBeGreaterThan(heading);
});

it('past the daily industry view limit a report route shows the locked-account message and logs out instead of spinning', async () => {
  // coach.au is locked for the rest of the run (the count lasts the UTC day): no other journey signs in as it.
  const base = await signInAs(page(), 'coach.au');
  const industry = await bakery();
  const limit = 500; // the API's default RISK_ATLAS_INDUSTRY_VIEWS_PER_DAY, which the e2e server keeps
  const statuses = await page().evaluate(
    async ({ id, loads }) => {
      const token = window.localStorage.getItem('riskatlas.token') ?? '';
      const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json;v=2.0', 'x-api-key': 'ra_public_default' };
      const seen: number[] = [];
      for (let load = 0; load < loads; load += 1) seen.push((await fetch(`/api/industries/${String(id)}`, { headers })).status);
      return seen;
    },
    { id: industry.id, loads: limit + 1 },
  );
  expect(statuses.at(-1)).toBe(429);

  await page().goto(`${base}/industries/${String(industry.id)}/report/quick-report`);
  await page()
    .getByText(
      'Your account has been locked due to exceeding the maximum industry search limit. Please contact the provider to unlock your account.',
    )
    .first()
    .waitFor({ timeout: 10_000 });
  await page().waitForURL(`${base}/`);
  expect(await page().evaluate(() => window.localStorage.getItem('riskatlas.token'))).toBeNull();
  expect(await page().getByText('Loading the report').count()).toBe(0);
});
