import { describe, expect, it } from 'vitest';
import { addCompareId, COMPARE_MAX, compareHazard, parseCompareIds, sharedAndUnique } from './compare';

const line = (id: number) => ({ id, title: `Line ${String(id)}` });

describe('sharedAndUnique', () => {
  it('splits two industries into shared and each one’s own, in first-seen order', () => {
    const result = sharedAndUnique(
      [
        { industryId: 1, items: [line(3), line(1), line(2)] },
        { industryId: 2, items: [line(2), line(4), line(3)] },
      ],
      (item) => item.id,
    );
    expect(result.shared.map((item) => item.id)).toEqual([3, 2]);
    expect(result.partly).toEqual([]);
    expect(result.unique).toEqual([
      { industryId: 1, items: [line(1)] },
      { industryId: 2, items: [line(4)] },
    ]);
  });

  it('keeps lines several but not all industries have apart, naming the industries', () => {
    const result = sharedAndUnique(
      [
        { industryId: 1, items: [line(1), line(2)] },
        { industryId: 2, items: [line(1), line(2)] },
        { industryId: 3, items: [line(1), line(5)] },
      ],
      (item) => item.id,
    );
    expect(result.shared.map((item) => item.id)).toEqual([1]);
    expect(result.partly).toEqual([{ item: line(2), industryIds: [1, 2] }]);
    expect(result.unique.map((list) => list.items.map((item) => item.id))).toEqual([[], [], [5]]);
  });

  it('counts a line an industry lists twice once', () => {
    const result = sharedAndUnique(
      [
        { industryId: 1, items: [line(1), line(1)] },
        { industryId: 2, items: [line(2)] },
      ],
      (item) => item.id,
    );
    expect(result.shared).toEqual([]);
    expect(result.unique[0]?.items).toEqual([line(1)]);
  });

  it('calls nothing shared for a single industry', () => {
    const result = sharedAndUnique([{ industryId: 1, items: [line(1)] }], (item) => item.id);
    expect(result.shared).toEqual([]);
    expect(result.unique[0]?.items).toEqual([line(1)]);
  });
});

describe('compareHazard', () => {
  it('puts the classes the industries differ most on first, ties in catalogue order, gaps as null', () => {
    const rows = compareHazard([
      [
        { id: 1, name: 'Property', rating: 70 },
        { id: 2, name: 'Liability', rating: 40 },
        { id: 3, name: 'Motor', rating: 10 },
      ],
      [
        { id: 1, name: 'Property', rating: 20 },
        { id: 2, name: 'Liability', rating: 40 },
        { id: 4, name: 'Cyber', rating: 90 },
      ],
    ]);
    expect(rows.map((row) => [row.name, row.spread])).toEqual([
      ['Property', 50],
      ['Liability', 0],
      ['Motor', 0],
      ['Cyber', 0],
    ]);
    expect(rows[2]?.ratings).toEqual([10, null]);
  });
});

describe('parseCompareIds', () => {
  it('reads comma-separated ids, dropping junk and repeats, up to the maximum', () => {
    expect(parseCompareIds('15468, 21383,abc,0,-3,15468,1.5,99999999999')).toEqual([15468, 21383]);
    expect(parseCompareIds('1,2,3,4,5')).toHaveLength(COMPARE_MAX);
    expect(parseCompareIds(null)).toEqual([]);
    expect(parseCompareIds('')).toEqual([]);
  });
});

describe('addCompareId', () => {
  it('adds a new industry at the end, never twice and never past the maximum', () => {
    expect(addCompareId([1], 2)).toEqual([1, 2]);
    expect(addCompareId([1, 2], 1)).toEqual([1, 2]);
    expect(addCompareId([1, 2, 3, 4], 5)).toEqual([1, 2, 3, 4]);
  });
});
