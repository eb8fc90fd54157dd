/**
 * Parsers for the content libraries in `data/content/`: checklist questions, significant exposures,
 * materials and equipment, endorsements and short courses. Each reports the file and line of a problem.
 */
import { parseRelevance, type Relevance } from './relevance.js';

export class ContentParseError extends Error {}

/** A reviewer's note of where a fact comes from (a standard, a regulator): kept in the file, not served. */
interface Sourced {
  source?: string;
}

export interface ChecklistEntry extends Relevance, Sourced {
  classSlug: string;
  type: 'Core' | 'General' | 'Key';
  section: string;
  title: string;
}

export interface ExposureEntry extends Relevance, Sourced {
  classSlug: string;
  text: string;
}

/** The two or three things that drive a trade's rating in a class, named by its hazard comment. */
export interface HazardDriverEntry extends Relevance {
  classSlug: string;
  drivers: string[];
}

export interface MaterialEntry extends Relevance {
  name: string;
}

export interface EndorsementEntry extends Relevance {
  code: string;
  mark: 'Mark IV' | 'Mark V';
  typeName: string;
  heading: string;
  text: string;
  explanation: string;
}

export interface CourseEntry {
  /** A fixed id (an `id` line), for courses other data names, like the demo allow-list's course. */
  id?: number;
  name: string;
  description: string;
  guides: { icon: string; title: string; content: string }[];
  units: { title: string; text: string; media?: string }[];
  questions: { question: string; comment: string; answers: { answer: string; correct: boolean }[] }[];
}

interface Line {
  text: string;
  where: string;
}

function lines(file: { name: string; text: string }): Line[] {
  return file.text
    .split(/\r?\n/)
    .map((text, index) => ({ text: text.trim(), where: `${file.name}:${index + 1}` }))
    .filter((line) => line.text !== '');
}

function fields(line: Line, count: number): string[] {
  const parts = line.text.split(' | ').map((part) => part.trim());
  if (parts.length !== count || parts.some((part) => part === '')) {
    throw new ContentParseError(`${line.where}: expected ${count} fields separated by " | "`);
  }
  return parts;
}

const SOURCE = 'src:';

/** `fields`, allowing one more trailing field `src: …` (the line's source note). */
function sourcedFields(line: Line, count: number): { parts: string[]; source?: string } {
  const parts = line.text.split(' | ');
  const last = parts.at(-1)!.trim();
  if (parts.length === count + 1 && last.startsWith(SOURCE)) {
    const source = last.slice(SOURCE.length).trim();
    if (!source) throw new ContentParseError(`${line.where}: an empty source note`);
    return { parts: fields({ ...line, text: parts.slice(0, -1).join(' | ') }, count), source };
  }
  return { parts: fields(line, count) };
}

function relevanceAt(line: Line, text: string): Relevance {
  try {
    return parseRelevance(text);
  } catch (error) {
    throw new ContentParseError(`${line.where}: ${(error as Error).message}`);
  }
}

const TYPES = { K: 'Key', G: 'General', C: 'Core' } as const;

/** Unit media: a path under the portal's /media/ or an https URL. */
const MEDIA_URL = /^(?:\/media\/[\w./-]+|https:\/\/[^\s]+)$/;

export function parseChecklist(file: { name: string; text: string }): ChecklistEntry[] {
  const entries: ChecklistEntry[] = [];
  let classSlug: string | null = null;
  let section: string | null = null;
  for (const line of lines(file)) {
    if (line.text.startsWith('# class ')) {
      classSlug = line.text.slice('# class '.length).trim();
      section = null;
    } else if (line.text.startsWith('## ')) {
      section = line.text.slice(3).trim();
    } else if (line.text.startsWith('#')) {
      continue;
    } else {
      const { parts, source } = sourcedFields(line, 3);
      const [type, title, relevance] = parts as [string, string, string];
      const typeName = TYPES[type as keyof typeof TYPES];
      if (!typeName || !classSlug || !section)
        throw new ContentParseError(`${line.where}: a question needs a class, a section and a type K, G or C`);
      entries.push({ classSlug, type: typeName, section, title, ...relevanceAt(line, relevance), ...(source ? { source } : {}) });
    }
  }
  return entries;
}

export function parseExposures(file: { name: string; text: string }): ExposureEntry[] {
  const entries: ExposureEntry[] = [];
  let classSlug: string | null = null;
  for (const line of lines(file)) {
    if (line.text.startsWith('# class ')) {
      classSlug = line.text.slice('# class '.length).trim();
    } else if (!line.text.startsWith('#')) {
      const { parts, source } = sourcedFields(line, 2);
      const [relevance, text] = parts as [string, string];
      if (!classSlug) throw new ContentParseError(`${line.where}: an exposure needs a class`);
      entries.push({ classSlug, text, ...relevanceAt(line, relevance), ...(source ? { source } : {}) });
    }
  }
  return entries;
}

/** `# class slug` headers, then `relevance | driver; driver; driver` (two or three drivers). */
export function parseHazardDrivers(file: { name: string; text: string }): HazardDriverEntry[] {
  const entries: HazardDriverEntry[] = [];
  let classSlug: string | null = null;
  for (const line of lines(file)) {
    if (line.text.startsWith('# class ')) {
      classSlug = line.text.slice('# class '.length).trim();
    } else if (!line.text.startsWith('#')) {
      const [relevance, list] = fields(line, 2) as [string, string];
      if (!classSlug) throw new ContentParseError(`${line.where}: drivers need a class`);
      const drivers = list
        .split(';')
        .map((driver) => driver.trim())
        .filter(Boolean);
      if (drivers.length < 2 || drivers.length > 3) throw new ContentParseError(`${line.where}: name two or three drivers`);
      entries.push({ classSlug, drivers, ...relevanceAt(line, relevance) });
    }
  }
  return entries;
}

export function parseMaterials(file: { name: string; text: string }): MaterialEntry[] {
  const entries: MaterialEntry[] = [];
  let relevance: Relevance | null = null;
  for (const line of lines(file)) {
    if (line.text.startsWith('#')) {
      relevance = relevanceAt(line, line.text.slice(1));
    } else {
      if (!relevance) throw new ContentParseError(`${line.where}: an item needs a "# relevance" block`);
      entries.push({ name: line.text, ...relevance });
    }
  }
  return entries;
}

export function parseEndorsements(file: { name: string; text: string }): EndorsementEntry[] {
  const entries: EndorsementEntry[] = [];
  let current: Partial<EndorsementEntry> & { where?: string } = {};
  const finish = () => {
    if (current.code === undefined) return;
    if (!current.text || !current.explanation || !current.divisions) {
      throw new ContentParseError(`${current.where}: endorsement ${current.code} needs text, explanation and relevance`);
    }
    const { where: _where, ...entry } = current;
    entries.push(entry as EndorsementEntry);
    current = {};
  };
  for (const line of lines(file)) {
    if (line.text.startsWith('@ ')) {
      finish();
      const [code, mark, typeName, heading] = fields({ ...line, text: line.text.slice(2) }, 4) as [string, string, string, string];
      if (mark !== 'Mark IV' && mark !== 'Mark V') throw new ContentParseError(`${line.where}: the mark must be Mark IV or Mark V`);
      current = { code, mark, typeName, heading, where: line.where };
    } else if (line.text.startsWith('text:')) {
      current.text = line.text.slice(5).trim();
    } else if (line.text.startsWith('explanation:')) {
      current.explanation = line.text.slice(12).trim();
    } else if (line.text.startsWith('relevance:')) {
      Object.assign(current, relevanceAt(line, line.text.slice(10)));
    } else if (!line.text.startsWith('#')) {
      throw new ContentParseError(`${line.where}: unrecognised line`);
    }
  }
  finish();
  return entries;
}

export function parseCourses(file: { name: string; text: string }): CourseEntry[] {
  const courses: CourseEntry[] = [];
  let course: CourseEntry | null = null;
  for (const line of lines(file)) {
    if (line.text.startsWith('#')) continue;
    const kind = line.text.split(' | ', 1)[0];
    if (kind === '= course') {
      const [, name, description] = fields(line, 3) as [string, string, string];
      course = { name, description, guides: [], units: [], questions: [] };
      courses.push(course);
      continue;
    }
    if (!course) throw new ContentParseError(`${line.where}: content before any "= course" line`);
    if (kind === 'id') {
      const [, value] = fields(line, 2) as [string, string];
      if (!/^[1-9]\d{0,8}$/.test(value)) throw new ContentParseError(`${line.where}: a course id is a positive integer`);
      course.id = Number(value);
    } else if (kind === 'guide') {
      const [, icon, title, content] = fields(line, 4) as [string, string, string, string];
      course.guides.push({ icon, title, content });
    } else if (kind === 'unit') {
      const [, title, text] = fields(line, 3) as [string, string, string];
      course.units.push({ title, text });
    } else if (kind === 'media') {
      const [, url] = fields(line, 2) as [string, string];
      const unit = course.units.at(-1);
      if (!unit || !MEDIA_URL.test(url))
        throw new ContentParseError(`${line.where}: media follows a unit and is a /media/ path or an https URL`);
      unit.media = url;
    } else if (kind === 'question') {
      const [, question, comment] = fields(line, 3) as [string, string, string];
      course.questions.push({ question, comment, answers: [] });
    } else if (kind === 'answer') {
      const [, mark, answer] = fields(line, 3) as [string, string, string];
      const question = course.questions.at(-1);
      if (!question || (mark !== '*' && mark !== '-'))
        throw new ContentParseError(`${line.where}: an answer follows a question and is marked * or -`);
      question.answers.push({ answer, correct: mark === '*' });
    } else {
      throw new ContentParseError(`${line.where}: unrecognised line`);
    }
  }
  for (const entry of courses) {
    for (const question of entry.questions) {
      if (question.answers.filter((answer) => answer.correct).length !== 1) {
        throw new ContentParseError(`${file.name}: "${question.question}" needs exactly one correct answer`);
      }
    }
  }
  return courses;
}
