/** Turns the content library files into the catalogue's content sections, with stable sequential ids. */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Catalogue } from '../types.js';
import {
  parseChecklist,
  parseCourses,
  parseEndorsements,
  parseExposures,
  parseMaterials,
  parseHazardDrivers,
  ContentParseError,
  type CourseEntry,
} from './parse-content.js';
import { matchRank, type RelevanceSubject } from './relevance.js';

const CONTENT_DIR = fileURLToPath(new URL('../data/content/', import.meta.url));
export const CONTENT_FILES = [
  'checklist.txt',
  'exposures.txt',
  'materials-equipment.txt',
  'endorsements.txt',
  'courses.txt',
  'hazard-drivers.txt',
] as const;

export type ContentSections = Pick<Catalogue, 'checklist_items' | 'exposures' | 'materials_equipment' | 'endorsements' | 'courses'>;
export type ContentFile = { name: string; text: string };

export async function readContentFiles(): Promise<ContentFile[]> {
  return Promise.all(CONTENT_FILES.map(async (name) => ({ name, text: await readFile(CONTENT_DIR + name, 'utf8') })));
}

/** Courses without an `id` line are numbered by position; two courses with one id are refused. */
function withUniqueIds(courses: CourseEntry[]): (CourseEntry & { id: number })[] {
  const numbered = courses.map((course, index) => ({ ...course, id: course.id ?? index + 1 }));
  const seen = new Set<number>();
  for (const course of numbered) {
    if (seen.has(course.id)) throw new ContentParseError(`courses.txt: course id ${course.id} is used twice`);
    seen.add(course.id);
  }
  return numbered;
}

/**
 * Each industry's trade drivers per class: of the driver lines that apply, the most specific (then the first).
 * Used by the hazard model's comments (docs/hazard-model.md, "Trade drivers").
 */
export function tradeDriversFor(
  files: ContentFile[],
  classIdBySlug: Map<string, number>,
): (industry: RelevanceSubject) => (classId: number) => readonly string[] | undefined {
  const text = files.find((candidate) => candidate.name === 'hazard-drivers.txt')?.text ?? '';
  const entries = parseHazardDrivers({ name: 'hazard-drivers.txt', text }).map((entry) => {
    const classId = classIdBySlug.get(entry.classSlug);
    if (classId === undefined) throw new ContentParseError(`hazard-drivers.txt: unknown insurance class slug "${entry.classSlug}"`);
    return { ...entry, classId };
  });
  return (industry) => {
    const best = new Map<number, { rank: number; drivers: string[] }>();
    for (const entry of entries) {
      const rank = matchRank(entry, industry);
      if (rank < 0) continue;
      const current = best.get(entry.classId);
      if (!current || rank > current.rank) best.set(entry.classId, { rank, drivers: entry.drivers });
    }
    return (classId) => best.get(classId)?.drivers;
  };
}

export function buildContent(files: ContentFile[], classIdBySlug: Map<string, number>): ContentSections {
  const file = (name: (typeof CONTENT_FILES)[number]) => files.find((candidate) => candidate.name === name) ?? { name, text: '' };
  const classId = (slug: string) => {
    const id = classIdBySlug.get(slug);
    if (id === undefined) throw new ContentParseError(`unknown insurance class slug "${slug}"`);
    return id;
  };
  let unitId = 1;
  let questionId = 1;
  let answerId = 1;
  return {
    checklist_items: parseChecklist(file('checklist.txt')).map(({ classSlug, source: _source, ...item }, index) => ({
      id: index + 1,
      class_id: classId(classSlug),
      ...item,
    })),
    exposures: parseExposures(file('exposures.txt')).map(({ classSlug, source: _source, ...item }, index) => ({
      id: index + 1,
      class_id: classId(classSlug),
      ...item,
    })),
    materials_equipment: parseMaterials(file('materials-equipment.txt')).map((item, index) => ({ id: index + 1, ...item })),
    endorsements: parseEndorsements(file('endorsements.txt')).map(({ typeName, ...item }) => ({ ...item, type_name: typeName })),
    courses: withUniqueIds(parseCourses(file('courses.txt'))).map((course) => ({
      id: course.id,
      name: course.name,
      description: course.description,
      cover: null,
      guides: course.guides,
      units: course.units.map((unit) => ({ id: unitId++, ...unit })),
      questions: course.questions.map((question) => ({
        id: questionId++,
        question: question.question,
        comment: question.comment,
        answers: question.answers.map((answer) => ({ id: answerId++, answer: answer.answer, is_correct: answer.correct })),
      })),
    })),
  };
}
