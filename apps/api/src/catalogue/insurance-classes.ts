/**
 * The insurance classes (docs/product/hazard-index.md). Ids 1-14 are the 14 main classes; 15 and 16 are rated sub-classes
 * that fall back to a main class; the rest group others (commercial lines, personal lines) or name
 * regional variants (core, employer_liability) that the product's filters exclude per country.
 */
export interface InsuranceClassDefinition {
  id: number;
  name: string;
  slug: string;
  fallbackId: number | null;
  grouping: 'commercial' | 'personal' | 'core';
  personal: boolean;
  includes: number[];
  /** Whether industries carry a hazard rating for this class (the 16 classes of a hazard index). */
  rated: boolean;
}

const main = (id: number, name: string, slug: string): InsuranceClassDefinition => ({
  id,
  name,
  slug,
  fallbackId: null,
  grouping: 'commercial',
  personal: false,
  includes: [],
  rated: true,
});

export const INSURANCE_CLASSES: readonly InsuranceClassDefinition[] = [
  main(1, 'Property Damage', 'property_damage'),
  main(2, 'Business Interruption', 'business_interruption'),
  main(3, 'Crime', 'crime'),
  main(4, 'Marine (including Inland Transit)', 'marine_including_inland_transit'),
  main(5, 'Motor', 'motor'),
  main(6, 'Public Liability', 'public_liability'),
  main(7, 'Product Liability', 'product_liability'),
  main(8, 'Professional Indemnity', 'professional_indemnity'),
  main(9, 'Management Liability', 'management_liability'),
  main(10, "Employer's Liability / Workers Compensation", 'employer_liability_workers_compensation'),
  main(11, 'Equipment Breakdown', 'equipment_breakdown'),
  main(12, 'Cyber Risks', 'cyber_risks'),
  main(13, 'Corporate Travel', 'corporate_travel'),
  main(14, 'Product Recall / Product Contamination', 'product_recall_product_contamination'),
  { ...main(15, 'Machinery and Engineering', 'machinery_and_engineering'), fallbackId: 11 },
  { ...main(16, 'Deterioration of Stock in Cold Storage', 'deterioration_of_stock_in_cold_storage'), fallbackId: 1 },
  {
    ...main(17, 'Commercial Lines', 'commercial_lines'),
    includes: [1, 2, 3, 4, 5, 6, 7, 11],
    rated: false,
  },
  {
    ...main(18, 'Personal Lines', 'personal_lines'),
    grouping: 'personal',
    personal: true,
    includes: [19],
    rated: false,
  },
  { ...main(19, 'Home and Contents', 'home_contents'), grouping: 'personal', personal: true, rated: false },
  { ...main(20, 'Core', 'core'), grouping: 'core', rated: false },
  { ...main(21, "Employers' Liability", 'employer_liability'), fallbackId: 10, rated: false },
];

export const RATED_CLASSES = INSURANCE_CLASSES.filter((insuranceClass) => insuranceClass.rated);
