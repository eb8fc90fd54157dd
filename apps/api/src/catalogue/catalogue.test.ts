import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { buildSeedCatalogue } from './build.js';
import { appliesTo } from './content/relevance.js';
import { currentCatalogueVersion, loadCatalogue, searchName } from './load.js';
import type { Catalogue } from './types.js';
import { CatalogueValidationError, validateCatalogue } from './validate.js';

const { catalogue: seed, warnings } = await buildSeedCatalogue();

describe('the seeded catalogue', () => {
  const canonical = seed.industries.filter((industry) => industry.alias_of === null);

  it('has more than 7,000 industries, every one under a real ANZSIC class with provider and UK SIC codes', () => {
    expect(canonical.length).toBeGreaterThan(7000);
    const classes = new Set(
      seed.classifications.filter((node) => node.taxonomy_id === 8 && node.level === 'Class').map((node) => node.code),
    );
    expect(classes.size).toBeGreaterThan(480);
    for (const industry of canonical) {
      expect(classes.has(industry.anzsic_class)).toBe(true);
      expect(industry.codes['8']).toBe(industry.anzsic_class);
      expect(industry.codes['4']).toMatch(new RegExp(`^${industry.anzsic_class}\\d{3}$`));
      expect(industry.codes['12']).toMatch(/^\d{5}$/);
    }
  });

  it('names every industry and alias once (ignoring case): the 12 names once listed under two classes are qualified with each class', () => {
    const names = seed.industries.map((industry) => industry.name.toLowerCase());
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    const cottonGinning = canonical.filter((industry) => industry.name.startsWith('Cotton ginning'));
    expect(cottonGinning.map((industry) => [industry.name, industry.anzsic_class])).toEqual([
      ['Cotton ginning (agricultural service)', '0521'],
      ['Cotton ginning (textile manufacturing)', '1312'],
    ]);
    expect(warnings.filter((warning) => !warning.includes('alias'))).toEqual([]);
  });

  it('has the real ANZSIC 2006 divisions A to S and known classes with their real titles', () => {
    const nodes = new Map(seed.classifications.filter((node) => node.taxonomy_id === 8).map((node) => [node.code, node.name]));
    expect(
      seed.classifications
        .filter((node) => node.level === 'Division')
        .map((node) => node.code)
        .sort()
        .join(''),
    ).toBe('ABCDEFGHIJKLMNOPQRS');
    expect(nodes.get('E')).toBe('Construction');
    expect(nodes.get('4511')).toBe('Cafes and Restaurants');
    expect(nodes.get('8531')).toBe('Dental Services');
    expect(nodes.get('3231')).toBe('Plumbing Services');
  });

  it('contains the names brokers type, and aliases that point at a canonical industry', () => {
    const names = new Set(canonical.map((industry) => industry.name));
    for (const name of ['Bakery (baking on premises)', 'Coffee shop']) expect(names).toContain(name);
    expect([...names].some((name) => /^Plumber - /.test(name))).toBe(true);
    expect([...names].some((name) => /dental surgery/i.test(name))).toBe(true);
    const aliases = seed.industries.filter((industry) => industry.alias_of !== null);
    expect(aliases.length).toBeGreaterThan(500);
    const ids = new Map(seed.industries.map((industry) => [industry.id, industry]));
    for (const alias of aliases) expect(ids.get(alias.alias_of!)!.alias_of).toBeNull();
  });

  it('passes its own published schema, and the build is deterministic', async () => {
    expect(() => validateCatalogue(seed)).not.toThrow();
    const again = await buildSeedCatalogue();
    expect(again.catalogue).toEqual(seed);
    expect(warnings.length).toBeLessThan(100);
  });
});

describe('validateCatalogue', () => {
  const small = (): Catalogue =>
    structuredClone({
      ...seed,
      industries: seed.industries.filter((industry) => industry.anzsic_class === '1174'),
    });

  it('lists the first problems by path', () => {
    const broken = small() as unknown as { industries: Record<string, unknown>[]; extra?: boolean };
    broken.industries[0]!.name = '';
    broken.industries[1]!.hazard = [{ class_id: 1, rating: 140, comment: '' }];
    broken.extra = true;
    try {
      validateCatalogue(broken);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(CatalogueValidationError);
      const problems = (error as CatalogueValidationError).problems;
      expect(problems).toContain('/ must NOT have additional properties (extra)');
      expect(problems).toContain('/industries/0/name must NOT have fewer than 1 characters');
      expect(problems).toContain('/industries/1/hazard/0/rating must be <= 100');
    }
  });

  it('catches references a schema cannot: unknown classes, dangling aliases, repeated ids', () => {
    const broken = small();
    broken.industries[0]!.anzsic_class = '9998';
    broken.industries[1]!.alias_of = 1;
    broken.industries[2]!.id = broken.industries[3]!.id;
    expect(() => validateCatalogue(broken)).toThrow(/ANZSIC class 9998 is not in the classifications[\s\S]*alias_of 1 does not exist/);
  });
});

describe('loadCatalogue', () => {
  it('replaces the catalogue as a whole, and leaves it untouched when a load fails part-way', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrate(db);
      const first = structuredClone({
        ...seed,
        version: 'import-1',
        industries: seed.industries.filter((industry) => industry.anzsic_class.startsWith('11')),
      });
      await loadCatalogue(db, first);
      const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM industries')).rows[0]!.n;
      expect(await count()).toBe(first.industries.length);
      // An industry whose hazard row names a class that does not exist violates a foreign key late in the load.
      const failing = structuredClone({ ...first, version: 'import-2' });
      failing.industries[failing.industries.length - 1]!.hazard = [{ class_id: 999, rating: 5, comment: '' }];
      await expect(loadCatalogue(db, failing)).rejects.toThrow();
      expect(await count()).toBe(first.industries.length);
      expect(await currentCatalogueVersion(db)).toBe('import-1');
    } finally {
      await db.close();
    }
  });
});

describe('the seeded content libraries', () => {
  const bakery = { division: 'C', anzsicClass: '1174', searchName: searchName('Bakery (baking on premises)') };
  const bank = { division: 'K', anzsicClass: '6221', searchName: searchName('Bank - retail branch') };
  const ratedClassIds = [...Array(16).keys()].map((index) => index + 1);

  it('has checklist questions of every type for every rated class, and each industry gets its own set', () => {
    for (const classId of ratedClassIds) {
      const types = new Set(seed.checklist_items.filter((item) => item.class_id === classId).map((item) => item.type));
      expect([...types].sort()).toEqual(['Core', 'General', 'Key']);
    }
    const forBakery = seed.checklist_items.filter((item) => appliesTo(item, bakery)).map((item) => item.id);
    const forBank = seed.checklist_items.filter((item) => appliesTo(item, bank)).map((item) => item.id);
    expect(forBakery).not.toEqual(forBank);
    expect(seed.checklist_items.length).toBeGreaterThan(300);
  });

  it('gives a bakery property damage exposures a bank does not have', () => {
    const propertyDamage = seed.exposures.filter((exposure) => exposure.class_id === 1);
    const bakeryOnly = propertyDamage.filter((exposure) => appliesTo(exposure, bakery) && !appliesTo(exposure, bank));
    expect(bakeryOnly.length).toBeGreaterThan(0);
    for (const classId of ratedClassIds) expect(seed.exposures.some((exposure) => exposure.class_id === classId)).toBe(true);
    expect(seed.materials_equipment.filter((material) => appliesTo(material, bakery)).length).toBeGreaterThan(5);
  });

  it('has Mark IV and Mark V endorsements with HTML text, and short courses whose questions have one right answer', () => {
    expect(new Set(seed.endorsements.map((endorsement) => endorsement.mark))).toEqual(new Set(['Mark IV', 'Mark V']));
    expect(seed.endorsements.every((endorsement) => endorsement.text.startsWith('<'))).toBe(true);
    expect(seed.courses.length).toBeGreaterThanOrEqual(6);
    for (const course of seed.courses) {
      expect(course.units.length).toBeGreaterThanOrEqual(3);
      expect(course.questions.length).toBeGreaterThanOrEqual(5);
    }
  });
});
