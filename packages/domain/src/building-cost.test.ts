import { describe, expect, it } from 'vitest';
import {
  ASSET_CATEGORIES,
  ASSET_RATES,
  BUILDING_TYPES,
  CONSTRUCTION_PERIODS,
  estimateBuildingCost,
  INDUSTRY_OPTIONS,
  printableNotes,
} from './building-cost';

// "The spec" in these tests means the product rules of docs/product/calculators.md.
describe('building cost data', () => {
  it('has the construction-period table exactly as the spec gives it', () => {
    const text = CONSTRUCTION_PERIODS.map((r) => `${r.complexity} ${r.value} => ${r.documentation}, ${r.construction}, ${r.project}`);
    expect(text).toEqual([
      'Simple 1.5-3 => 4-9, 17-26, 21-34',
      'Simple 3-5 => 7-10, 26-43, 32-53',
      'Average 9-15 => 26-34, 43-60, 68-94',
      'Average 25-45 => 34-43, 85-128, 119-170',
      'Average 100-125 => 51-77, 111-136, 162-221',
      'Complex 3 => 12, 26, 37',
      'Complex 4-8 => 15-21, 34-51, 49-72',
      'Complex 15-25 => 43-51, 51-68, 94-119',
      'Complex 50-100 => 68-85, 128-170, 196-255',
    ]);
  });

  it('offers the spec options', () => {
    expect(BUILDING_TYPES).toHaveLength(4);
    expect(INDUSTRY_OPTIONS).toContain('Clubs/Hotels/Motels');
    expect(ASSET_CATEGORIES.map((c) => c.category)).toEqual(['Carpark', 'Fencing', 'Retaining Walls']);
  });

  it('leaves web-only notes out of print', () => {
    expect(
      printableNotes([
        { webOnly: true, id: 1 },
        { webOnly: false, id: 2 },
      ]),
    ).toEqual([{ webOnly: false, id: 2 }]);
  });

  it('prices every building type and every fencing, carpark and retaining-wall item', () => {
    for (const group of ASSET_CATEGORIES) {
      for (const item of group.items) expect(ASSET_RATES[group.category][item]).toBeGreaterThan(0);
    }
    for (const type of BUILDING_TYPES) {
      expect(estimateBuildingCost({ location: '', industry: '', buildings: [{ type, area: 1 }], assets: [] }).total).toBeGreaterThan(0);
    }
  });

  it('estimates each row as quantity times rate in whole dollars, and totals them', () => {
    const estimate = estimateBuildingCost({
      location: 'Dubbo NSW',
      industry: 'Agricultural',
      buildings: [
        { type: 'Shearing Shed', area: 240 },
        { type: 'Hay Shed (open)', area: 0 },
      ],
      assets: [
        { asset: 'Fencing: Timber paling', quantity: 120.5 },
        { asset: 'Carpark: Bitumen open', quantity: 400 },
        { asset: '', quantity: 50 },
      ],
    });
    expect(estimate.lines).toEqual([
      { label: 'Shearing Shed', quantity: 240, unit: 'm²', rate: 900, amount: 216_000 },
      { label: 'Fencing: Timber paling', quantity: 120.5, unit: 'm', rate: 150, amount: 18_075 },
      { label: 'Carpark: Bitumen open', quantity: 400, unit: 'm²', rate: 85, amount: 34_000 },
    ]);
    expect(estimate.total).toBe(268_075);
  });
});
