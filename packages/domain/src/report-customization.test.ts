import { describe, expect, it } from 'vitest';
import {
  answerChecklistQuestion,
  checklistNeedsLoading,
  defaultGrouping,
  dropClass,
  editUnderwriterClass,
  effectiveGrouping,
  moveClass,
  moveTargets,
  shouldSaveName,
  storedEditorHtml,
  toggleChecklistQuestion,
  toggleUnderwriterClass,
  withComment,
  type ClassGroup,
  type UnderwriterClass,
} from './report-customization';
import { parseSection } from './customization-content';

const grouping = (recommended: number[], forReview: number[] = [], forConsideration: number[] = []): ClassGroup[] => [
  { id: 'recommended', title: 'Recommended', classes: recommended, seq: 0 },
  { id: 'for_review', title: 'Currently insured', classes: forReview, seq: 1 },
  { id: 'for_consideration', title: 'Not currently insured', classes: forConsideration, seq: 2 },
];

const classes = (value: ClassGroup[] | null) => value?.map((group) => group.classes) ?? null;

// "The spec" in these tests means the product rules of docs/product/reports.md.
describe('effectiveGrouping', () => {
  it('puts every class in recommended for a pristine customisation, whatever was saved', () => {
    expect(classes(effectiveGrouping(grouping([1], [2], [3]), true, [1, 2, 3]))).toEqual([[1, 2, 3], [], []]);
  });

  it('falls back to the default for a missing, empty, or all-empty grouping', () => {
    expect(classes(effectiveGrouping(null, false, [1, 2]))).toEqual([[1, 2], [], []]);
    expect(classes(effectiveGrouping([], false, [1, 2]))).toEqual([[1, 2], [], []]);
    expect(classes(effectiveGrouping(grouping([], [], []), false, [1, 2]))).toEqual([[1, 2], [], []]);
  });

  it("keeps a saved grouping, in the fixed group order, with the spec's titles and seq", () => {
    const saved = [...grouping([2], [3], [1])].reverse();
    expect(effectiveGrouping(saved, false, [1, 2, 3])).toEqual(grouping([2], [3], [1]));
  });

  it('drops classes the industry no longer has and recommends classes the save does not place', () => {
    expect(classes(effectiveGrouping(grouping([9], [2], [1]), false, [1, 2, 4]))).toEqual([[4], [2], [1]]);
  });
});

describe('moveClass', () => {
  it('moves a class to the end of another group', () => {
    expect(classes(moveClass(grouping([1, 2], [3]), 1, 'for_review'))).toEqual([[2], [3, 1], []]);
  });

  it('moves a class to a position inside another group', () => {
    expect(classes(moveClass(grouping([1, 2], [3, 4]), 2, 'for_review', 1))).toEqual([[1], [3, 2, 4], []]);
  });

  it('reorders within a group', () => {
    expect(classes(moveClass(grouping([1, 2, 3]), 3, 'recommended', 0))).toEqual([[3, 1, 2], [], []]);
  });

  it('answers null (nothing to save) for the same place or an unknown class', () => {
    expect(moveClass(grouping([1, 2]), 2, 'recommended')).toBeNull();
    expect(moveClass(grouping([1, 2]), 1, 'recommended', 0)).toBeNull();
    expect(moveClass(grouping([1, 2]), 7, 'for_review')).toBeNull();
  });

  it('does not change the grouping it is given', () => {
    const before = grouping([1, 2]);
    moveClass(before, 1, 'for_consideration');
    expect(classes(before)).toEqual([[1, 2], [], []]);
  });
});

describe('dropClass', () => {
  it('drops on a group: the end of that group', () => {
    expect(classes(dropClass(grouping([1, 2], [3]), 1, 'for_consideration'))).toEqual([[2], [3], [1]]);
  });

  it("drops on a class: that class's place", () => {
    expect(classes(dropClass(grouping([1, 2], [3, 4]), 1, 4))).toEqual([[2], [3, 1, 4], []]);
  });

  it('does nothing for a drop outside every group, on itself, or back where it was', () => {
    expect(dropClass(grouping([1, 2]), 1, null)).toBeNull();
    expect(dropClass(grouping([1, 2]), 1, 1)).toBeNull();
    expect(dropClass(grouping([1, 2]), 2, 'recommended')).toBeNull();
  });
});

describe('moveTargets', () => {
  it("offers every group but the class's own", () => {
    expect(moveTargets(grouping([1], [2]), 2).map((group) => group.title)).toEqual(['Recommended', 'Not currently insured']);
  });
});

describe('comments and editor HTML', () => {
  it('stores an empty editor as an empty string, and anything else as written', () => {
    expect(storedEditorHtml('<p></p>')).toBe('');
    expect(storedEditorHtml('<p><br></p>')).toBe('');
    expect(storedEditorHtml('')).toBe('');
    expect(storedEditorHtml('<p><strong>Ovens</strong></p>')).toBe('<p><strong>Ovens</strong></p>');
    expect(storedEditorHtml('<ul><li><p></p></li></ul>')).toBe('<ul><li><p></p></li></ul>');
  });

  it('replaces one class\'s comment in place, adds a new one, and keeps an emptied one as ""', () => {
    const comments = [
      { id: 1, comment: '<p>a</p>' },
      { id: 2, comment: '<p>b</p>' },
    ];
    expect(withComment(comments, 1, '<p>c</p>')).toEqual([
      { id: 1, comment: '<p>c</p>' },
      { id: 2, comment: '<p>b</p>' },
    ]);
    expect(withComment(comments, 3, '<p>d</p>')).toEqual([...comments, { id: 3, comment: '<p>d</p>' }]);
    expect(withComment(comments, 2, '')).toEqual([
      { id: 1, comment: '<p>a</p>' },
      { id: 2, comment: '' },
    ]);
  });

  it('reads a saved section, and null for a missing or unreadable one', () => {
    const saved = [
      { section: 'hazard_index', customization: '{"grouping":[],"comments":[]}' },
      { section: 'hazard_index_underwriter', customization: '{' },
    ];
    expect(parseSection(saved, 'hazard_index')).toEqual({ grouping: [], comments: [] });
    expect(parseSection(saved, 'hazard_index_underwriter')).toBeNull();
    expect(parseSection([], 'hazard_index')).toBeNull();
  });
});

describe('underwriter classes', () => {
  const touched: UnderwriterClass = { id: 2, comments: '<p>seen</p>', checklist: [], checked: true };

  it('a click selects a class not selected yet', () => {
    expect(toggleUnderwriterClass([], 1)).toEqual([{ id: 1, comments: '', checklist: [], checked: true }]);
  });

  it('a second click drops a class with nothing written for it', () => {
    expect(toggleUnderwriterClass(toggleUnderwriterClass([], 1), 1)).toEqual([]);
  });

  it('keeps a class with comments or answers, unchecked, and a later click selects it again', () => {
    const answered: UnderwriterClass = { id: 3, comments: '', checklist: [{ questionId: 9, question: 'Sprinklers?' }], checked: true };
    const unchecked = toggleUnderwriterClass(toggleUnderwriterClass([touched, answered], 2), 3);
    expect(unchecked).toEqual([
      { ...touched, checked: false },
      { ...answered, checked: false },
    ]);
    expect(toggleUnderwriterClass(unchecked, 2)[0]).toEqual(touched);
  });

  it('editing an unselected class keeps it unchecked while it has content, and drops it when emptied', () => {
    const edited = editUnderwriterClass([], 4, { comments: '<p>note</p>' });
    expect(edited).toEqual([{ id: 4, comments: '<p>note</p>', checklist: [], checked: false }]);
    expect(editUnderwriterClass(edited, 4, { comments: '' })).toEqual([]);
    expect(editUnderwriterClass([touched], 2, { comments: '' })).toEqual([{ ...touched, comments: '' }]);
  });

  it('chooses a question without an answer, answers it, and Cancel removes it', () => {
    const chosen = toggleChecklistQuestion([], { id: 9, title: 'Sprinklers?' });
    expect(chosen).toEqual([{ questionId: 9, question: 'Sprinklers?', answer: '' }]);
    expect(answerChecklistQuestion(chosen, 9, 'Yes')).toEqual([{ questionId: 9, question: 'Sprinklers?', answer: 'Yes' }]);
    expect(toggleChecklistQuestion(chosen, { id: 9, title: 'Sprinklers?' })).toEqual([]);
  });
});

describe('shouldSaveName', () => {
  it('saves a changed name only once the customisation is not pristine', () => {
    expect(shouldSaveName(true, 'Crusty Loaves', '')).toBe(false);
    expect(shouldSaveName(false, 'Crusty Loaves', '')).toBe(true);
    expect(shouldSaveName(false, 'Crusty Loaves', 'Crusty Loaves')).toBe(false);
  });
});

it('the default grouping recommends every class', () => {
  expect(classes(defaultGrouping([5, 6]))).toEqual([[5, 6], [], []]);
});

describe('checklistNeedsLoading', () => {
  const question = (classId: number) => ({ insurance_class: { id: classId } });
  it('loads the checklist while the questions on hand cover fewer than two classes', () => {
    expect(checklistNeedsLoading(undefined)).toBe(true);
    expect(checklistNeedsLoading([])).toBe(true);
    expect(checklistNeedsLoading([question(1), question(1)])).toBe(true);
    expect(checklistNeedsLoading([question(1), question(2)])).toBe(false);
  });
});
