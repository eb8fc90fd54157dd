/**
 * The report customisation rules (docs/product/reports.md#building-a-report): the tailored report's three class
 * groups, where a drop or a "Move to…" choice puts a class, the fallback for a pristine or empty
 * grouping, the underwriter's class toggle, and how an editor's HTML is stored. Pure functions: the
 * widgets only render and save what these return.
 */

import type { ChecklistAnswer, ClassComment, ClassGroup, GroupId, UnderwriterClass } from './customization-content';

export type {
  ChecklistAnswer,
  ClassComment,
  ClassGroup,
  GroupId,
  HazardIndexCustomization,
  UnderwriterClass,
  UnderwriterCustomization,
} from './customization-content';

/** The three groups in their fixed order, with the labels docs/product/reports.md gives them. */
export const REPORT_GROUPS: readonly { id: GroupId; title: string; seq: number }[] = [
  { id: 'recommended', title: 'Recommended', seq: 0 },
  { id: 'for_review', title: 'Currently insured', seq: 1 },
  { id: 'for_consideration', title: 'Not currently insured', seq: 2 },
];

export const reportCustomizationCopy = {
  saved: 'Saved',
  defaultInsuredBusinessName: 'Insured Business Name',
} as const;

/** Comment and name saves wait for this pause in typing (docs/product/reports.md#saving). */
export const REPORT_SAVE_DEBOUNCE_MS = 500;

export const isGroupId = (value: unknown): value is GroupId => REPORT_GROUPS.some((group) => group.id === value);

/** All classes recommended, the other groups empty: the grouping of a report nobody has tailored. */
export function defaultGrouping(classIds: readonly number[]): ClassGroup[] {
  return REPORT_GROUPS.map((group) => ({ ...group, classes: group.id === 'recommended' ? [...classIds] : [] }));
}

/**
 * The grouping to show: the default when the customisation is pristine or its grouping empty (docs/product/reports.md#class-groups);
 * otherwise the saved one, in the fixed group order, keeping only the industry's classes, with any class
 * it does not place (new since the save) appended to recommended.
 */
export function effectiveGrouping(
  saved: readonly ClassGroup[] | null | undefined,
  pristine: boolean,
  classIds: readonly number[],
): ClassGroup[] {
  const placedAny = saved?.some((group) => group.classes.length > 0) ?? false;
  if (pristine || !saved || !placedAny) return defaultGrouping(classIds);
  const known = new Set(classIds);
  const placed = new Set<number>();
  const grouping = REPORT_GROUPS.map((group) => {
    const classes = (saved.find((entry) => entry.id === group.id)?.classes ?? []).filter((id) => known.has(id) && !placed.has(id));
    classes.forEach((id) => placed.add(id));
    return { ...group, classes };
  });
  grouping[0]!.classes.push(...classIds.filter((id) => !placed.has(id)));
  return grouping;
}

/** The group holding a class, or null. */
export function groupOf(grouping: readonly ClassGroup[], classId: number): GroupId | null {
  return grouping.find((group) => group.classes.includes(classId))?.id ?? null;
}

/**
 * Moves a class to `index` of group `to` (the end when the index is missing or past it). Null when
 * nothing would change (the same place, or a class or group not in the grouping): nothing to save.
 */
export function moveClass(grouping: readonly ClassGroup[], classId: number, to: GroupId, index?: number): ClassGroup[] | null {
  const from = groupOf(grouping, classId);
  const target = grouping.find((group) => group.id === to);
  if (!from || !target) return null;
  const without = grouping.map((group) => ({ ...group, classes: group.classes.filter((id) => id !== classId) }));
  const destination = without.find((group) => group.id === to)!;
  const at = index === undefined ? destination.classes.length : Math.max(0, Math.min(index, destination.classes.length));
  destination.classes.splice(at, 0, classId);
  const unchanged = without.every((group, position) => sameOrder(group.classes, grouping[position]!.classes));
  return unchanged ? null : without;
}

const sameOrder = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * Where a drag ends (`over`: a group's id, a class id, or null outside every group), as the new grouping,
 * or null when the drop changes nothing: outside any group or at the same place (docs/product/reports.md#drag-and-drop).
 */
export function dropClass(grouping: readonly ClassGroup[], classId: number, over: GroupId | number | null): ClassGroup[] | null {
  if (over === null || over === classId) return null;
  if (isGroupId(over)) return moveClass(grouping, classId, over);
  const to = groupOf(grouping, over);
  if (!to) return null;
  const index = grouping.find((group) => group.id === to)!.classes.indexOf(over);
  return moveClass(grouping, classId, to, index);
}

/** The groups a class can be moved to with "Move to…": every group but its own. */
export function moveTargets(grouping: readonly ClassGroup[], classId: number): { id: GroupId; title: string }[] {
  const current = groupOf(grouping, classId);
  return grouping.filter((group) => group.id !== current).map(({ id, title }) => ({ id, title }));
}

/** A class's comment, or ''. */
export const commentOf = (comments: readonly ClassComment[], classId: number) =>
  comments.find((entry) => entry.id === classId)?.comment ?? '';

/** The comments with one class's comment replaced (an emptied one is kept as "", as the editor stores it). */
export function withComment(comments: readonly ClassComment[], classId: number, comment: string): ClassComment[] {
  return comments.some((entry) => entry.id === classId)
    ? comments.map((entry) => (entry.id === classId ? { id: classId, comment } : entry))
    : [...comments, { id: classId, comment }];
}

/** What an editor's HTML is stored as: an empty editor (only empty paragraphs) is "" (docs/product/reports.md#comment-editor). */
export function storedEditorHtml(html: string): string {
  const withoutEmptyParagraphs = html.replace(/<p>(?:\s|&nbsp;|<br\s*\/?>)*<\/p>/gi, '').trim();
  return withoutEmptyParagraphs === '' ? '' : html;
}

/** A class the underwriter has touched is kept only while it is checked or carries comments or answers. */
const worthKeeping = (entry: UnderwriterClass) => entry.checked || entry.comments !== '' || entry.checklist.length > 0;

/**
 * An underwriter's click on a class (docs/product/reports.md#underwriter-report): it flips the class's selection; a class unselected with
 * no comments and no checklist is dropped, one with either is kept, unchecked.
 */
export function toggleUnderwriterClass(classes: readonly UnderwriterClass[], classId: number): UnderwriterClass[] {
  const existing = classes.find((entry) => entry.id === classId);
  const toggled = existing
    ? classes.map((entry) => (entry.id === classId ? { ...entry, checked: !entry.checked } : entry))
    : [...classes, { id: classId, comments: '', checklist: [], checked: true }];
  return toggled.filter(worthKeeping);
}

/** The underwriter's classes after editing one class's comments and answers (kept unchecked when not selected). */
export function editUnderwriterClass(
  classes: readonly UnderwriterClass[],
  classId: number,
  change: Partial<Pick<UnderwriterClass, 'comments' | 'checklist'>>,
): UnderwriterClass[] {
  const existing = classes.find((entry) => entry.id === classId);
  const edited = { ...(existing ?? { id: classId, comments: '', checklist: [], checked: false }), ...change };
  const next = existing ? classes.map((entry) => (entry.id === classId ? edited : entry)) : [...classes, edited];
  return next.filter(worthKeeping);
}

/** Chooses a checklist question, or un-chooses it when chosen (Add Answer / Cancel). */
export function toggleChecklistQuestion(checklist: readonly ChecklistAnswer[], question: { id: number; title: string }): ChecklistAnswer[] {
  return checklist.some((entry) => entry.questionId === question.id)
    ? checklist.filter((entry) => entry.questionId !== question.id)
    : [...checklist, { questionId: question.id, question: question.title, answer: '' }];
}

/** The checklist with one chosen question's answer replaced. */
export function answerChecklistQuestion(checklist: readonly ChecklistAnswer[], questionId: number, answer: string): ChecklistAnswer[] {
  return checklist.map((entry) => (entry.questionId === questionId ? { ...entry, answer } : entry));
}

/** The name is saved only once the customisation is no longer pristine (docs/product/reports.md#insured-business-name). */
export const shouldSaveName = (pristine: boolean, name: string, savedName: string) => !pristine && name !== savedName;

/**
 * Whether the builder fetches the Key checklist itself (docs/product/reports.md#checklist-answers): only while the questions it was
 * given cover fewer than two insurance classes.
 */
export function checklistNeedsLoading(questions: readonly { insurance_class: { id: number } }[] | null | undefined): boolean {
  return new Set((questions ?? []).map((question) => question.insurance_class.id)).size < 2;
}

/** The empty checklist's text (docs/product/reports.md#checklist-answers). */
export const EMPTY_CHECKLIST_MESSAGE = 'no content';
