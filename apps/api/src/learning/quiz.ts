import type { components } from '@riskatlas/contract';
import {
  bandOfScore,
  classShownInCountry,
  COUNTRY_SECTIONS,
  HAZARD_BANDS,
  hazardBandRanges,
  isCountryCode,
  type CountryCode,
} from '@riskatlas/domain';
import { RATED_CLASSES } from '../catalogue/insurance-classes.js';
import type { CourseEntry, IndustryEntry } from '../catalogue/snapshot.js';
import type { QuizAttempt } from '../db/repositories/quiz-attempts.js';
import type { StoredQuizQuestion } from '../db/rows.js';

type Quiz = components['schemas']['Quiz'];

/** Attempts store the country the contract accepted, so anything else is a corrupt row. */
function countryCode(value: string): CountryCode {
  if (!isCountryCode(value)) throw new Error(`Quiz attempt with unknown country ${value}`);
  return value;
}

/** The questions of a course's quiz as stored for one attempt. */
export function courseQuestions(course: CourseEntry): StoredQuizQuestion[] {
  return course.questions.map(({ id, question, comment, answers }) => ({ id, question, comment, answers }));
}

/** The countries whose users see industry quizzes (Test Your Knowledge). */
const QUIZ_COUNTRIES: readonly CountryCode[] = COUNTRY_SECTIONS.quiz.countries;

/**
 * Classes an industry quiz may ask about: the rated main classes (no fallback) that every quiz
 * country's class lists show. Employer's liability is left out because only Australian users see it.
 */
const QUIZ_CLASS_SLUGS: ReadonlySet<string> = new Set(
  RATED_CLASSES.filter((insuranceClass) => insuranceClass.fallbackId === null)
    .map((insuranceClass) => insuranceClass.slug)
    .filter((slug) => QUIZ_COUNTRIES.every((country) => classShownInCountry(slug, country))),
);

/**
 * The hazard bands' answers (docs/product/hazard-index.md#hazard-bands), in band order: "Low (0 to 25)"
 * and so on, from the shared thresholds.
 */
const BANDS = HAZARD_BANDS.map((band) => {
  const { min, max } = hazardBandRanges[band];
  return { band, label: `${band[0]!.toUpperCase()}${band.slice(1)} (${min} to ${max})` };
});

function bandIndex(rating: number): number {
  const band = bandOfScore(rating);
  return BANDS.findIndex((entry) => entry.band === band);
}

interface RatedClass {
  name: string;
  rating: number;
}

/** Question ids count from 1 per quiz; answer ids are question × 10 + position, unique in the quiz. */
function question(id: number, text: string, comment: string, answers: { answer: string; is_correct: boolean }[]): StoredQuizQuestion {
  return { id, question: text, comment, answers: answers.map((answer, index) => ({ id: id * 10 + index + 1, ...answer })) };
}

function extremeQuestion(
  id: number,
  industry: string,
  rated: readonly RatedClass[],
  which: 'highest' | 'lowest',
): StoredQuizQuestion | undefined {
  const ordered = which === 'highest' ? rated : [...rated].reverse();
  const top = ordered[0]!;
  // Classes rated the same as the answer are never offered as wrong answers.
  const others = ordered.filter((c) => c.rating !== top.rating);
  if (others.length < 3) return undefined;
  const distractors = [others[others.length - 1]!, others[Math.floor(others.length / 2)]!, others[0]!];
  const options = [top, ...distractors].sort((a, b) => (a.name < b.name ? -1 : 1));
  return question(
    id,
    `Which insurance class has the ${which} hazard rating for ${industry}?`,
    `<p>On the ${industry} hazard index, ${top.name} is rated ${top.rating} out of 100, the ${which} of its classes.</p>`,
    options.map((option) => ({ answer: option.name, is_correct: option === top })),
  );
}

/**
 * A knowledge quiz built from the industry's own hazard index, so every answer can be read off its
 * pages: which class is rated highest and lowest, and the band of several classes.
 */
export function industryQuestions(
  industry: IndustryEntry,
  scores: readonly { class_id: number; rating: number }[],
  classes: readonly { id: number; name: string; slug: string }[],
): StoredQuizQuestion[] {
  const byId = new Map(classes.map((c) => [c.id, c]));
  const rated: RatedClass[] = scores
    .map((score) => ({ cls: byId.get(score.class_id), rating: score.rating }))
    .filter(
      (entry): entry is { cls: { id: number; name: string; slug: string }; rating: number } =>
        entry.cls !== undefined && QUIZ_CLASS_SLUGS.has(entry.cls.slug),
    )
    .map((entry) => ({ name: entry.cls.name, rating: entry.rating }))
    .sort((a, b) => b.rating - a.rating || (a.name < b.name ? -1 : 1));

  const questions: StoredQuizQuestion[] = [];
  const highest = extremeQuestion(1, industry.name, rated, 'highest');
  if (highest) questions.push(highest);
  const lowest = extremeQuestion(2, industry.name, rated, 'lowest');
  if (lowest) questions.push(lowest);
  // Spread the band questions over the list so they are not all the same answer.
  const picks = [0, Math.floor(rated.length / 3), Math.floor((2 * rated.length) / 3), rated.length - 1];
  [...new Set(picks)].forEach((index, n) => {
    const entry = rated[index];
    if (!entry) return;
    const correct = bandIndex(entry.rating);
    questions.push(
      question(
        3 + n,
        `How is the ${entry.name} hazard rated for ${industry.name}?`,
        `<p>${entry.name} is rated ${entry.rating} out of 100 for ${industry.name}: ${BANDS[correct]!.label.toLowerCase()}.</p>`,
        BANDS.map((band, i) => ({ answer: band.label, is_correct: i === correct })),
      ),
    );
  });
  return questions;
}

export interface Grade {
  questions: StoredQuizQuestion[];
  correct: number;
  answered: number;
}

/**
 * Grades a submission against the questions served: an answer counts only when it belongs to its
 * question; a question answered twice keeps the last choice.
 */
export function gradeAnswers(
  questions: readonly StoredQuizQuestion[],
  answers: readonly { question_id: number; answer_id: number }[],
): Grade {
  const chosen = new Map<number, number>();
  for (const { question_id, answer_id } of answers) chosen.set(question_id, answer_id);
  let correct = 0;
  let answered = 0;
  const graded = questions.map((q) => {
    const pick = chosen.get(q.id);
    const answer = q.answers.find((a) => a.id === pick);
    if (!answer) return { ...q, chosen: undefined };
    answered += 1;
    if (answer.is_correct) correct += 1;
    return { ...q, chosen: answer.id };
  });
  return { questions: graded, correct, answered };
}

/**
 * The contract's Quiz for an attempt. Before submission `is_correct` and the explanations are
 * withheld (null), so the answers cannot be read from the network: a deliberate deviation from the
 * Quiz of docs/product/learning-and-points.md, which sends them up front.
 */
export function quizBody(attempt: QuizAttempt, names: { course: string | undefined; industry: string | undefined }): Quiz {
  const graded = attempt.time_end !== null;
  return {
    quiz_id: attempt.id,
    short_course_id: attempt.course_id,
    industry_id: attempt.industry_id,
    time_start: new Date(attempt.time_start).toISOString(),
    time_end: graded ? new Date(attempt.time_end!).toISOString() : null,
    course: attempt.course_id !== null && names.course !== undefined ? { id: attempt.course_id, name: names.course } : null,
    industry: attempt.industry_id !== null && names.industry !== undefined ? { id: attempt.industry_id, name: names.industry } : null,
    country: countryCode(attempt.country),
    questions: attempt.questions.map((q) => ({
      id: q.id,
      question: q.question,
      comment: graded ? q.comment : null,
      answers: q.answers.map((a) => ({
        id: a.id,
        answer: a.answer,
        is_correct: graded ? a.is_correct : null,
        user_answered: q.chosen === a.id,
      })),
    })),
  };
}
