import type { components } from '@riskatlas/contract';
import { badRequest } from '../errors.js';
import { jsonDepthExceeds } from '../json-depth.js';
import { containsMarkup } from '../users/plain-text.js';
import { cleanRichText } from '../users/rich-text.js';

type SectionCustomization = components['schemas']['ReportSectionCustomization'];

/** The tailored report's groups (docs/product/reports.md#class-groups): each id has its fixed place. */
export const GROUP_SEQ = { recommended: 0, for_review: 1, for_consideration: 2 } as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isClassId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isString = (value: unknown): value is string => typeof value === 'string';

/** Why a `hazard_index` customisation is not the spec's shape (grouping and comments), or null. */
function hazardIndexProblem(value: Record<string, unknown>): string | null {
  const { grouping, comments } = value;
  if (!Array.isArray(grouping) || grouping.length > 3) return 'grouping must be a list of at most three groups';
  const seen = new Set<string>();
  for (const group of grouping) {
    if (!isObject(group) || !isString(group.id) || !(group.id in GROUP_SEQ)) return 'a group id must be recommended, for_review or for_consideration';
    if (seen.has(group.id)) return `group ${group.id} appears twice`;
    seen.add(group.id);
    if (group.seq !== GROUP_SEQ[group.id as keyof typeof GROUP_SEQ]) return `group ${group.id} must have seq ${GROUP_SEQ[group.id as keyof typeof GROUP_SEQ]}`;
    if (!isString(group.title)) return 'a group needs a title';
    if (containsMarkup(group.title)) return 'a group title must be plain text, without HTML tags';
    if (!Array.isArray(group.classes) || !group.classes.every(isClassId)) return 'a group\'s classes must be class ids';
  }
  if (!Array.isArray(comments) || !comments.every((entry) => isObject(entry) && isClassId(entry.id) && isString(entry.comment))) {
    return 'comments must be a list of class id and comment';
  }
  return null;
}

const isAnswer = (value: unknown) =>
  isObject(value) && isClassId(value.questionId) && isString(value.question) && (value.answer === undefined || isString(value.answer));

/** Why a `hazard_index_underwriter` customisation is not the spec's shape (classes), or null. */
function underwriterProblem(value: Record<string, unknown>): string | null {
  const { classes } = value;
  if (!Array.isArray(classes)) return 'classes must be a list';
  for (const entry of classes) {
    if (!isObject(entry) || !isClassId(entry.id)) return 'a class needs its id';
    if (!isString(entry.comments)) return 'a class\'s comments must be a string';
    if (typeof entry.checked !== 'boolean') return 'a class\'s checked must be true or false';
    if (!Array.isArray(entry.checklist) || !entry.checklist.every(isAnswer)) return 'a class\'s checklist must be a list of questionId, question and answer';
    if (entry.checklist.some((answer: { question: string }) => containsMarkup(answer.question))) return 'a checklist question must be plain text, without HTML tags';
  }
  return null;
}

const PROBLEMS = { hazard_index: hazardIndexProblem, hazard_index_underwriter: underwriterProblem } as const;

/**
 * The spec's shapes nest five deep at most (classes → class → checklist → answer); anything past this
 * is not one of them, and is refused before it is parsed.
 */
export const MAX_CUSTOMIZATION_DEPTH = 8;

/**
 * Why a list of section customisations cannot be saved, or null: each section at most once, each
 * customisation a JSON string of the shape its section has (docs/product/reports.md#saved-customisation).
 */
export function sectionsProblem(sections: readonly SectionCustomization[]): string | null {
  const seen = new Set<string>();
  for (const { section, customization } of sections) {
    if (seen.has(section)) return `Section ${section} appears twice.`;
    seen.add(section);
    if (jsonDepthExceeds(customization, MAX_CUSTOMIZATION_DEPTH)) return `The ${section} customization is nested too deeply.`;
    let parsed: unknown;
    try {
      parsed = JSON.parse(customization);
    } catch {
      return `The ${section} customization is not JSON.`;
    }
    const problem = isObject(parsed) ? PROBLEMS[section](parsed) : 'it must be an object';
    if (problem) return `The ${section} customization is invalid: ${problem}.`;
  }
  return null;
}

type Parsed = Record<string, unknown>;

/** Comments and checklist answers are rich text from users: stored cleaned with the rich-text allow-list, like About Me. */
const CLEANERS = {
  hazard_index: (value: Parsed): Parsed => ({
    ...value,
    comments: (value.comments as { id: number; comment: string }[]).map((entry) => ({ ...entry, comment: cleanRichText(entry.comment) })),
  }),
  hazard_index_underwriter: (value: Parsed): Parsed => ({
    ...value,
    classes: (value.classes as { comments: string; checklist: { answer?: string }[] }[]).map((entry) => ({
      ...entry,
      comments: cleanRichText(entry.comments),
      // Answers are written in the same editor as comments (docs/product/reports.md#comment-editor): rich text, cleaned the same way.
      checklist: entry.checklist.map((answer) => (answer.answer === undefined ? answer : { ...answer, answer: cleanRichText(answer.answer) })),
    })),
  }),
} as const;

/**
 * The sections as stored: checked against their shape (a 400 with the reason otherwise) and with every
 * comment's HTML cleaned, so no reader of a customisation (portal, PDF, a partner) meets a raw payload.
 */
export function cleanSections(sections: readonly SectionCustomization[]): SectionCustomization[] {
  const problem = sectionsProblem(sections);
  if (problem) throw badRequest(problem);
  return sections.map(({ section, customization }) => ({
    section,
    customization: JSON.stringify(CLEANERS[section](JSON.parse(customization) as Parsed)),
  }));
}
