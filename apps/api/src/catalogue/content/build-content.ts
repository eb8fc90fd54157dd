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
  ContentParseError,
  type CourseEntry,
} from './parse-content.js';

const CONTENT_DIR = fileURLToPath(new URL('../data/content/', import.meta.url));
export const CONTENT_FILES = ['checklist.txt', 'exposures.txt', 'materials-equipment.txt', 'endorsements.txt', 'courses.txt'] as const;

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
    checklist_items: parseChecklist(file('checklist.txt')).map(({ classSlug, ...item }, index) => ({
      id: index + 1,
      class_id: classId(classSlug),
      ...item,
    })),
    exposures: parseExposures(file('exposures.txt')).map(({ classSlug, ...item }, index) => ({
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
