/**
 * Building cost calculator data (docs/product/calculators.md#building-cost-form, #construction-periods and
 * #asset-categories). The table rows are kept as the product gives them: ranges as text.
 */
export const BUILDING_TYPES = ['Bulk Storage Shed', 'Hay Shed (open)', 'Hay Shed (partially enclosed)', 'Shearing Shed'] as const;

export const INDUSTRY_OPTIONS = [
  'Agricultural',
  'Bank',
  'Clubs/Hotels/Motels',
  'Commercial',
  'Industrial',
  'Parking',
  'Residential',
  'Retail',
] as const;

export const ASSET_CATEGORIES = [
  { category: 'Carpark', items: ['Bitumen open', 'Concrete open', 'Concrete underground', 'Concrete above ground'] },
  { category: 'Fencing', items: ['Security mesh', 'Timber paling'] },
  {
    category: 'Retaining Walls',
    items: [
      'Brick 230mm',
      'Brick 350mm',
      'Brick 470mm',
      'Block core filled',
      'Keystone core filled',
      'Precast Concrete light',
      'Precast Concrete heavy',
    ],
  },
] as const;

export interface ConstructionPeriodRow {
  complexity: 'Simple' | 'Average' | 'Complex';
  /** Project value in $ millions. */
  value: string;
  /** Weeks. */
  documentation: string;
  construction: string;
  project: string;
}

export const CONSTRUCTION_PERIODS: readonly ConstructionPeriodRow[] = [
  { complexity: 'Simple', value: '1.5-3', documentation: '4-9', construction: '17-26', project: '21-34' },
  { complexity: 'Simple', value: '3-5', documentation: '7-10', construction: '26-43', project: '32-53' },
  { complexity: 'Average', value: '9-15', documentation: '26-34', construction: '43-60', project: '68-94' },
  { complexity: 'Average', value: '25-45', documentation: '34-43', construction: '85-128', project: '119-170' },
  { complexity: 'Average', value: '100-125', documentation: '51-77', construction: '111-136', project: '162-221' },
  { complexity: 'Complex', value: '3', documentation: '12', construction: '26', project: '37' },
  { complexity: 'Complex', value: '4-8', documentation: '15-21', construction: '34-51', project: '49-72' },
  { complexity: 'Complex', value: '15-25', documentation: '43-51', construction: '51-68', project: '94-119' },
  { complexity: 'Complex', value: '50-100', documentation: '68-85', construction: '128-170', project: '196-255' },
];

export interface CalculatorNote {
  menuTitle: string;
  title: string;
  icon: string;
  /** HTML. */
  content: string;
  user: string;
  date: string;
  /** Shown on the page but left out of the printed copy. */
  webOnly: boolean;
}

/** Drops the notes that only make sense on screen (web-only notes are omitted when printing, docs/product/calculators.md). */
export function printableNotes<T extends Pick<CalculatorNote, 'webOnly'>>(notes: readonly T[]): T[] {
  return notes.filter((n) => !n.webOnly);
}
