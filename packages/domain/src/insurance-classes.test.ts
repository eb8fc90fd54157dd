import { describe, expect, it } from 'vitest';
import {
  classActive,
  classIconSlug,
  classRoute,
  classShownInCountry,
  filterHazardIndexEntries,
  filterInsuranceClasses,
} from './insurance-classes';

const classes = [
  { id: 1, slug: 'property_damage', personal: false },
  { id: 2, slug: 'core', personal: false },
  { id: 3, slug: 'employer_liability', personal: false },
  { id: 4, slug: 'employer_liability_workers_compensation', personal: false },
  { id: 5, slug: 'home_contents', personal: true },
  { id: 6, slug: 'cyber_risks', personal: false },
];
const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe('filterInsuranceClasses', () => {
  it('leaves out core in au but keeps the employer classes', () => {
    expect(ids(filterInsuranceClasses(classes, { country: 'au' }))).toEqual([1, 3, 4, 6]);
  });

  it.each(['nz', 'gb', 'others'] as const)('leaves out core and both employer classes in %s', (country) => {
    expect(ids(filterInsuranceClasses(classes, { country }))).toEqual([1, 6]);
  });

  it('leaves personal lines out of the non-personal list and lists only them when asked', () => {
    expect(ids(filterInsuranceClasses(classes, { country: 'au' }))).not.toContain(5);
    expect(ids(filterInsuranceClasses(classes, { country: 'au', personal: true }))).toEqual([5]);
  });
});

describe('filterHazardIndexEntries', () => {
  it('shows every entry in au, core included', () => {
    expect(ids(filterHazardIndexEntries(classes, 'au'))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('leaves out core and both employer classes elsewhere', () => {
    expect(ids(filterHazardIndexEntries(classes, 'nz'))).toEqual([1, 5, 6]);
    expect(classShownInCountry('employer_liability', 'gb')).toBe(false);
  });
});

describe('classActive', () => {
  it('is active for everyone when the user is not restricted', () => {
    expect(classActive(6, null)).toBe(true);
  });

  it('is active for a restricted user only when the class is in documents_assessments', () => {
    expect(classActive(1, [1, 3])).toBe(true);
    expect(classActive(6, [1, 3])).toBe(false);
    expect(classActive(6, [])).toBe(false);
  });
});

describe('class routes and icons', () => {
  it('turns underscores into hyphens', () => {
    expect(classRoute('marine_including_inland_transit')).toBe('marine-including-inland-transit');
  });

  it('gives the listed slugs their own icon and others none', () => {
    expect(classIconSlug('cyber_risks')).toBe('cyber_risks');
    expect(classIconSlug('core')).toBeNull();
  });
});
