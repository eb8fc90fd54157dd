export { Quiz } from './Quiz';
export type { QuizProps, QuizSource } from './Quiz';
export { quizCopy } from './copy';
