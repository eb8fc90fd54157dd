/** Two sample industries to compare, in the contract's shapes, and their MSW handlers (stories and tests). */
import type { Schema } from '@riskatlas/api-client';
import { http, HttpResponse } from 'msw';
import { checklistItems, hazardEntries, industryInfo } from '../test-utils/industry-fixtures';

const ref = (id: number, name: string, slug: string): Schema<'InsuranceClassRef'> => ({ id, name, slug });
const exposure = (id: number, title: string, classRef: Schema<'InsuranceClassRef'>): Schema<'Exposure'> => ({
  id,
  title,
  content: `<p>${title}.</p>`,
  insurance_class: classRef,
});
const property = ref(1, 'Property Damage', 'property_damage');
const liability = ref(6, 'Public Liability', 'public_liability');
const products = ref(7, 'Product Liability', 'product_liability');

/** The bakery (15468) and the bakery café (15469). */
export const compareIndustries: Record<number, Schema<'IndustryInfo'>> = {
  15468: industryInfo,
  15469: {
    ...industryInfo,
    id: 15469,
    code: '4511',
    name: 'Bakery Café',
    indicative_rates: [
      { country: 'au', avg: 2.4, weight: 1 },
      { country: 'gb', avg: 1.1, weight: 1 },
    ],
  },
};

const cafeRatings: Record<number, number> = { 1: 60, 2: 50, 3: 25, 6: 70, 7: 62, 10: 45, 13: 30 };

export const compareHazard: Record<number, Schema<'HazardIndexEntry'>[]> = {
  15468: hazardEntries,
  15469: hazardEntries.map((entry) => ({ ...entry, rating: cafeRatings[entry.id] ?? entry.rating })),
};

export const compareExposures: Record<number, Schema<'Exposure'>[]> = {
  15468: [
    exposure(1, 'Fire from ovens and fryers', property),
    exposure(2, 'Flour dust explosion', property),
    exposure(3, 'Allergen contamination', products),
  ],
  15469: [
    exposure(1, 'Fire from ovens and fryers', property),
    exposure(3, 'Allergen contamination', products),
    exposure(4, 'Customers slipping near the counter', liability),
  ],
};

export const compareQuestions: Record<number, Schema<'ChecklistItem'>[]> = {
  15468: checklistItems,
  15469: [
    checklistItems[0]!,
    { id: 9, title: 'Are floors cleaned and signed while wet?', section_name: 'Premises', type: 'Key', insurance_class: liability },
  ],
};

export const compareHistory: Schema<'SearchHistoryItem'>[] = [
  { id: 15469, name: 'Bakery Café', code: '4511', last_accessed_on: '2026-11-27T09:00:00.000Z' },
  { id: 15468, name: 'Bakery', code: '1174', last_accessed_on: '2026-11-26T09:00:00.000Z' },
];

const id = (params: Record<string, string | readonly string[] | undefined>) => Number(params.id);
const known = (params: Record<string, string | readonly string[] | undefined>) => compareIndustries[id(params)] !== undefined;
const notFound = () => HttpResponse.json({ code: 'not_found', message: 'Not found' }, { status: 404 });

/** Answers for the two industries under `base` (`/api` in stories, the test base URL in tests). */
export function compareHandlers(base: string) {
  return [
    http.get(`${base}/industries/:id`, ({ params }) => (known(params) ? HttpResponse.json(compareIndustries[id(params)]) : notFound())),
    http.get(`${base}/industries/:id/hazard_index/:country`, ({ params }) =>
      known(params) ? HttpResponse.json({ data: compareHazard[id(params)] ?? [] }) : notFound(),
    ),
    http.get(`${base}/industries/:id/exposures/:country`, ({ params }) =>
      known(params) ? HttpResponse.json({ data: compareExposures[id(params)] ?? [] }) : notFound(),
    ),
    http.get(`${base}/industries/:id/checklist`, ({ params }) =>
      known(params) ? HttpResponse.json({ data: compareQuestions[id(params)] ?? [] }) : notFound(),
    ),
    http.get(`${base}/user/history/industries`, () => HttpResponse.json({ data: compareHistory })),
    http.get(`${base}/industries`, () =>
      HttpResponse.json({
        data: [{ id: 15469, name: 'Bakery Café', code: '4511', alias: null }],
      }),
    ),
  ];
}
