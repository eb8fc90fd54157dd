import type { Schema } from '@riskatlas/api-client';

type QuizData = Schema<'Quiz'>;

const questions = [
  {
    id: 1,
    question: 'Which insurance class has the highest hazard rating for Bakery?',
    answers: ['Business Interruption', 'Cyber Risks', 'Property Damage', 'Professional Indemnity'],
    correct: 2,
  },
  {
    id: 2,
    question: 'How is the Public Liability hazard rated for Bakery?',
    answers: ['Low (0 to 25)', 'Medium (26 to 60)', 'High (61 to 100)'],
    correct: 1,
  },
  {
    id: 3,
    question: 'How is the Cyber Risks hazard rated for Bakery?',
    answers: ['Low (0 to 25)', 'Medium (26 to 60)', 'High (61 to 100)'],
    correct: 0,
  },
];

/** A quiz as the server starts it: no right answers, no explanations. */
export const startedQuiz: QuizData = {
  quiz_id: 41,
  short_course_id: null,
  industry_id: 7,
  time_start: '2026-03-02T10:00:00.000Z',
  time_end: null,
  course: null,
  industry: { id: 7, name: 'Bakery' },
  country: 'nz',
  questions: questions.map((q) => ({
    id: q.id,
    question: q.question,
    comment: null,
    answers: q.answers.map((answer, i) => ({ id: q.id * 10 + i + 1, answer, is_correct: null, user_answered: false })),
  })),
};

/** The server's grading of a submission (question id → chosen answer id). */
export function gradedQuiz(answers: ReadonlyMap<number, number>): QuizData {
  return {
    ...startedQuiz,
    time_end: '2026-03-02T10:04:05.000Z',
    questions: questions.map((q) => ({
      id: q.id,
      question: q.question,
      comment: `<p>The Bakery hazard index explains question ${q.id}.</p>`,
      answers: q.answers.map((answer, i) => ({
        id: q.id * 10 + i + 1,
        answer,
        is_correct: i === q.correct,
        user_answered: answers.get(q.id) === q.id * 10 + i + 1,
      })),
    })),
  };
}
