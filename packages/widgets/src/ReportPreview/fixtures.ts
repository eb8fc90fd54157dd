import { http, HttpResponse } from 'msw';
import { samplePrimaryCompany, sampleProfile } from '../account/story-data';
import { townsvilleProfiles } from '../NatCatPanel/fixtures';
import { checklistItems, hazardEntries, industryInfo } from '../test-utils/industry-fixtures';

/** Report themes as `GET /user/themes` answers them. */
export const sampleReportThemes = [
  { id: 1, label: 'Risk Atlas Blue', value: { colorTitle: '#003262', colorBg1: '#2367a5', colorBg2: '#00203f', colorBar: '#019cae' } },
  { id: 2, label: 'Slate', value: { colorTitle: '#2f3e46', colorBg1: '#52796f', colorBg2: '#354f52', colorBar: '#84a98c' } },
];

export const sampleExposures = [
  {
    id: 1,
    title: 'Fryer fires',
    content: '<p>Oil vapour ignites in ducts.</p>',
    insurance_class: { id: 1, name: 'Property Damage', slug: 'property_damage' },
  },
];

/**
 * Every answer the report preview and drawer ask for, rooted at `base` ('' for Storybook's `/api`,
 * the test base in unit tests). Later handlers given to MSW override these.
 */
export function reportHandlers(base = '/api') {
  return [
    http.get(`${base}/industries/:id`, () => HttpResponse.json(industryInfo)),
    http.get(`${base}/industries/:id/hazard_index/:country`, () => HttpResponse.json({ data: hazardEntries })),
    http.get(`${base}/industries/:id/exposures/:country`, () => HttpResponse.json({ data: sampleExposures })),
    http.get(`${base}/industries/:id/checklist`, () => HttpResponse.json({ data: checklistItems })),
    http.get(`${base}/user/profile`, () => HttpResponse.json(sampleProfile)),
    http.get(`${base}/user/companies`, () => HttpResponse.json({ data: [samplePrimaryCompany] })),
    http.get(`${base}/natcat/profiles`, () => HttpResponse.json({ data: townsvilleProfiles })),
    http.get(`${base}/user/themes`, () => HttpResponse.json({ data: sampleReportThemes })),
    http.put(`${base}/user/settings`, () => HttpResponse.json({ data: [] })),
  ];
}
