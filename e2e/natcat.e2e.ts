import { expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { logInThroughModal, useBrowserPage } from './support/session.js';

const page = useBrowserPage();
/** The map marker's fill (providers/hazard/map.ts), at the centre of every 320 px map. */
const MARKER = [21, 101, 192];

it('natcat.au finds Townsville, sees 16 profiles sorted with wind high, real maps that zoom, and closes them all', async () => {
  const base = inject('portalUrl');
  await logInThroughModal(page(), base, 'natcat.au');
  await page().waitForURL(`${base}/dashboard`);
  await page().goto(`${base}/natcat`);

  const input = page().getByRole('combobox', { name: 'Business location' });
  await input.pressSequentially('Towns');
  await page()
    .getByRole('option', { name: /^Townsville QLD 4810/ })
    .click();
  await page().getByRole('button', { name: 'Search' }).click();
  await page().getByRole('button', { name: 'Change Location' }).waitFor();
  await page().getByRole('button', { name: 'View NatCat Profiles' }).click();

  const report = page().getByRole('article', { name: 'Natural Catastrophe Report' });
  const items = report.locator('li[data-profile]');
  await expect.poll(() => items.count(), { timeout: 20_000 }).toBe(16);
  const indexes = await report.locator('li[data-profile] dt:text-is("Index") + dd').allTextContents();
  const values = indexes.map(Number);
  expect(values).toHaveLength(16);
  expect(values).toEqual([...values].sort((a, b) => b - a));
  await expect
    .poll(() => report.locator('li[data-profile="windspeed"]').getByRole('button', { expanded: true }).textContent())
    .toContain('High');

  // Every map is a PNG the browser decodes, 320 px wide, with the marker at its centre.
  const maps = report.getByRole('img', { name: /map around the location/ });
  await expect.poll(() => maps.count(), { timeout: 30_000 }).toBe(16);
  const decoded = await maps.evaluateAll(async (images) =>
    Promise.all(
      (images as HTMLImageElement[]).map(async (image) => {
        await image.decode();
        const canvas = new OffscreenCanvas(image.naturalWidth, image.naturalHeight);
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const [red, green, blue] = context.getImageData(image.naturalWidth / 2, image.naturalHeight / 2, 1, 1).data;
        return { width: image.naturalWidth, centre: [red, green, blue] };
      }),
    ),
  );
  for (const map of decoded) expect(map).toEqual({ width: 320, centre: MARKER });

  // The zoom slider changes the map (wind speed: checked 100 ms after load, so its slider is enabled).
  const wind = report.locator('li[data-profile="windspeed"]');
  const windMap = wind.getByRole('img');
  const before = await windMap.getAttribute('src');
  const slider = wind.getByRole('slider', { name: 'Wind Speed map zoom' });
  await expect.poll(() => slider.isEnabled()).toBe(true);
  await slider.focus();
  await page().keyboard.press('ArrowRight');
  await expect.poll(() => windMap.getAttribute('alt'), { timeout: 10_000 }).toContain('zoom 4.2');
  await expect.poll(() => windMap.getAttribute('src'), { timeout: 10_000 }).not.toBe(before);

  // The whole page, shell header included (NEW tag, points badge), is axe clean.
  expect(await axeViolations(page())).toEqual([]);

  await report.getByRole('button', { name: 'Close All' }).click();
  expect(await report.getByRole('button', { expanded: true }).count()).toBe(0);
  expect(await report.getByRole('button', { expanded: false }).count()).toBe(16);
});
