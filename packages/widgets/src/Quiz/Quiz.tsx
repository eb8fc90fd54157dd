import { isApiRequestError, startQuiz, useApiClient, useSubmitQuiz, type Schema } from '@riskatlas/api-client';
import { useId, useRef, useState, type ComponentPropsWithRef, type FormEvent } from 'react';
import { Button } from '../primitives/Button';
import { EmptyState } from '../primitives/EmptyState';
import { SafeHtml } from '../primitives/SafeHtml';
import { Spinner } from '../primitives/Spinner';
import { QUIZ_ERROR_SCROLL_OFFSET, quizDuration, quizValidationCopy, quizResultPercent, unansweredQuestions } from '../rules/quiz';
import { quizCopy as copy } from './copy';
import { Alert, AnswerList, AnswerOption, FieldError, GradedAnswer, Heading, QuestionCard, Questions, Root, Summary } from './Quiz.styles';

type QuizData = Schema<'Quiz'>;
export type QuizSource = { industryId: number } | { courseId: number };

export interface QuizProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The industry or short course to test. Required. */
  source: QuizSource;
  /** The user's country; the quiz and its points follow it. Required. */
  country: Schema<'CountryCode'>;
  /** Heading text. Default 'Test Your Knowledge'. */
  heading?: string;
  /** Called with the graded quiz once the server has checked it. Default: none. */
  onGraded?: (quiz: QuizData) => void;
}

type Phase =
  | { kind: 'idle'; error?: string; missing?: boolean }
  | { kind: 'starting' }
  | { kind: 'answering'; quiz: QuizData; submitting: boolean; error?: string }
  | { kind: 'graded'; quiz: QuizData };

/** Leaves `offset` pixels above the element, so a fixed header does not cover the first error. */
function scrollWithOffset(element: HTMLElement, offset: number) {
  const view = element.ownerDocument.defaultView;
  if (!view) return;
  view.scrollTo({ top: element.getBoundingClientRect().top + view.scrollY - offset, behavior: 'smooth' });
}

/**
 * A knowledge quiz (docs/product/learning-and-points.md#quizzes): not started (Start test), in progress, then graded with
 * the result and time taken; Done returns to the start. The server grades the answers: the
 * questions arrive without the right answers. Check is refused while any question is unanswered,
 * each one saying 'Question must be answered', and the page scrolls to the first one.
 */
export function Quiz({ source, country, heading = copy.heading, onGraded, ...rest }: QuizProps) {
  const client = useApiClient();
  const submit = useSubmitQuiz();
  const headingId = useId();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [chosen, setChosen] = useState<ReadonlyMap<number, number>>(new Map());
  const [errors, setErrors] = useState<ReadonlySet<number>>(new Set());
  const questionRefs = useRef(new Map<number, HTMLLIElement>());

  const start = async () => {
    setPhase({ kind: 'starting' });
    setChosen(new Map());
    setErrors(new Set());
    try {
      const quiz = await startQuiz(client, source, country);
      setPhase({ kind: 'answering', quiz, submitting: false });
    } catch (error) {
      const missing = isApiRequestError(error) && error.status === 404;
      setPhase({ kind: 'idle', missing, ...(missing ? {} : { error: copy.startFailed }) });
    }
  };

  const choose = (questionId: number, answerId: number) => {
    setChosen((current) => new Map(current).set(questionId, answerId));
    setErrors((current) => {
      if (!current.has(questionId)) return current;
      const next = new Set(current);
      next.delete(questionId);
      return next;
    });
  };

  const check = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase.kind !== 'answering' || phase.submitting) return;
    const missing = unansweredQuestions(
      phase.quiz.questions.map((q) => q.id),
      chosen,
    );
    if (missing.length > 0) {
      setErrors(new Set(missing));
      const first = questionRefs.current.get(missing[0]!);
      if (first) {
        scrollWithOffset(first, QUIZ_ERROR_SCROLL_OFFSET);
        first.querySelector('input')?.focus({ preventScroll: true });
      }
      return;
    }
    setPhase({ ...phase, submitting: true, error: undefined });
    try {
      const graded = await submit(phase.quiz.quiz_id, {
        country,
        answers: [...chosen].map(([question_id, answer_id]) => ({ question_id, answer_id })),
      });
      setPhase({ kind: 'graded', quiz: graded });
      onGraded?.(graded);
    } catch {
      setPhase({ ...phase, submitting: false, error: copy.submitFailed });
    }
  };

  return (
    <Root aria-labelledby={headingId} aria-busy={phase.kind === 'starting'} {...rest}>
      <Heading id={headingId}>{heading}</Heading>

      {phase.kind === 'idle' ? (
        phase.missing ? (
          <EmptyState message={copy.noQuiz} />
        ) : (
          <>
            <p>{copy.intro}</p>
            {phase.error ? <Alert role="alert">{phase.error}</Alert> : null}
            <div>
              <Button type="button" variant="primary" onClick={() => void start()}>
                {copy.start}
              </Button>
            </div>
          </>
        )
      ) : null}

      {phase.kind === 'starting' ? <Spinner label={copy.starting} showLabel /> : null}

      {phase.kind === 'answering' ? (
        <form noValidate onSubmit={(event) => void check(event)}>
          <Questions>
            {phase.quiz.questions.map((question, index) => {
              const invalid = errors.has(question.id);
              const errorId = `${headingId}-q${question.id}-error`;
              return (
                <QuestionCard
                  key={question.id}
                  data-invalid={invalid ? 'true' : 'false'}
                  ref={(element) => {
                    if (element) questionRefs.current.set(question.id, element);
                    else questionRefs.current.delete(question.id);
                  }}
                >
                  <fieldset aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId : undefined}>
                    <legend>
                      {index + 1}. {question.question}
                    </legend>
                    {question.answers.map((answer) => (
                      <AnswerOption key={answer.id}>
                        <input
                          type="radio"
                          name={`question-${question.id}`}
                          value={answer.id}
                          checked={chosen.get(question.id) === answer.id}
                          onChange={() => choose(question.id, answer.id)}
                        />
                        <span>{answer.answer}</span>
                      </AnswerOption>
                    ))}
                  </fieldset>
                  {invalid ? <FieldError id={errorId}>{quizValidationCopy.questionRequired}</FieldError> : null}
                </QuestionCard>
              );
            })}
          </Questions>
          {phase.error ? <Alert role="alert">{phase.error}</Alert> : null}
          <p>
            <Button type="submit" variant="primary" busy={phase.submitting}>
              {phase.submitting ? copy.checking : copy.check}
            </Button>
          </p>
        </form>
      ) : null}

      {phase.kind === 'graded' ? <GradedQuiz quiz={phase.quiz} onDone={() => setPhase({ kind: 'idle' })} /> : null}
    </Root>
  );
}

function GradedQuiz({ quiz, onDone }: { quiz: QuizData; onDone: () => void }) {
  return (
    <>
      <Summary role="status" aria-label={copy.result}>
        <dt>{copy.result}</dt>
        <dd>{quizResultPercent(quiz.questions)}%</dd>
        <dt>{copy.duration}</dt>
        <dd>{quizDuration(quiz.time_start, quiz.time_end)}</dd>
      </Summary>
      <Questions>
        {quiz.questions.map((question, index) => {
          const picked = question.answers.find((answer) => answer.user_answered);
          return (
            <QuestionCard key={question.id}>
              <p>
                <strong>
                  {index + 1}. {question.question}
                </strong>{' '}
                — {picked?.is_correct ? copy.correct : copy.incorrect}
              </p>
              <AnswerList>
                {question.answers.map((answer) => (
                  <GradedAnswer key={answer.id} $state={answer.is_correct ? 'correct' : answer.user_answered ? 'wrong' : 'plain'}>
                    {answer.answer}
                    {answer.user_answered ? ` (${copy.yourAnswer})` : ''}
                    {answer.is_correct ? ` ✓ ${copy.correct}` : ''}
                  </GradedAnswer>
                ))}
              </AnswerList>
              {question.comment ? <SafeHtml html={question.comment} /> : null}
            </QuestionCard>
          );
        })}
      </Questions>
      <div>
        <Button type="button" variant="primary" onClick={onDone}>
          {copy.done}
        </Button>
      </div>
    </>
  );
}
