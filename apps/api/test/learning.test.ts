import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, authHeaders, getJson, readError, sendJson } from './support/http.js';

interface Answer {
  id: number;
  answer: string;
  is_correct: boolean | null;
  user_answered: boolean;
}
interface Question {
  id: number;
  question: string;
  comment: string | null;
  answers: Answer[];
}
interface Quiz {
  quiz_id: number;
  short_course_id: number | null;
  industry_id: number | null;
  time_start: string | null;
  time_end: string | null;
  course: { id: number; name: string } | null;
  industry: { id: number; name: string } | null;
  country: string;
  questions: Question[];
}
interface PointsPeriod {
  type: string;
  total: number;
  maximum: number;
  minimum_required: number;
  period: { start: string; end: string };
  entries: {
    date: string;
    points: number;
    quiz_id: number | null;
    industry: { id: number; name: string } | null;
    course: { id: number; name: string } | null;
  }[];
}
interface Course {
  id: number;
  name: string;
  description: string;
  cover: string | null;
  units: { id: number; sequence: number; title: string; media: string | null }[];
  guide_contents: { title: string }[];
  contents: { title: string }[];
}

let nz: Record<string, string>;
let au: Record<string, string>;

beforeAll(async () => {
  nz = await authHeaders('adviser.nz');
  au = await authHeaders('admin.au');
});

async function nzQuizIndustry() {
  const { body } = await getJson<{ data: { id: number; name: string }[] }>('/industries?withQuizOnly=true&country=nz&pagesize=30', nz);
  for (const candidate of body.data) {
    const { body: info } = await getJson<{ quizzes: { country: string }[] }>(`/industries/${candidate.id}`, nz);
    if (info.quizzes.some((quiz) => quiz.country === 'nz') && !info.quizzes.some((quiz) => quiz.country === 'au')) return candidate;
  }
  throw new Error('no industry with only an nz quiz in the first page');
}

// "The spec" in these tests means the product rules of docs/product/learning-and-points.md.
describe('courses', () => {
  it('lists the broker courses, each with units and a guide', async () => {
    const { status, body } = await getJson<{ data: Course[] }>('/courses', au);
    expect(status).toBe(200);
    const names = body.data.map((course) => course.name);
    for (const topic of [/Business Interruption/, /Underinsurance/, /Public and Product Liability/, /Cyber/, /Natural Catastrophe/]) {
      expect(names.some((name) => topic.test(name))).toBe(true);
    }
    const course = (await getJson<Course>(`/courses/${body.data[0]!.id}`, au)).body;
    expect(course.units.length).toBeGreaterThanOrEqual(3);
    expect(course.units.map((unit) => unit.sequence)).toEqual([...course.units.map((unit) => unit.sequence)].sort((a, b) => a - b));
    expect(course.guide_contents.length).toBeGreaterThan(0);
    expect(course.contents.map((entry) => entry.title)).toEqual(course.units.map((unit) => unit.title));
    // Units may carry media, served by the portal under /media/.
    const all = await Promise.all(body.data.map(async (c) => (await getJson<Course>(`/courses/${c.id}`, au)).body));
    expect(all.flatMap((c) => c.units.map((unit) => unit.media)).filter(Boolean)).toContain('/media/courses/average-clause.svg');
    const unit = await getJson<{ id: number; title: string; text: string }>(`/courses/${course.id}/units/${course.units[0]!.id}`, au);
    expect(unit.body.title).toBe(course.units[0]!.title);
    expect(unit.body.text).toMatch(/<p>/);
  });

  it('answers 404 for an unknown course or a unit of another course', async () => {
    const { body } = await getJson<{ data: Course[] }>('/courses', au);
    const [first, second] = await Promise.all(body.data.slice(0, 2).map(async (c) => (await getJson<Course>(`/courses/${c.id}`, au)).body));
    expect((await getJson(`/courses/999999`, au)).status).toBe(404);
    expect((await getJson(`/courses/${first!.id}/units/${second!.units[0]!.id}`, au)).status).toBe(404);
  });
});

describe('quizzes', () => {
  it('never sends is_correct before submission, grades on the server and stores the attempt for its owner only', async () => {
    const courses = (await getJson<{ data: Course[] }>('/courses', au)).body.data;
    const started = await getJson<Quiz>(`/quizzes/questions?short_course_id=${courses[0]!.id}&country=au`, au);
    expect(started.status).toBe(200);
    const quiz = started.body;
    expect(quiz).toMatchObject({
      short_course_id: courses[0]!.id,
      industry_id: null,
      time_end: null,
      course: { id: courses[0]!.id, name: courses[0]!.name },
    });
    expect(quiz.questions.length).toBeGreaterThanOrEqual(5);
    expect(quiz.questions.flatMap((q) => q.answers).every((a) => a.is_correct === null && !a.user_answered)).toBe(true);
    expect(quiz.questions.every((q) => q.comment === null)).toBe(true);

    // The first answer everywhere, the last question left out.
    const answers = quiz.questions.slice(0, -1).map((q) => ({ question_id: q.id, answer_id: q.answers[0]!.id }));
    const foreign = await sendJson('POST', `/user/quizzes/${quiz.quiz_id}`, { answers, country: 'nz' }, nz);
    expect((await readError(foreign)).status).toBe(404);

    const submitted = await sendJson('POST', `/user/quizzes/${quiz.quiz_id}`, { answers, country: 'au' }, au);
    expect(submitted.status).toBe(200);
    const graded = (await submitted.json()) as Quiz;
    expect(graded.time_end).not.toBeNull();
    for (const q of graded.questions) {
      expect(q.answers.filter((a) => a.is_correct === true)).toHaveLength(1);
      expect(q.comment).not.toBeNull();
    }
    expect(graded.questions.at(-1)!.answers.some((a) => a.user_answered)).toBe(false);
    expect(graded.questions[0]!.answers[0]!.user_answered).toBe(true);

    const again = await sendJson('POST', `/user/quizzes/${quiz.quiz_id}`, { answers, country: 'au' }, au);
    expect((await readError(again)).status).toBe(409);

    const mine = await getJson<{ data: Quiz[] }>('/user/quizzes?status=completed&country=au&pagesize=100', au);
    expect(mine.body.data.map((q) => q.quiz_id)).toContain(quiz.quiz_id);
    const theirs = await getJson<{ data: Quiz[] }>('/user/quizzes?pagesize=100', nz);
    expect(theirs.body.data.map((q) => q.quiz_id)).not.toContain(quiz.quiz_id);
  });

  it('builds an industry quiz from its own hazard index, only for a country it has a quiz for', async () => {
    const industry = await nzQuizIndustry();
    expect((await getJson(`/quizzes/questions?industry_id=${industry.id}&country=au`, au)).status).toBe(404);
    const { status, body } = await getJson<Quiz>(`/quizzes/questions?industry_id=${industry.id}&country=nz`, nz);
    expect(status).toBe(200);
    expect(body.industry).toEqual({ id: industry.id, name: industry.name });
    expect(body.questions.length).toBeGreaterThanOrEqual(3);
    expect(body.questions.every((q) => q.question.includes(industry.name))).toBe(true);

    // Graded, the right answers agree with the industry's hazard index page.
    const { body: index } = await getJson<{ data: { name: string; rating: number }[] }>(`/industries/${industry.id}/hazard_index/nz`, nz);
    const rating = new Map(index.data.map((entry) => [entry.name, entry.rating]));
    const graded = (await (
      await sendJson(
        'POST',
        `/user/quizzes/${body.quiz_id}`,
        { answers: [{ question_id: body.questions[0]!.id, answer_id: body.questions[0]!.answers[0]!.id }], country: 'nz' },
        nz,
      )
    ).json()) as Quiz;
    const highest = graded.questions.find((q) => q.question.startsWith('Which insurance class has the highest'))!;
    const answer = highest.answers.find((a) => a.is_correct)!.answer;
    for (const other of highest.answers)
      expect(rating.get(answer)!).toBeGreaterThan(rating.get(other.answer)! - (other.is_correct ? 1 : 0));
    const band = graded.questions.find((q) => q.question.startsWith('How is the'))!;
    const className = /^How is the (.+) hazard rated/.exec(band.question)![1]!;
    const bandAnswer = band.answers.find((a) => a.is_correct)!.answer;
    const value = rating.get(className)!;
    expect(bandAnswer).toBe(value <= 25 ? 'Low (0 to 25)' : value <= 60 ? 'Medium (26 to 60)' : 'High (61 to 100)');
  });

  it('refuses both or neither of industry_id and short_course_id', async () => {
    expect((await getJson('/quizzes/questions?country=au', au)).status).toBe(400);
    expect((await getJson('/quizzes/questions?country=au&industry_id=1&short_course_id=1', au)).status).toBe(400);
  });
});

describe('points', () => {
  it('counts a passed nz quiz in the cpdnz period and the current totals, with the spec limits', async () => {
    const before = await getJson<PointsPeriod>('/user/points/cpdnz', nz);
    expect(before.body).toMatchObject({ type: 'cpdnz', maximum: 10, minimum_required: 10 });
    const year = new Date().getUTCFullYear();
    expect(before.body.period).toEqual({ start: `${year}-01-01`, end: `${year}-12-31` });

    const industry = await nzQuizIndustry();
    const quiz = (await getJson<Quiz>(`/quizzes/questions?industry_id=${industry.id}&country=nz`, nz)).body;
    // Find the right answers by grading one throwaway attempt (one answer: it earns nothing, so the
    // quiz's first pass in the period is the fresh one), then answer a fresh one correctly.
    const probe = (await getJson<Quiz>(`/quizzes/questions?industry_id=${industry.id}&country=nz`, nz)).body;
    const probeGraded = (await (
      await sendJson(
        'POST',
        `/user/quizzes/${probe.quiz_id}`,
        { answers: [{ question_id: probe.questions[0]!.id, answer_id: probe.questions[0]!.answers[0]!.id }], country: 'nz' },
        nz,
      )
    ).json()) as Quiz;
    const correct = quiz.questions.map((q) => {
      const graded = probeGraded.questions.find((g) => g.id === q.id)!;
      return { question_id: q.id, answer_id: graded.answers.find((a) => a.is_correct)!.id };
    });
    const graded = (await (
      await sendJson('POST', `/user/quizzes/${quiz.quiz_id}`, { answers: correct, country: 'nz' }, nz)
    ).json()) as Quiz;
    expect(graded.questions.every((q) => q.answers.some((a) => a.user_answered && a.is_correct))).toBe(true);

    const after = await getJson<PointsPeriod>('/user/points/cpdnz', nz);
    expect(after.body.entries.map((entry) => entry.quiz_id)).toContain(quiz.quiz_id);
    expect(after.body.entries.find((entry) => entry.quiz_id === quiz.quiz_id)!.industry).toEqual({ id: industry.id, name: industry.name });
    expect(after.body.total).toBe(Math.min(before.body.total + (after.body.entries.length - before.body.entries.length), 10));
    const totals = await getJson<{ cip: number; cpd: number; cpdnz: number }>('/user/points', nz);
    expect(totals.body.cpdnz).toBe(after.body.total);

    const last = await getJson<PointsPeriod>(`/user/points/cpdnz?until=${year - 1}-12-31`, nz);
    expect(last.body.period).toEqual({ start: `${year - 1}-01-01`, end: `${year - 1}-12-31` });
    expect(last.body.entries.map((entry) => entry.quiz_id)).not.toContain(quiz.quiz_id);
  });

  it('answers 400 with the Error schema for a period end the calendar cannot hold', async () => {
    for (const until of ['0000-01-01', '0999-12-31', '9999-12-31', '2026-02-30', '2026-13-01']) {
      for (const type of ['cip', 'cpd', 'cpdnz']) {
        const { status, body } = await readError(await fetch(apiUrl(`/user/points/${type}?until=${until}`), { headers: au }));
        expect([until, type, status, body.code]).toEqual([until, type, 400, 'bad_request']);
        expect(body.message).toMatch(/until/);
      }
    }
    expect((await getJson(`/user/points/cip?until=1000-01-01`, au)).status).toBe(200);
    expect((await getJson<PointsPeriod>(`/user/points/cpd?until=9998-12-31`, au)).body.period).toEqual({
      start: '9997-01-01',
      end: '9998-12-31',
    });
  });

  it('gives cpd a two-year window starting in an odd year', async () => {
    expect((await getJson<PointsPeriod>('/user/points/cpd?until=2026-03-01', au)).body).toMatchObject({
      maximum: 20,
      minimum_required: 50,
      period: { start: '2025-01-01', end: '2026-12-31' },
    });
    expect((await getJson<PointsPeriod>('/user/points/cip?until=2026-03-01', au)).body).toMatchObject({
      maximum: 15,
      minimum_required: 25,
      period: { start: '2026-01-01', end: '2026-12-31' },
    });
  });
});

/** The right answer and one wrong answer of each question of a quiz, read off a throwaway attempt graded with one answer. */
async function answerKey(query: string, headers: Record<string, string>) {
  const probe = (await getJson<Quiz>(`/quizzes/questions?${query}`, headers)).body;
  const first = probe.questions[0]!;
  const graded = (await (
    await sendJson(
      'POST',
      `/user/quizzes/${probe.quiz_id}`,
      { answers: [{ question_id: first.id, answer_id: first.answers[0]!.id }], country: probe.country },
      headers,
    )
  ).json()) as Quiz;
  return new Map(
    graded.questions.map((q) => [
      q.id,
      { right: q.answers.find((a) => a.is_correct)!.id, wrong: q.answers.find((a) => !a.is_correct)!.id },
    ]),
  );
}

/** Starts a quiz and submits it with `right` questions answered right and `wrong` answered wrong (in question order). */
async function takeQuiz(query: string, headers: Record<string, string>, counts: { right: number; wrong: number }) {
  const key = await answerKey(query, headers);
  const quiz = (await getJson<Quiz>(`/quizzes/questions?${query}`, headers)).body;
  const answers = quiz.questions
    .slice(0, counts.right + counts.wrong)
    .map((q, index) => ({ question_id: q.id, answer_id: index < counts.right ? key.get(q.id)!.right : key.get(q.id)!.wrong }));
  const submitted = await sendJson('POST', `/user/quizzes/${quiz.quiz_id}`, { answers, country: quiz.country }, headers);
  expect(submitted.status).toBe(200);
  return quiz;
}

const courseList = async (headers: Record<string, string>) => (await getJson<{ data: Course[] }>('/courses', headers)).body.data;

describe('points farming (issue #26, finding 6)', () => {
  it("needs at least half of all a quiz's questions right: one answered question, right, earns nothing", async () => {
    const headers = await authHeaders('natcat.au');
    const course = (await courseList(headers))[2]!;
    const query = `short_course_id=${course.id}&country=au`;
    const size = (await getJson<Quiz>(`/quizzes/questions?${query}`, headers)).body.questions.length;
    expect(size).toBeGreaterThanOrEqual(4);
    const half = Math.ceil(size / 2);

    const oneRight = await takeQuiz(query, headers, { right: 1, wrong: 0 });
    const belowHalf = await takeQuiz(query, headers, { right: half - 1, wrong: size - half + 1 });
    let cip = (await getJson<PointsPeriod>('/user/points/cip', headers)).body;
    expect(cip.entries.map((entry) => entry.quiz_id)).not.toContain(oneRight.quiz_id);
    expect(cip.entries.map((entry) => entry.quiz_id)).not.toContain(belowHalf.quiz_id);
    expect(cip.total).toBe(0);

    const halfRight = await takeQuiz(query, headers, { right: half, wrong: 0 });
    cip = (await getJson<PointsPeriod>('/user/points/cip', headers)).body;
    expect(cip.entries.map((entry) => entry.quiz_id)).toEqual([halfRight.quiz_id]);
    expect(cip.total).toBe(1);
  });

  it('counts one quiz once per period, however often it is passed again', async () => {
    const headers = await authHeaders('coach.au');
    const [first, second] = await courseList(headers);
    const before = (await getJson<{ cip: number; cpd: number }>('/user/points', headers)).body;
    const passed = [];
    for (let round = 0; round < 3; round += 1)
      passed.push(await takeQuiz(`short_course_id=${first!.id}&country=au`, headers, { right: 99, wrong: 0 }));
    const other = await takeQuiz(`short_course_id=${second!.id}&country=au`, headers, { right: 99, wrong: 0 });

    const after = (await getJson<{ cip: number; cpd: number }>('/user/points', headers)).body;
    expect(after).toMatchObject({ cip: before.cip + 2, cpd: before.cpd + 2 });
    for (const type of ['cip', 'cpd']) {
      const { body } = await getJson<PointsPeriod>(`/user/points/${type}`, headers);
      // The page lists the attempts that earned: the first pass of each quiz, newest first.
      expect(body.entries.map((entry) => entry.quiz_id).slice(0, 2)).toEqual([other.quiz_id, passed[0]!.quiz_id]);
      expect(body.entries.map((entry) => entry.quiz_id)).not.toContain(passed[1]!.quiz_id);
    }
  });

  it("counts only in the user's own country's schemes: a quiz for another country is refused", async () => {
    const gb = await authHeaders('user.gb');
    const [course] = await courseList(gb);
    for (const country of ['au', 'nz']) {
      const { status, body } = await readError(
        await fetch(apiUrl(`/quizzes/questions?short_course_id=${course!.id}&country=${country}`), { headers: gb }),
      );
      expect([status, body.code]).toEqual([403, 'forbidden']);
    }
    // A gb user takes the course quiz for gb: graded, but no scheme of theirs awards points, and points
    // are an au/nz section (the access policy answers 403 there).
    await takeQuiz(`short_course_id=${course!.id}&country=gb`, gb, { right: 99, wrong: 0 });
    for (const path of ['/user/points', '/user/points/cip', '/user/points/cpd', '/user/points/cpdnz'])
      expect((await getJson(path, gb)).status).toBe(403);

    // An au user cannot earn CPD NZ, nor an nz user CIP.
    const auUser = await authHeaders('natcat.au');
    expect((await getJson(`/quizzes/questions?short_course_id=${course!.id}&country=nz`, auUser)).status).toBe(403);
    const industry = await nzQuizIndustry();
    expect((await getJson(`/quizzes/questions?industry_id=${industry.id}&country=nz`, auUser)).status).toBe(403);
    expect((await getJson(`/quizzes/questions?short_course_id=${course!.id}&country=au`, nz)).status).toBe(403);
  });
});
