import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, within } from 'storybook/test';
import { quizValidationCopy } from '../rules/quiz';
import { quizCopy as copy } from './copy';
import { gradedQuiz, startedQuiz } from './fixtures';
import { Quiz } from './Quiz';

const startUrl = '/api/quizzes/questions';
const submitUrl = '/api/user/quizzes/:quizId';

const meta = {
  title: 'Widgets/Quiz',
  component: Quiz,
  args: { source: { industryId: 7 }, country: 'nz', onGraded: fn() },
  parameters: {
    msw: {
      handlers: [
        http.get(startUrl, () => HttpResponse.json(startedQuiz)),
        http.post(submitUrl, async ({ request }) => {
          const body = (await request.json()) as { answers: { question_id: number; answer_id: number }[] };
          return HttpResponse.json(gradedQuiz(new Map(body.answers.map((a) => [a.question_id, a.answer_id]))));
        }),
      ],
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 800 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Quiz>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try it: Start test, answer, Check. */
export const Playground: Story = {};

/** Not started: the intro and Start test. */
export const NotStarted: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: copy.start })).toBeEnabled();
  },
};

/** Loading: starting the test while the server prepares the questions. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(startUrl, async () => {
          await delay('infinite');
          return HttpResponse.json(startedQuiz);
        }),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: copy.start }));
    await expect(await canvas.findByRole('status', { name: copy.starting })).toBeVisible();
  },
};

/** In progress, Check refused: each unanswered question says so. */
export const Unanswered: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: copy.start }));
    const first = await canvas.findByRole('group', { name: /highest hazard rating/ });
    await userEvent.click(within(first).getByRole('radio', { name: 'Property Damage' }));
    await userEvent.click(canvas.getByRole('button', { name: copy.check }));
    await expect(await canvas.findAllByText(quizValidationCopy.questionRequired)).toHaveLength(2);
  },
};

/** Graded by the server: result, time taken, right answers and explanations; Done returns to the start. */
export const Graded: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: copy.start }));
    for (const name of [/highest hazard rating/, /Public Liability/, /Cyber Risks/]) {
      const group = await canvas.findByRole('group', { name });
      await userEvent.click(within(group).getAllByRole('radio')[0]!);
    }
    await userEvent.click(canvas.getByRole('button', { name: copy.check }));
    await expect(await canvas.findByRole('status', { name: copy.result })).toHaveTextContent('33%');
    await expect(args.onGraded).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: copy.done }));
    await expect(await canvas.findByRole('button', { name: copy.start })).toBeVisible();
  },
};

/** Empty: the industry or course has no quiz for this country. */
export const NoQuiz: Story = {
  parameters: {
    msw: { handlers: [http.get(startUrl, () => HttpResponse.json({ code: 'not_found', message: 'No quiz.' }, { status: 404 }))] },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: copy.start }));
    await expect(await canvas.findByText(copy.noQuiz)).toBeVisible();
  },
};

/** Error: starting failed; Start test stays available to retry. */
export const StartFailed: Story = {
  parameters: { msw: { handlers: [http.get(startUrl, () => HttpResponse.json({ code: 'internal', message: 'Boom' }, { status: 500 }))] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: copy.start }));
    await expect(await canvas.findByText(copy.startFailed)).toBeVisible();
  },
};

/** An Australian short-course quiz (the same widget, a course source). */
export const CourseQuizAu: Story = {
  args: { source: { courseId: 1 }, country: 'au', heading: 'Business Interruption Essentials: Test Your Knowledge' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /Business Interruption Essentials/ })).toBeVisible();
  },
};
