import { describe, expect, it } from 'vitest';
import type { ChecklistItemRow, ExposureRow } from '../../db/rows.js';
import { searchName } from '../load.js';
import { ContentIndex, TRADE_LINES_ENOUGH } from './industry-content.js';
import { parseRelevance } from './relevance.js';

const bakery = { id: 1, division: 'C', anzsicClass: '1174', searchName: searchName('Bakery (baking on premises)') };
const printer = { id: 2, division: 'C', anzsicClass: '1611', searchName: searchName('Commercial printing') };

let nextId = 1;
const exposure = (classId: number, relevance: string, text: string): ExposureRow => ({
  id: nextId++,
  class_id: classId,
  text,
  ...parseRelevance(relevance),
});
const key = (classId: number, relevance: string, title: string): ChecklistItemRow => ({
  id: nextId++,
  class_id: classId,
  type: 'Key',
  section: 'S',
  title,
  ...parseRelevance(relevance),
});

function index(exposures: ExposureRow[], checklistItems: ChecklistItemRow[] = []) {
  return new ContentIndex({ exposures, checklistItems, materialsEquipment: [], endorsements: [] });
}

describe("an industry's content lists", () => {
  it('put class, subdivision and name-word lines before division-wide and everyone lines', () => {
    // Three trade lines: under TRADE_LINES_ENOUGH, so the line for everyone stays.
    const lines = [
      exposure(1, '*', 'everyone'),
      exposure(1, 'C', 'division'),
      exposure(1, '11', 'subdivision'),
      exposure(1, '1174', 'class'),
      exposure(1, '~bak', 'word'),
      exposure(1, 'K', 'banks only'),
    ];
    expect(
      index(lines)
        .for(bakery)
        .exposures.map((row) => row.text),
    ).toEqual(['class', 'subdivision', 'word', 'division', 'everyone']);
    expect(
      index(lines)
        .for(printer)
        .exposures.map((row) => row.text),
    ).toEqual(['division', 'everyone']);
  });

  it("drop a class's lines for everyone once the trade has enough of its own, and keep them elsewhere", () => {
    const trade = Array.from({ length: TRADE_LINES_ENOUGH }, (_, n) => exposure(1, '117', `bakery line ${n}`));
    const lines = [exposure(1, '*', 'property for everyone'), exposure(2, '*', 'interruption for everyone'), ...trade];
    const forBakery = index(lines)
      .for(bakery)
      .exposures.map((row) => row.text);
    expect(forBakery).not.toContain('property for everyone');
    expect(forBakery).toContain('interruption for everyone');
    expect(
      index(lines.slice(0, -1))
        .for(bakery)
        .exposures.map((row) => row.text),
    ).toContain('property for everyone');
    expect(
      index(lines)
        .for(printer)
        .exposures.map((row) => row.text),
    ).toEqual(['property for everyone', 'interruption for everyone']);
  });

  it('apply the same rule to Key checklist questions', () => {
    const questions = [key(1, '*', 'Alarm?'), ...Array.from({ length: TRADE_LINES_ENOUGH }, (_, n) => key(1, '1174', `Oven ${n}?`))];
    expect(
      index([], questions)
        .for(bakery)
        .checklist.map((row) => row.title),
    ).not.toContain('Alarm?');
    expect(
      index([], questions)
        .for(printer)
        .checklist.map((row) => row.title),
    ).toEqual(['Alarm?']);
  });
});
