import type { components } from '@riskatlas/contract';
import {
  parseCustomizationJson,
  REPORT_GROUPS,
  serializeSection,
  type CustomizationSection,
  type HazardIndexCustomization,
  type SectionContent,
  type UnderwriterCustomization,
} from '@riskatlas/domain';
import type { ErrorObject } from 'ajv';
import type { ContentSchemas } from '../contract/content-schemas.js';
import { badRequest } from '../errors.js';
import { jsonDepthExceeds } from '../json-depth.js';
import { containsMarkup } from '../users/plain-text.js';
import { cleanRichText } from '../users/rich-text.js';

type SectionCustomization = components['schemas']['ReportSectionCustomization'];

/** The contract's schema of each section's content (openapi.yaml, `ReportSectionCustomization`). */
const CONTENT_SCHEMAS = {
  hazard_index: 'HazardIndexCustomization',
  hazard_index_underwriter: 'UnderwriterCustomization',
} as const satisfies Record<CustomizationSection, keyof components['schemas']>;

/**
 * The reason given for content the schema refuses, by where the first problem is (its JSON pointer
 * with list positions as digits, and a missing property appended): first match wins.
 */
const SHAPE_REASONS: Record<CustomizationSection, readonly [RegExp, string][]> = {
  hazard_index: [
    [/^$/, 'it must be an object'],
    [/^\/grouping\/\d+(\/id)?$/, 'a group id must be recommended, for_review or for_consideration'],
    [/^\/grouping\/\d+\/title$/, 'a group needs a title'],
    [/^\/grouping\/\d+\/classes/, 'a group\'s classes must be class ids'],
    [/^\/grouping\/\d+\/seq$/, 'a group\'s seq must be its fixed place: recommended 0, for_review 1, for_consideration 2'],
    [/^\/grouping/, 'grouping must be a list of at most three groups'],
    [/^\/comments/, 'comments must be a list of class id and comment'],
  ],
  hazard_index_underwriter: [
    [/^$/, 'it must be an object'],
    [/^\/classes\/\d+(\/id)?$/, 'a class needs its id'],
    [/^\/classes\/\d+\/comments$/, 'a class\'s comments must be a string'],
    [/^\/classes\/\d+\/checked$/, 'a class\'s checked must be true or false'],
    [/^\/classes\/\d+\/checklist/, 'a class\'s checklist must be a list of questionId, question and answer'],
    [/^\/classes/, 'classes must be a list'],
  ],
};

function shapeReason(section: CustomizationSection, error: ErrorObject | undefined): string {
  const missing = error?.keyword === 'required' ? `/${String(error.params.missingProperty)}` : '';
  const where = `${error?.instancePath ?? ''}${missing}`;
  return SHAPE_REASONS[section].find(([pattern]) => pattern.test(where))?.[1] ?? 'it does not match the contract';
}

/** What the schema cannot say of a `hazard_index` section: each group once, at its fixed place, titled in plain text. */
function hazardIndexProblem({ grouping }: HazardIndexCustomization): string | null {
  const seen = new Set<string>();
  for (const group of grouping) {
    if (seen.has(group.id)) return `group ${group.id} appears twice`;
    seen.add(group.id);
    const seq = REPORT_GROUPS.find((fixed) => fixed.id === group.id)!.seq;
    if (group.seq !== seq) return `group ${group.id} must have seq ${seq}`;
    if (containsMarkup(group.title)) return 'a group title must be plain text, without HTML tags';
  }
  return null;
}

/** What the schema cannot say of a `hazard_index_underwriter` section: checklist questions in plain text. */
function underwriterProblem({ classes }: UnderwriterCustomization): string | null {
  const marked = classes.some((entry) => entry.checklist.some((answer) => containsMarkup(answer.question)));
  return marked ? 'a checklist question must be plain text, without HTML tags' : null;
}

const RULES: { [Section in CustomizationSection]: (content: SectionContent[Section]) => string | null } = {
  hazard_index: hazardIndexProblem,
  hazard_index_underwriter: underwriterProblem,
};

/**
 * The saved shapes (docs/product/reports.md#saved-customisation) nest five deep at most (classes →
 * class → checklist → answer); anything past this is not one of them, and is refused before it is parsed.
 */
export const MAX_CUSTOMIZATION_DEPTH = 8;

/** A section's content checked against the contract, or the reason it is not. */
function readContent<Section extends CustomizationSection>(
  schemas: ContentSchemas,
  section: Section,
  customization: string,
): SectionContent[Section] | string {
  if (jsonDepthExceeds(customization, MAX_CUSTOMIZATION_DEPTH)) return `The ${section} customization is nested too deeply.`;
  const parsed = parseCustomizationJson(customization);
  if (parsed === undefined) return `The ${section} customization is not JSON.`;
  const validate = schemas.validator(CONTENT_SCHEMAS[section]);
  const problem = validate(parsed) ? RULES[section](parsed as SectionContent[Section]) : shapeReason(section, validate.errors?.[0]);
  return problem ? `The ${section} customization is invalid: ${problem}.` : (parsed as SectionContent[Section]);
}

/** Comments and checklist answers are rich text from users: stored cleaned with the rich-text allow-list, like About Me. */
const CLEANERS: { [Section in CustomizationSection]: (content: SectionContent[Section]) => SectionContent[Section] } = {
  hazard_index: (content) => ({
    ...content,
    comments: content.comments.map((entry) => ({ ...entry, comment: cleanRichText(entry.comment) })),
  }),
  hazard_index_underwriter: (content) => ({
    ...content,
    classes: content.classes.map((entry) => ({
      ...entry,
      comments: cleanRichText(entry.comments),
      // Answers are written in the same editor as comments (docs/product/reports.md#comment-editor): rich text, cleaned the same way.
      checklist: entry.checklist.map((answer) => (answer.answer === undefined ? answer : { ...answer, answer: cleanRichText(answer.answer) })),
    })),
  }),
};

/** A section's content, checked, with its rich text cleaned, as the contract's string again. */
function storedSection<Section extends CustomizationSection>(section: Section, content: SectionContent[Section]): SectionCustomization {
  return { section, customization: serializeSection(section, CLEANERS[section](content)) };
}

/**
 * The sections as stored: each section at most once, its content checked against the contract's schema
 * (a 400 with the reason otherwise), and every comment's HTML cleaned, so no reader of a customisation
 * (portal, PDF, a partner) meets a raw payload. `schemas` are the contract the server loaded at start.
 */
export function cleanSections(sections: readonly SectionCustomization[], schemas: ContentSchemas): SectionCustomization[] {
  const seen = new Set<string>();
  const contents = sections.map(({ section, customization }) => {
    if (seen.has(section)) throw badRequest(`Section ${section} appears twice.`);
    seen.add(section);
    const content = readContent(schemas, section, customization);
    if (typeof content === 'string') throw badRequest(content);
    return { section, content };
  });
  return contents.map(({ section, content }) => storedSection(section, content));
}
