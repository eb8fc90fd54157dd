import { describe, expect, it } from 'vitest';
import { groupedHazardChart, HAZARD_CHART_MAX_CLASSES } from './report-chart';
import { defaultGrouping, type ClassGroup } from './report-customization';

const entry = (id: number) => ({ id, name: `Class ${String(id)}` });
const entries = [1, 2, 3, 4, 5].map(entry);
const grouping = (recommended: number[], review: number[], consideration: number[]): ClassGroup[] => [
  { id: 'recommended', title: 'Recommended', seq: 0, classes: recommended },
  { id: 'for_review', title: 'Currently insured', seq: 1, classes: review },
  { id: 'for_consideration', title: 'Not currently insured', seq: 2, classes: consideration },
];
const shape = (groups: ReturnType<typeof groupedHazardChart<{ id: number }>>) =>
  groups.map((group) => [group.title, group.entries.map((item) => item.id)]);

// "The spec" in these tests means the product rules of docs/product/reports.md.
describe('groupedHazardChart', () => {
  it('draws each group with its classes in the group order, labelled as the spec names them', () => {
    expect(shape(groupedHazardChart(entries, grouping([3, 1], [5], [2, 4])))).toEqual([
      ['Recommended', [3, 1]],
      ['Currently insured', [5]],
      ['Not currently insured', [2, 4]],
    ]);
  });

  it('keeps the fixed group order whatever order the saved grouping lists them in', () => {
    const [recommended, review, consideration] = grouping([1], [2], [3]);
    expect(shape(groupedHazardChart(entries, [consideration!, recommended!, review!])).map(([title]) => title)).toEqual([
      'Recommended',
      'Currently insured',
      'Not currently insured',
    ]);
  });

  it('leaves empty groups out: the default grouping is one group of every class', () => {
    expect(shape(groupedHazardChart(entries, defaultGrouping([1, 2, 3, 4, 5])))).toEqual([['Recommended', [1, 2, 3, 4, 5]]]);
    expect(shape(groupedHazardChart(entries, grouping([], [2], [])))).toEqual([['Currently insured', [2]]]);
  });

  it('draws nothing without groups or without hazard entries', () => {
    expect(groupedHazardChart(entries, [])).toEqual([]);
    expect(groupedHazardChart([], grouping([1], [2], [3]))).toEqual([]);
  });

  it('skips classes with no hazard entry, and a group that only held such classes', () => {
    expect(shape(groupedHazardChart(entries, grouping([1, 99], [98], [4])))).toEqual([
      ['Recommended', [1]],
      ['Not currently insured', [4]],
    ]);
  });

  it('counts a class placed twice once, in its first group', () => {
    expect(shape(groupedHazardChart(entries, grouping([1, 2], [2, 3], [1])))).toEqual([
      ['Recommended', [1, 2]],
      ['Currently insured', [3]],
    ]);
  });

  it('ignores a group the report does not know (at most three groups)', () => {
    const extra = { id: 'archived', title: 'Archived', seq: 3, classes: [5] } as unknown as ClassGroup;
    expect(shape(groupedHazardChart(entries, [...grouping([1], [2], [3]), extra]))).toEqual([
      ['Recommended', [1]],
      ['Currently insured', [2]],
      ['Not currently insured', [3]],
    ]);
  });

  it('stops at 16 classes, so the later groups lose theirs first', () => {
    const many = Array.from({ length: 20 }, (_, index) => entry(index + 1));
    const ids = many.map((item) => item.id);
    const groups = groupedHazardChart(many, grouping(ids.slice(0, 10), ids.slice(10, 16), ids.slice(16)));
    expect(HAZARD_CHART_MAX_CLASSES).toBe(16);
    expect(shape(groups)).toEqual([
      ['Recommended', ids.slice(0, 10)],
      ['Currently insured', ids.slice(10, 16)],
    ]);
    const spread = groupedHazardChart(many, grouping(ids.slice(0, 14), ids.slice(14, 17), ids.slice(17)));
    expect(shape(spread)).toEqual([
      ['Recommended', ids.slice(0, 14)],
      ['Currently insured', [15, 16]],
    ]);
  });
});
