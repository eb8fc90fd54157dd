import type { CourseEntry } from '../catalogue/snapshot.js';
import type { Handlers } from '../contract/handlers.js';
import type { ServerContext } from '../context.js';
import {
  completeAttempt,
  completedBetween,
  findAttempt,
  listAttempts,
  startAttempt,
  type QuizAttempt,
} from '../db/repositories/quiz-attempts.js';
import { ApiError, badRequest, notFound } from '../errors.js';
import {
  earningAttempts,
  FIRST_POINTS_DAY,
  isPointsDay,
  LAST_POINTS_DAY,
  POINTS_PER_QUIZ,
  POINTS_SCHEMES,
  periodContaining,
  today,
  type PointsType,
} from '../learning/points.js';
import { courseQuestions, gradeAnswers, industryQuestions, quizBody } from '../learning/quiz.js';
import { callerId } from '../request-context.js';
import { nextPageLink } from './paging.js';

/** A course's unit list leads with a short outline: each unit's title and its opening paragraph. */
function outline(course: CourseEntry) {
  return course.units.map((unit) => ({ title: unit.title, content: /<p>[\s\S]*?<\/p>/.exec(unit.text)?.[0] ?? '' }));
}

/** Fewer questions than this is no test: such an industry answers 404. */
const MIN_INDUSTRY_QUESTIONS = 3;

export function learningHandlers({ db, catalogue }: ServerContext): Handlers {
  const courseOf = (id: number) => {
    const course = catalogue.current().courses.find((entry) => entry.id === id);
    if (!course) throw notFound('Course not found.');
    return course;
  };

  const names = (attempt: Pick<QuizAttempt, 'course_id' | 'industry_id'>) => {
    const current = catalogue.current();
    return {
      course: attempt.course_id === null ? undefined : current.courses.find((c) => c.id === attempt.course_id)?.name,
      industry: attempt.industry_id === null ? undefined : current.industry(attempt.industry_id)?.name,
    };
  };

  /**
   * One period of a scheme. `entries` lists the attempts that earned (the first pass of each quiz in the
   * period, in the user's own country), newest first: the attempts that earned nothing are on the
   * quizzes table (GET /user/quizzes), not here.
   */
  async function pointsPeriod(user: { id: number; country: string }, type: PointsType, until: string | undefined) {
    if (until !== undefined && !isPointsDay(until))
      throw badRequest(`until must be a calendar date from ${FIRST_POINTS_DAY} to ${LAST_POINTS_DAY}.`);
    const scheme = POINTS_SCHEMES[type];
    const period = periodContaining(type, until ?? today());
    const attempts = await completedBetween(db, user.id, scheme.countries, period.start, period.endExclusive);
    const entries = earningAttempts(type, user.country, attempts).map((attempt) => {
      const named = names(attempt);
      return {
        date: new Date(attempt.time_end!).toISOString(),
        points: POINTS_PER_QUIZ,
        quiz_id: attempt.id,
        industry: attempt.industry_id !== null && named.industry !== undefined ? { id: attempt.industry_id, name: named.industry } : null,
        course: attempt.course_id !== null && named.course !== undefined ? { id: attempt.course_id, name: named.course } : null,
      };
    });
    const earned = entries.reduce((sum, entry) => sum + entry.points, 0);
    return {
      type,
      total: Math.min(earned, scheme.maximum),
      maximum: scheme.maximum,
      minimum_required: scheme.minimumRequired,
      period: { start: period.start, end: period.end },
      entries: entries.reverse(),
    };
  }

  return {
    async listCourses() {
      return { data: catalogue.current().courses.map(({ id, name, description, cover }) => ({ id, name, description, cover })) };
    },

    async getCourse(request) {
      const course = courseOf(request.params.courseId);
      return {
        id: course.id,
        name: course.name,
        description: course.description,
        cover: course.cover,
        contents: outline(course),
        guide_contents: course.guides.map((guide, index) => ({ id: index + 1, ...guide })),
        // A snapshot stored before migration 041 has no media on its units.
        units: course.units.map(({ id, sequence, title, media }) => ({ id, sequence, title, media: media ?? null })),
      };
    },

    async getCourseUnit(request) {
      const unit = courseOf(request.params.courseId).units.find((entry) => entry.id === request.params.unitId);
      if (!unit) throw notFound('Unit not found.');
      return { id: unit.id, title: unit.title, text: unit.text };
    },

    async getQuizQuestions(request) {
      const { industry_id: industryId, short_course_id: courseId, country } = request.query;
      if ((industryId === undefined) === (courseId === undefined)) throw badRequest('Give exactly one of industry_id and short_course_id.');
      const { user } = await request.caller();
      // Points count in the schemes of the user's own country: a quiz taken for another country would
      // earn in a scheme that is not theirs (issue #26), so it is not started.
      if (country !== user.country) throw new ApiError(403, 'forbidden', 'Quizzes are taken for your own country only.');
      const userId = user.id;
      const current = catalogue.current();
      let questions;
      if (courseId !== undefined) {
        questions = courseQuestions(courseOf(courseId));
      } else {
        const industry = current.canonicalIndustry(industryId!);
        // Industry quizzes exist per country (au and nz only), as the catalogue lists them.
        if (!industry || !industry.quizzes.some((quiz) => quiz.country === country))
          throw notFound('This industry has no quiz for this country.');
        questions = industryQuestions(industry, current.hazardScores(industry.id), current.insuranceClasses);
        if (questions.length < MIN_INDUSTRY_QUESTIONS) throw notFound('This industry has no quiz for this country.');
      }
      const attempt = await startAttempt(db, {
        userId,
        courseId: courseId ?? null,
        industryId: courseId === undefined ? current.canonicalIndustry(industryId!)!.id : null,
        country,
        questions,
      });
      return quizBody(attempt, names(attempt));
    },

    async listUserQuizzes(request, reply) {
      const { query } = request;
      const rows = await listAttempts(db, {
        userId: callerId(request),
        status: query.status,
        country: query.country,
        limit: query.pagesize + 1,
        offset: (query.page - 1) * query.pagesize,
      });
      if (rows.length > query.pagesize) reply.header('link', nextPageLink(request, query.page + 1));
      return { data: rows.slice(0, query.pagesize).map((attempt) => quizBody(attempt, names(attempt))) };
    },

    async submitQuizAnswers(request) {
      const userId = callerId(request);
      const attempt = await findAttempt(db, userId, request.params.quizId);
      if (!attempt) throw notFound('Quiz not found.');
      if (attempt.time_end !== null) throw new ApiError(409, 'conflict', 'This quiz has already been submitted.');
      if (attempt.country !== request.body.country) throw badRequest('The country does not match the quiz.');
      const known = new Set(attempt.questions.map((q) => q.id));
      if (request.body.answers.some((answer) => !known.has(answer.question_id)))
        throw badRequest('An answer is for a question not in this quiz.');
      const completed = await completeAttempt(db, userId, attempt.id, gradeAnswers(attempt.questions, request.body.answers));
      // Another request submitted it first.
      if (!completed) throw new ApiError(409, 'conflict', 'This quiz has already been submitted.');
      return quizBody(completed, names(completed));
    },

    async getUserPoints(request) {
      const { user } = await request.caller();
      const [cip, cpd, cpdnz] = await Promise.all((['cip', 'cpd', 'cpdnz'] as const).map((type) => pointsPeriod(user, type, undefined)));
      return { cip: cip!.total, cpd: cpd!.total, cpdnz: cpdnz!.total };
    },

    async getUserPointsCip(request) {
      return pointsPeriod((await request.caller()).user, 'cip', request.query.until);
    },

    async getUserPointsCpd(request) {
      return pointsPeriod((await request.caller()).user, 'cpd', request.query.until);
    },

    async getUserPointsCpdnz(request) {
      return pointsPeriod((await request.caller()).user, 'cpdnz', request.query.until);
    },
  };
}
