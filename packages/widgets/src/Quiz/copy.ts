/** The quiz's words; the validation message is docs/product/learning-and-points.md's (rules/quiz.ts). */
export const quizCopy = {
  heading: 'Test Your Knowledge',
  intro: 'Answer every question, then Check your answers. Your result and the time you took are recorded, and a passed quiz earns points.',
  start: 'Start test',
  starting: 'Starting the test',
  check: 'Check',
  checking: 'Checking',
  done: 'Done',
  result: 'Result',
  duration: 'Time taken',
  correct: 'Correct',
  incorrect: 'Incorrect',
  yourAnswer: 'Your answer',
  noQuiz: 'There is no test for this yet.',
  startFailed: 'The test could not be started. Please try again.',
  submitFailed: 'Your answers could not be checked. Please try again.',
} as const;
