import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { industryEmptyCopy } from '../rules/industry-content';
import { hazardEntries } from '../test-utils/industry-fixtures';
import { savedTailored } from './fixtures';
import { TailoredReportBuilder, tailoredReportCopy } from './TailoredReportBuilder';

const hazardUrl = '/api/industries/15468/hazard_index/:country';
const templateUrl = '/api/user/reports/customizations/41';
const saved = savedTailored({ recommended: [1, 2, 3], for_review: [6], for_consideration: [7, 10] }, [
  { id: 1, comment: '<p><strong>Ovens</strong> are cleaned weekly.</p>' },
]);

const hazard = http.get(hazardUrl, () => HttpResponse.json({ data: hazardEntries }));
const load = http.get(templateUrl, () => HttpResponse.json(saved));
const save = http.put(templateUrl, async ({ request }) => {
  const body = (await request.json()) as { name: string; customizations: typeof saved.customizations };
  return HttpResponse.json({ ...saved, name: body.name, customizations: body.customizations });
});
const create = http.post('/api/user/reports/customizations', async ({ request }) => {
  const body = (await request.json()) as { name: string; customizations: typeof saved.customizations };
  return HttpResponse.json({ ...saved, id: 77, name: body.name, customizations: body.customizations }, { status: 201 });
});

const meta = {
  title: 'Widgets/TailoredReportBuilder',
  component: TailoredReportBuilder,
  args: { industryId: 15468, country: 'au', templateId: 41 },
  parameters: { msw: { handlers: [hazard, load, save, create] } },
} satisfies Meta<typeof TailoredReportBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

const classesIn = (canvasElement: HTMLElement, group: string) =>
  within(canvasElement).getByRole('region', { name: group }).querySelectorAll('[data-class-name]');
const names = (nodes: NodeListOf<Element>) => [...nodes].map((node) => node.getAttribute('data-class-name'));

/** A saved customisation: the classes in their three groups, one with a comment. */
export const Saved: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('are cleaned weekly.', { exact: false })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Currently insured' })).toHaveTextContent('Public Liability');
  },
};

/** Nothing saved yet: every class is recommended; the first move creates the customisation. */
export const Pristine: Story = {
  args: { templateId: null },
  play: async ({ canvasElement, canvas }) => {
    await canvas.findByRole('region', { name: 'Recommended' });
    await expect(classesIn(canvasElement, 'Currently insured')).toHaveLength(0);
    await expect(classesIn(canvasElement, 'Not currently insured')).toHaveLength(0);
  },
};

/** The "Move to…" menu (the non-drag way) moves a class and saves: "Saved". */
export const MoveWithMenu: Story = {
  play: async ({ canvasElement, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Move to… Crime' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Not currently insured' }));
    await expect(await body.findByText('Saved', {}, { timeout: 5000 })).toBeVisible();
    await expect(names(classesIn(canvasElement, 'Not currently insured'))).toContain('Crime');
  },
};

/** The comment dialog, 70% of the viewport wide, with the formatting toolbar. */
export const EditComment: Story = {
  play: async ({ canvasElement, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit comment: Property Damage' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Property Damage' });
    await expect(within(dialog).getByRole('toolbar', { name: 'Comment formatting' })).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Comment' })).toHaveTextContent('Ovens are cleaned weekly.');
  },
};

/** While the saved customisation loads, nothing can be dragged or moved. */
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
    await expect(await canvas.findByText(tailoredReportCopy.loadingCustomization)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Drag Crime' })).toBeDisabled();
  },
};

/** A save on its way: the move shows at once, "Saved" follows. */
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
  play: async ({ canvasElement, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Move to… Crime' }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: 'Currently insured' }));
    await waitFor(() => expect(canvas.getByRole('region', { name: tailoredReportCopy.title })).toHaveAttribute('aria-busy', 'true'));
  },
};

/** A failed save shows the error's message. */
export const SaveFails: Story = {
  parameters: {
    msw: {
      handlers: [
        hazard,
        load,
        http.put(templateUrl, () =>
          HttpResponse.json({ code: 'bad_request', message: 'The hazard_index customization is invalid.' }, { status: 400 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Move to… Crime' }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: 'Currently insured' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('The hazard_index customization is invalid.')).toBeVisible();
  },
};

/** Another user's (or a cleared) template. */
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
    await expect(await canvas.findByText(tailoredReportCopy.loadFailed)).toBeVisible();
  },
};

export const NoClasses: Story = {
  parameters: { msw: { handlers: [http.get(hazardUrl, () => HttpResponse.json({ data: [] })), load] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(industryEmptyCopy.hazardIndex)).toBeVisible();
  },
};
