import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { industryEmptyCopy } from '../rules/industry-content';
import { hazardEntries } from '../test-utils/industry-fixtures';
import { keyQuestions, savedUnderwriter } from './fixtures';
import { UnderwriterReportBuilder, underwriterReportCopy } from './UnderwriterReportBuilder';

const hazardUrl = '/api/industries/15468/hazard_index/:country';
const templateUrl = '/api/user/reports/customizations/52';
const saved = savedUnderwriter([
  {
    id: 1,
    comments: '<p><strong>Ovens</strong> are serviced yearly.</p>',
    checklist: [{ questionId: 902, question: 'Is flour dust extracted?', answer: '<p>Yes, ducted.</p>' }],
    checked: true,
  },
  { id: 3, comments: '<p>Cash banked daily.</p>', checklist: [], checked: false },
]);

const hazard = http.get(hazardUrl, () => HttpResponse.json({ data: hazardEntries }));
const checklist = http.get('/api/industries/15468/checklist', () => HttpResponse.json({ data: keyQuestions }));
const load = http.get(templateUrl, () => HttpResponse.json(saved));
const save = http.put(templateUrl, async ({ request }) => {
  const body = (await request.json()) as { customizations: typeof saved.customizations };
  return HttpResponse.json({ ...saved, customizations: body.customizations });
});

const meta = {
  title: 'Widgets/UnderwriterReportBuilder',
  component: UnderwriterReportBuilder,
  args: { industryId: 15468, country: 'au', templateId: 52 },
  parameters: { msw: { handlers: [hazard, checklist, load, save] } },
} satisfies Meta<typeof UnderwriterReportBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A saved selection: Property Damage chosen with a comment and an answer; Crime kept unchecked for its comment. */
export const Saved: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Property Damage' })).toBeChecked());
    await expect(canvas.getByRole('checkbox', { name: 'Crime' })).not.toBeChecked();
    await expect(canvas.getByText('Cash banked daily.')).toBeVisible();
  },
};

/** A click selects a class and saves at once. */
export const ToggleSaves: Story = {
  play: async ({ canvasElement, canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Property Damage' })).toBeChecked());
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Public Liability' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Saved', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The edit dialog's second page: the Key checklist, with Add Answer / Cancel. */
export const ChecklistPage: Story = {
  play: async ({ canvasElement, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit: Property Damage' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Property Damage' });
    await userEvent.click(within(dialog).getByRole('tab', { name: underwriterReportCopy.pages.checklist }));
    await expect(
      await within(dialog).findByRole('button', { name: 'Add Answer: Are ovens fitted with automatic shut-off?' }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel: Is flour dust extracted?' })).toBeVisible();
  },
};

/** The edit dialog's first page: the underwriter's comment. */
export const CommentsPage: Story = {
  play: async ({ canvasElement, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit: Property Damage' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Property Damage' });
    await expect(within(dialog).getByRole('textbox', { name: underwriterReportCopy.commentLabel })).toHaveTextContent(
      'Ovens are serviced yearly.',
    );
  },
};

/** Nothing saved yet: no class selected. */
export const Pristine: Story = {
  args: { templateId: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('checkbox', { name: 'Crime' })).not.toBeChecked();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        hazard,
        http.get(templateUrl, async () => {
          await delay('infinite');
          return HttpResponse.json(saved);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(underwriterReportCopy.loadingCustomization)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Crime' })).toBeDisabled();
  },
};

export const Saving: Story = {
  parameters: {
    msw: {
      handlers: [
        hazard,
        load,
        http.put(templateUrl, async () => {
          await delay('infinite');
          return HttpResponse.json(saved);
        }),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Property Damage' })).toBeChecked());
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Public Liability' }));
    await waitFor(() => expect(canvas.getByRole('region', { name: underwriterReportCopy.title })).toHaveAttribute('aria-busy', 'true'));
  },
};

export const SaveFails: Story = {
  parameters: {
    msw: {
      handlers: [
        hazard,
        load,
        http.put(templateUrl, () =>
          HttpResponse.json({ code: 'not_found', message: 'No report customisation has this template id.' }, { status: 404 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement, canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Property Damage' })).toBeChecked());
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Public Liability' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('No report customisation has this template id.')).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        hazard,
        http.get(templateUrl, () =>
          HttpResponse.json({ code: 'not_found', message: 'No report customisation has this template id.' }, { status: 404 }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(underwriterReportCopy.loadFailed)).toBeVisible();
  },
};

export const NoClasses: Story = {
  parameters: { msw: { handlers: [http.get(hazardUrl, () => HttpResponse.json({ data: [] })), load] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(industryEmptyCopy.hazardIndex)).toBeVisible();
  },
};
