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

export type BuildingType = (typeof BUILDING_TYPES)[number];
export type AssetCategory = (typeof ASSET_CATEGORIES)[number]['category'];

/** What Estimate sends to an estimate provider: the form's rows, with numbers already read. */
export interface BuildingCostRequest {
  location: string;
  industry: string;
  buildings: readonly { type: BuildingType; area: number }[];
  /** Fencing, carpark and retaining-wall items, as "Category: item" (the form's option values). */
  assets: readonly { asset: string; quantity: number }[];
}

export interface BuildingCostLine {
  label: string;
  quantity: number;
  unit: 'm²' | 'm';
  /** Dollars per unit. */
  rate: number;
  /** Whole dollars. */
  amount: number;
}

export interface BuildingCostEstimate {
  lines: readonly BuildingCostLine[];
  /** Whole dollars: the sum of the lines. */
  total: number;
}

/**
 * Risk Atlas's indicative rebuild rates (docs/product/calculators.md#building-cost-estimate), dollars per
 * unit excluding GST: per m² of gross floor area for buildings and carparks, per metre of fence and per m²
 * of retaining-wall face. A configured valuation provider replaces them with its own figures.
 */
export const BUILDING_RATES: Readonly<Record<BuildingType, number>> = {
  'Bulk Storage Shed': 650,
  'Hay Shed (open)': 190,
  'Hay Shed (partially enclosed)': 260,
  'Shearing Shed': 900,
};

export const ASSET_RATES: Readonly<Record<AssetCategory, Readonly<Record<string, number>>>> = {
  Carpark: { 'Bitumen open': 85, 'Concrete open': 150, 'Concrete underground': 2100, 'Concrete above ground': 1300 },
  Fencing: { 'Security mesh': 130, 'Timber paling': 150 },
  'Retaining Walls': {
    'Brick 230mm': 520,
    'Brick 350mm': 700,
    'Brick 470mm': 880,
    'Block core filled': 480,
    'Keystone core filled': 420,
    'Precast Concrete light': 400,
    'Precast Concrete heavy': 600,
  },
};

/**
 * Risk Atlas's own estimate: each row's quantity times its rate, in whole dollars, and their total. Rows
 * without a positive quantity, or with an item the rates do not know, are left out (the form validates
 * nothing, so a half-filled row is simply not counted).
 */
export function estimateBuildingCost(request: BuildingCostRequest): BuildingCostEstimate {
  const lines: BuildingCostLine[] = [];
  for (const building of request.buildings) {
    const rate = BUILDING_RATES[building.type];
    if (rate === undefined || !(building.area > 0)) continue;
    lines.push({ label: building.type, quantity: building.area, unit: 'm²', rate, amount: Math.round(building.area * rate) });
  }
  for (const { asset, quantity } of request.assets) {
    const [category, item] = asset.split(': ') as [AssetCategory, string | undefined];
    const rate = item === undefined ? undefined : ASSET_RATES[category]?.[item];
    if (rate === undefined || !(quantity > 0)) continue;
    lines.push({ label: asset, quantity, unit: category === 'Fencing' ? 'm' : 'm²', rate, amount: Math.round(quantity * rate) });
  }
  return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}
