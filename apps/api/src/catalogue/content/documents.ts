import { bandOf } from '../hazard-model.js';
import type { IndustryContent } from './industry-content.js';

/** An insurance class as documents name it. */
export interface DocumentClass {
  id: number;
  name: string;
}

/** What the generated documents are written from: one industry's catalogue data. */
export interface DocumentSource {
  name: string;
  className: string | undefined;
  divisionName: string | undefined;
  /** Rated classes with their rating, in catalogue class order. */
  ratings: readonly (DocumentClass & { rating: number })[];
  content: IndustryContent;
}

export interface GeneratedDocument {
  title: string;
  content: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain-text lines as an HTML list. */
export const htmlList = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

const BAND_WORD = { high: 'High', medium: 'Medium', low: 'Low' } as const;
const HIGHLIGHTS = 3;
const SAMPLE_MATERIALS = 8;

/**
 * The risk description (industry write-up) of an industry, written from its catalogue data: where it
 * sits in ANZSIC, its highest-rated classes, and the materials and equipment to ask about.
 */
export function riskDescription(source: DocumentSource): GeneratedDocument {
  const highest = [...source.ratings].sort((a, b) => b.rating - a.rating).slice(0, HIGHLIGHTS);
  const parts = [
    `<p>${escapeHtml(source.name)} is classified under ANZSIC 2006 as ${escapeHtml(source.className ?? 'an unlisted class')}` +
      `${source.divisionName ? ` (${escapeHtml(source.divisionName)})` : ''}.</p>`,
  ];
  if (highest.length > 0) {
    parts.push('<h3>Where the risk lies</h3>');
    parts.push(htmlList(highest.map((entry) => `${entry.name}: ${BAND_WORD[bandOf(entry.rating)]} (${entry.rating} out of 100)`)));
  }
  const exposures = source.content.exposures.slice(0, HIGHLIGHTS).map((row) => row.text);
  if (exposures.length > 0) parts.push('<h3>Typical exposures</h3>', htmlList(exposures));
  const materials = source.content.materials.slice(0, SAMPLE_MATERIALS);
  if (materials.length > 0) parts.push('<h3>Materials and equipment</h3>', htmlList(materials));
  return { title: source.name, content: parts.join('') };
}

/** The classes an industry has a risk assessment for: rated, with exposures or checklist questions. */
export function assessedClasses(source: DocumentSource): DocumentClass[] {
  const withContent = new Set([...source.content.exposures, ...source.content.checklist].map((row) => row.class_id));
  return source.ratings.filter((entry) => withContent.has(entry.id)).map(({ id, name }) => ({ id, name }));
}

/** The title of a class's assessment, as outlines list it. */
export const assessmentTitle = (industryName: string, className: string) => `${className} risk assessment: ${industryName}`;

/** An industry's risk assessment for one class, or undefined when it has none. */
export function riskAssessment(source: DocumentSource, classId: number): GeneratedDocument | undefined {
  const rated = source.ratings.find((entry) => entry.id === classId);
  if (!rated || !assessedClasses(source).some((entry) => entry.id === classId)) return undefined;
  const band = bandOf(rated.rating);
  const parts = [`<p>Hazard rating: <strong>${BAND_WORD[band]}</strong> (${rated.rating} out of 100).</p>`];
  const exposures = source.content.exposures.filter((row) => row.class_id === classId).map((row) => row.text);
  if (exposures.length > 0) parts.push('<h3>Significant exposures</h3>', htmlList(exposures));
  const questions = source.content.checklist.filter((row) => row.class_id === classId && row.type === 'Key').map((row) => row.title);
  if (questions.length > 0) parts.push('<h3>Key questions for the client</h3>', htmlList(questions));
  return { title: assessmentTitle(source.name, rated.name), content: parts.join('') };
}

/** What general information is written from: one class and the content lines that apply to every industry. */
export interface GeneralSource {
  name: string;
  includes: readonly string[];
  /** Exposures of the class that apply to every industry. */
  exposures: readonly string[];
  /** Key checklist questions of the class that apply to every industry. */
  questions: readonly string[];
}

/** The general information page of an insurance class. */
export function generalInformation(source: GeneralSource): GeneratedDocument {
  const parts = [`<p>${escapeHtml(source.name)}: what every broker should check, whatever the client's industry.</p>`];
  if (source.includes.length > 0) parts.push('<h3>Includes</h3>', htmlList(source.includes));
  if (source.exposures.length > 0) parts.push('<h3>Exposures common to every industry</h3>', htmlList(source.exposures));
  if (source.questions.length > 0) parts.push('<h3>Questions to ask every client</h3>', htmlList(source.questions));
  return { title: source.name, content: parts.join('') };
}
