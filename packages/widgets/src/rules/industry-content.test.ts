import type { Schema } from '@riskatlas/api-client';
import { describe, expect, it } from 'vitest';
import {
  exposureHeading,
  groupChecklist,
  groupEndorsements,
  groupExposures,
  groupIndustryCodes,
  groupMedia,
  indicativeRates,
  paddedClassId,
} from './industry-content';

const taxonomy = (id: number, name: string): Schema<'Taxonomy'> => ({ id, abbr: name, revision: '1', name });

describe('indicativeRates', () => {
  it('is the weighted average of avg by weight to 2 decimals, sorted by country', () => {
    const rates = indicativeRates([
      { country: 'nz', avg: 1, weight: 1 },
      { country: 'au', avg: 1.5, weight: 3 },
      { country: 'au', avg: 2.25, weight: 1 },
      { country: 'nz', avg: 2, weight: 2 },
    ]);
    // au: (4.5 + 2.25) / 4 = 1.6875 → 1.69; nz: (1 + 4) / 3 = 1.666… → 1.67
    expect(rates).toEqual([
      { country: 'au', rate: 1.69, label: '1.69' },
      { country: 'nz', rate: 1.67, label: '1.67' },
    ]);
  });

  it('shows two decimals even for round numbers and leaves out a country without weight', () => {
    expect(
      indicativeRates([
        { country: 'gb', avg: 2, weight: 5 },
        { country: 'au', avg: 3, weight: 0 },
      ]),
    ).toEqual([{ country: 'gb', rate: 2, label: '2.00' }]);
  });
});

describe('groupChecklist', () => {
  it('de-duplicates by id and groups by section name in first-seen order', () => {
    const groups = groupChecklist([
      { id: 1, section_name: 'Fire' },
      { id: 2, section_name: 'Security' },
      { id: 1, section_name: 'Fire' },
      { id: 3, section_name: 'Fire' },
    ]);
    expect(groups).toEqual([
      {
        name: 'Fire',
        items: [
          { id: 1, section_name: 'Fire' },
          { id: 3, section_name: 'Fire' },
        ],
      },
      { name: 'Security', items: [{ id: 2, section_name: 'Security' }] },
    ]);
  });
});

describe('groupEndorsements', () => {
  it('groups by type name, sorted by type', () => {
    const groups = groupEndorsements([
      { type_name: 'Property', code: 'a' },
      { type_name: 'Liability', code: 'b' },
      { type_name: 'Property', code: 'c' },
    ]);
    expect(groups.map((group) => [group.name, group.items.map((item) => item.code)])).toEqual([
      ['Liability', ['b']],
      ['Property', ['a', 'c']],
    ]);
  });
});

describe('groupIndustryCodes', () => {
  it('puts the provider taxonomy first, ANZSIC 2006 second, then the rest', () => {
    const groups = groupIndustryCodes([
      { code: '10710', name: 'Bakery', taxonomy: taxonomy(12, 'UK SIC 2007') },
      { code: '1174', name: 'Bakery Product Manufacturing', taxonomy: taxonomy(8, 'ANZSIC 2006') },
      { code: 'RA-1', name: 'Bakery', taxonomy: taxonomy(4, 'Risk Atlas Industry Code') },
    ]);
    expect(groups.map((group) => group.name)).toEqual(['Risk Atlas Industry Code', 'ANZSIC 2006', 'UK SIC 2007']);
  });
});

describe('groupMedia and paddedClassId', () => {
  it('groups media by the content type before the slash', () => {
    const groups = groupMedia([{ content_type: 'image/png' }, { content_type: 'video/mp4' }, { content_type: 'image/svg+xml' }]);
    expect(groups.map((group) => [group.name, group.items.length])).toEqual([
      ['image', 2],
      ['video', 1],
    ]);
  });

  it('pads a class id to 3 characters', () => {
    expect(paddedClassId(7)).toBe('007');
    expect(paddedClassId(42)).toBe('042');
    expect(paddedClassId(1234)).toBe('1234');
  });
});

describe('groupExposures and exposureHeading', () => {
  it('groups by class in the order sent, and drops a heading that only repeats its class', () => {
    const exposure = (id: number, title: string, name: string) => ({ id, title, insurance_class: { name } });
    const groups = groupExposures([
      exposure(1, 'Property Damage', 'Property Damage'),
      exposure(2, 'Public Liability', 'Public Liability'),
      exposure(3, 'Fryer fires', 'Property Damage'),
    ]);
    expect(groups.map((group) => [group.name, group.items.map((item) => item.id)])).toEqual([
      ['Property Damage', [1, 3]],
      ['Public Liability', [2]],
    ]);
    expect(exposureHeading('Property Damage', ' property  damage ')).toBeNull();
    expect(exposureHeading('Property Damage', 'Fryer fires')).toBe('Fryer fires');
  });
});
