import { describe, expect, it } from 'vitest';
import { buildSeedCatalogue } from './build.js';
import { TAXONOMY } from './types.js';

describe('the seeded ANZSIC 2006 classification', () => {
  it('is complete: 19 divisions, 86 subdivisions, 214 groups and 506 classes, each class with industries', async () => {
    const { catalogue } = await buildSeedCatalogue();
    const anzsic = catalogue.classifications.filter((node) => node.taxonomy_id === TAXONOMY.anzsic);
    const count = (level: string) => anzsic.filter((node) => node.level === level).length;
    expect([count('Division'), count('Subdivision'), count('Group'), count('Class')]).toEqual([19, 86, 214, 506]);
    // The two groups the catalogue once missed, with their four classes.
    expect(anzsic.filter((node) => ['954', '955'].includes(node.parent_code ?? '')).map((node) => node.code)).toEqual([
      '9540',
      '9551',
      '9552',
      '9559',
    ]);
    const classesWithIndustries = new Set(
      catalogue.industries.filter((industry) => industry.alias_of === null).map((industry) => industry.anzsic_class),
    );
    expect(['9540', '9551', '9552', '9559'].every((code) => classesWithIndustries.has(code))).toBe(true);
  });

  it('links every industry to a UK SIC 2007 subclass that the catalogue holds', async () => {
    const { catalogue } = await buildSeedCatalogue();
    const subclasses = new Set(catalogue.classifications.filter((node) => node.taxonomy_id === TAXONOMY.uksic).map((node) => node.code));
    const unlinked = catalogue.industries
      .filter((industry) => industry.alias_of === null)
      .filter((industry) => {
        const code = industry.codes[TAXONOMY.uksic];
        return code === undefined || !/^\d{5}$/.test(code) || !subclasses.has(code);
      })
      .map((industry) => industry.name);
    expect(unlinked).toEqual([]);
  });
});
