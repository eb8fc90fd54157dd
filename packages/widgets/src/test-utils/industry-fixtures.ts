/** Sample industry data in the contract's shapes, shared by the industry widgets' tests and stories. */
import type { Schema } from '@riskatlas/api-client';

const ref = (id: number, name: string, slug: string): Schema<'InsuranceClassRef'> => ({ id, name, slug });

function hazardEntry(id: number, name: string, slug: string, rating: number, comment: string): Schema<'HazardIndexEntry'> {
  return { id, slug, name, rating, icon: slug, comment, classes: [name], insurance_class: { ...ref(id, name, slug), includes: [] } };
}

const longSummary =
  '<p>Bakeries hold flour, oils and packaging beside ovens and fryers, so fire is the dominant property risk.</p>' +
  '<p>Flour dust adds an explosion hazard where extraction is poor. Deep fryers need automatic suppression.</p>' +
  '<p>Night work, gas-fired ovens and older buildings with combustible linings raise the exposure further.</p>' +
  '<p>Good housekeeping, duct cleaning and thermal cut-outs bring it down.</p>';

export const hazardEntries: Schema<'HazardIndexEntry'>[] = [
  hazardEntry(1, 'Property Damage', 'property_damage', 72, longSummary),
  hazardEntry(2, 'Business Interruption', 'business_interruption', 55, '<p>Ovens are hard to replace quickly.</p>'),
  hazardEntry(3, 'Crime', 'crime', 18, '<p>Cash handling is limited.</p>'),
  hazardEntry(6, 'Public Liability', 'public_liability', 40, '<p>Customers on premises; slips near the counter.</p>'),
  hazardEntry(7, 'Product Liability', 'product_liability', 64, '<p>Allergens and foreign bodies.</p>'),
  hazardEntry(
    10,
    'Employer Liability / Workers Compensation',
    'employer_liability_workers_compensation',
    48,
    '<p>Burns and manual handling.</p>',
  ),
  hazardEntry(13, 'Core', 'core', 30, '<p>Core cover.</p>'),
];

export const industryInfo: Schema<'IndustryInfo'> = {
  id: 15468,
  code: '1174',
  name: 'Bakery',
  has_market: true,
  quizzes: [{ quiz_id: 3, country: 'au' }],
  related_industries: [
    { id: 15469, name: 'Bakery Café', code: '4511', alias: null },
    { id: 15470, name: 'Cake and Pastry Manufacturing', code: '1174', alias: null },
  ],
  classifications: [
    {
      code: '10710',
      name: 'Manufacture of bread; fresh pastry goods and cakes',
      taxonomy: { id: 12, abbr: 'UKSIC', revision: '2007', name: 'UK SIC 2007' },
    },
    {
      code: '1174',
      name: 'Bakery Product Manufacturing (Non-factory based)',
      taxonomy: { id: 8, abbr: 'ANZSIC', revision: '2006', name: 'ANZSIC 2006' },
    },
    { code: 'RA-15468', name: 'Bakery', taxonomy: { id: 4, abbr: 'RA', revision: '1', name: 'Risk Atlas Industry Code' } },
  ],
  indicative_rates: [
    { country: 'nz', avg: 1.2, weight: 2 },
    { country: 'au', avg: 1.5, weight: 3 },
    { country: 'au', avg: 2.25, weight: 1 },
  ],
};

export const checklistItems: Schema<'ChecklistItem'>[] = [
  {
    id: 1,
    title: 'Are ovens fitted with thermal cut-outs?',
    section_name: 'Fire',
    type: 'Key',
    insurance_class: ref(1, 'Property Damage', 'property_damage'),
  },
  {
    id: 2,
    title: 'Is flour dust extracted at the mixers?',
    section_name: 'Fire',
    type: 'Key',
    insurance_class: ref(1, 'Property Damage', 'property_damage'),
  },
  {
    id: 3,
    title: 'Are allergens labelled on every product?',
    section_name: 'Products',
    type: 'Key',
    insurance_class: ref(7, 'Product Liability', 'product_liability'),
  },
];

export const endorsements: Schema<'Endorsement'>[] = [
  {
    code: 'PD-04',
    heading: 'Deep fryer suppression',
    text: '<p>Cover applies only when fryers have automatic suppression.</p>',
    explanation: '<p>Fryer fires spread fast into ducts.</p>',
    type: 'Mark IV',
    type_name: 'Property',
    items: ['Automatic suppression', 'Quarterly duct cleaning'],
  },
  {
    code: 'PL-11',
    heading: 'Allergen control',
    text: '<p>Allergen management plan required.</p>',
    explanation: '<p>Undeclared allergens are the main product claim.</p>',
    type: 'Mark IV',
    type_name: 'Liability',
    items: [],
  },
];

/** A tiny inline SVG, so media stories and tests need no network. */
const svg = (label: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200"><rect width="300" height="200" fill="#2367a5"/><text x="20" y="110" fill="#fff" font-size="28">${label}</text></svg>`)}`;

const mediaItem = (id: number, type: 'image' | 'video', description: string): Schema<'MediaItem'> => ({
  id,
  type,
  content_type: type === 'image' ? 'image/svg+xml' : 'video/webm',
  thumbnail_url: svg(description),
  content_url: type === 'image' ? svg(description) : '',
  description,
  source: 'Risk Atlas',
});

export const industryMedia: Schema<'IndustryMedia'> = {
  image: [mediaItem(1, 'image', 'Deck ovens'), mediaItem(2, 'image', 'Flour store'), mediaItem(3, 'image', 'Shop front')],
  video: [mediaItem(4, 'video', 'Fryer fire drill')],
};

const insuranceClass = (
  id: number,
  name: string,
  slug: string,
  grouping: 'commercial' | 'personal' | 'core' = 'commercial',
): Schema<'InsuranceClass'> => ({
  id,
  name,
  slug,
  fallback_id: null,
  grouping,
  includes: [],
  personal: grouping === 'personal',
});

export const insuranceClasses: Schema<'InsuranceClass'>[] = [
  insuranceClass(1, 'Property Damage', 'property_damage'),
  insuranceClass(6, 'Public Liability', 'public_liability'),
  insuranceClass(7, 'Cyber Risks', 'cyber_risks'),
  insuranceClass(13, 'Core', 'core', 'core'),
];

/** Assessments exist for property damage and cyber risks only. */
export const assessmentOutlines: Schema<'AssessmentOutline'>[] = [
  { insurance_class: { id: 1, name: 'Property Damage', slug: 'property_damage' }, title: 'Property Damage assessment' },
  { insurance_class: { id: 7, name: 'Cyber Risks', slug: 'cyber_risks' }, title: 'Cyber Risks assessment' },
];

export function industryDocument(
  id: string,
  title: string,
  content: string,
  insuranceClass: Schema<'InsuranceClassRef'> | null,
): Schema<'IndustryDocument'> {
  return { id, title, content, country: 'au', industry_id: 15468, insurance_class: insuranceClass, last_updated_on: null };
}

/** General information written for property damage, public liability and cyber risks (not core). */
export const generalInformation: Schema<'GeneralInformation'>[] = [
  {
    insurance_class: { id: 1, name: 'Property Damage', slug: 'property_damage' },
    title: 'Property Damage',
    content: '<p>Fire, flood and theft.</p>',
  },
  {
    insurance_class: { id: 6, name: 'Public Liability', slug: 'public_liability' },
    title: 'Public Liability',
    content: '<p>Injury to visitors.</p><img src=x onerror="alert(1)">',
  },
  {
    insurance_class: { id: 7, name: 'Cyber Risks', slug: 'cyber_risks' },
    title: 'Cyber Risks',
    content: '<p>Ransomware and data breaches.</p>',
  },
  { insurance_class: { id: 13, name: 'Core', slug: 'core' }, title: 'Core', content: '<p>Core cover.</p>' },
];
