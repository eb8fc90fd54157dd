import { describe, expect, it } from 'vitest';
import { bandOf, rateIndustry } from './hazard-model.js';

const rating = (name: string, division: string, subdivision: string, classId: number) =>
  rateIndustry({ name, division, subdivision }).find((entry) => entry.classId === classId)!.rating;

// "The spec" in these tests means the product rules of docs/product/hazard-index.md.
describe('the hazard model', () => {
  it('uses the spec bands: low 0-25, medium 26-60, high 61-100', () => {
    expect([0, 25, 26, 60, 61, 100].map(bandOf)).toEqual(['low', 'low', 'medium', 'medium', 'high', 'high']);
  });

  it('rates all 16 hazard classes within 0-100, the same way every time', () => {
    const first = rateIndustry({ name: 'Plumber - domestic', division: 'E', subdivision: '32' });
    expect(first.map((entry) => entry.classId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(first.every((entry) => entry.rating >= 0 && entry.rating <= 100)).toBe(true);
    expect(rateIndustry({ name: 'Plumber - domestic', division: 'E', subdivision: '32' })).toEqual(first);
  });

  it("shades by what the industry does: a bakery's property damage is not a bank's", () => {
    expect(rating('Bakery (baking on premises)', 'C', '11', 1)).toBeGreaterThan(rating('Bank - retail branch', 'K', '62', 1) + 30);
    expect(rating('Bank - retail branch', 'K', '62', 3)).toBeGreaterThan(rating('Bakery (baking on premises)', 'C', '11', 3));
    expect(rating('Seafood processing', 'C', '11', 16)).toBeGreaterThan(rating('Biscuit manufacturing', 'C', '11', 16));
    expect(rating('Software developer', 'M', '70', 12)).toBeGreaterThan(60);
  });

  it('writes an HTML comment that names the band and the drivers found in the name', () => {
    const [propertyDamage] = rateIndustry({ name: 'Bakery (baking on premises)', division: 'C', subdivision: '11' });
    expect(propertyDamage!.comment).toContain('<strong>Property Damage</strong>');
    expect(propertyDamage!.comment).toContain('ovens, fryers');
    expect(propertyDamage!.comment).toMatch(/high hazard|medium hazard/);
  });

  it("names the trade's own drivers instead of the band template where the catalogue has them", () => {
    const drivers = (classId: number) => (classId === 1 ? ['ovens and fryers', 'flour dust', 'early starts'] : undefined);
    const [propertyDamage, interruption] = rateIndustry({ name: 'Bakery (baking on premises)', division: 'C', subdivision: '11' }, drivers);
    expect(propertyDamage!.comment).toBe(
      '<p><strong>Property Damage</strong> rates high for bakery (baking on premises). What drives it in this trade: ovens and fryers; flour dust; and early starts.</p>',
    );
    expect(propertyDamage!.comment).not.toContain('expect underwriters');
    // Classes without trade drivers keep the model's comment.
    expect(interruption!.comment).toMatch(/high hazard|medium hazard/);
  });
});
