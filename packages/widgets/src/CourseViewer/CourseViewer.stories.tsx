import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn } from 'storybook/test';
import { CourseViewer, courseViewerCopy as copy } from './CourseViewer';
import { sampleCourse, sampleUnits } from './fixtures';

const unitUrl = '/api/courses/:courseId/units/:unitId';

const meta = {
  title: 'Widgets/CourseViewer',
  component: CourseViewer,
  args: { course: sampleCourse, onTestYourKnowledge: fn() },
  parameters: {
    msw: {
      handlers: [
        http.get(unitUrl, ({ params }) => HttpResponse.json(sampleUnits.find((u) => u.id === Number(params.unitId)) ?? sampleUnits[0])),
      ],
    },
  },
} satisfies Meta<typeof CourseViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The first unit, selected on load; no Previous. */
export const FirstUnit: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/below the value at risk/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: copy.previous })).toBeNull();
  },
};

/** The last unit: Next is replaced by Test your knowledge. */
export const LastUnit: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '3. Setting declared values' }));
    await userEvent.click(await canvas.findByRole('button', { name: copy.testYourKnowledge }));
    await expect(args.onTestYourKnowledge).toHaveBeenCalled();
  },
};

/** Loading a unit. */
export const Loading: Story = {
  // A course id of its own: SWR's cache is shared between stories.
  args: { course: { ...sampleCourse, id: 901 } },
  parameters: {
    msw: {
      handlers: [
        http.get(unitUrl, async () => {
          await delay('infinite');
          return HttpResponse.json(sampleUnits[0]);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the unit' })).toBeVisible();
  },
};

/** A unit that failed to load shows empty, with no message. */
export const UnitFailed: Story = {
  args: { course: { ...sampleCourse, id: 902 } },
  parameters: { msw: { handlers: [http.get(unitUrl, () => HttpResponse.json({ code: 'internal', message: 'Boom' }, { status: 500 }))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(copy.noContent)).toBeVisible();
  },
};

/** Empty: a course without units. */
export const Empty: Story = {
  args: { course: { ...sampleCourse, units: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(copy.noContent)).toBeVisible();
  },
};

/** Trial users: sample units from local data, no call. */
export const TrialLocalUnits: Story = {
  args: { localUnits: sampleUnits },
  parameters: { msw: { handlers: [http.get(unitUrl, () => HttpResponse.error())] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/below the value at risk/)).toBeVisible();
  },
};
