import type { Page } from 'playwright-core';
import { apiGet } from './api.js';

/** The first industry the API finds for a keyword, asked with the signed-in user's own token. */
export async function firstIndustry(page: Page, keyword: string): Promise<{ id: number; name: string }> {
  const found = await apiGet<{ data: { id: number; name: string }[] }>(page, `/industries?q=${encodeURIComponent(keyword)}`);
  if (!found.data[0]) throw new Error(`No industry for ${keyword}`);
  return found.data[0];
}

/** The first bakery the API finds. */
export const bakery = (page: Page) => firstIndustry(page, 'bakery');

/** Townsville, Queensland: cyclone, flood and storm country, so every NatCat layer has something to show. */
export const TOWNSVILLE = { address: 'Townsville QLD 4810, Australia', lat: -19.2589635, lng: 146.8169483, postcode: '4810' };

/** Sets the business location the NatCat pages and reports start from, as the location search would. */
export async function setBusinessLocation(page: Page, location: typeof TOWNSVILLE = TOWNSVILLE): Promise<void> {
  await page.evaluate((value) => window.sessionStorage.setItem('riskatlas.businessLocation', JSON.stringify(value)), location);
}
