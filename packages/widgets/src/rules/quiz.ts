/** Quiz rules (docs/product/learning-and-points.md#quizzes). */
export const quizValidationCopy = {
  questionRequired: 'Question must be answered',
} as const;

/** The page scrolls to the first unanswered question leaving this many pixels above it (docs/product/learning-and-points.md#quizzes). */
export const QUIZ_ERROR_SCROLL_OFFSET = 115;

export interface GradedAnswer {
  is_correct: boolean | null;
  user_answered: boolean;
}

/** Percentage of answered questions answered correctly, whole percent; 0 when nothing was answered. */
export function quizResultPercent(questions: ReadonlyArray<{ answers: readonly GradedAnswer[] }>): number {
  const answered = questions.map((q) => q.answers.find((a) => a.user_answered)).filter((a) => a !== undefined);
  if (answered.length === 0) return 0;
  const correct = answered.filter((a) => a.is_correct === true).length;
  return Math.round((correct / answered.length) * 100);
}

/** Time between start and end as "1h 2m 3s" (hours and minutes only when non-zero). */
export function quizDuration(start: string | null, end: string | null): string {
  if (start === null || end === null) return '';
  const ms = Date.parse(end) - Date.parse(start);
  if (!Number.isFinite(ms) || ms < 0) return '';
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return [h > 0 ? `${h}h` : '', h > 0 || m > 0 ? `${m}m` : '', `${s}s`].filter(Boolean).join(' ');
}

/** Ids of questions without a chosen answer, in page order. */
export function unansweredQuestions(questionIds: readonly number[], chosen: ReadonlyMap<number, number>): number[] {
  return questionIds.filter((id) => !chosen.has(id));
}
