import { IsolatedApiCache } from '@riskatlas/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { placesHandlers, samplePrimaryCompany, sampleSecondCompany, sampleUser } from '../account/story-data';
import { accountCopy } from '../rules';
import { CompanyInformation, companyInformationCopy } from './CompanyInformation';

const handlers = (companies: unknown[], roles = ['Adviser']) => [
  http.get('/api/user/companies', () => HttpResponse.json({ data: companies })),
  http.get('/api/user', () => HttpResponse.json(sampleUser('au', roles))),
  http.post('/api/user/companies', () => HttpResponse.json(sampleSecondCompany, { status: 201 })),
  http.patch('/api/user/companies/:id', () => HttpResponse.json(sampleSecondCompany)),
  http.delete('/api/user/companies/:id', () => new HttpResponse(null, { status: 204 })),
  ...placesHandlers,
];

const meta = {
  title: 'Widgets/CompanyInformation',
  component: CompanyInformation,
  parameters: { msw: { handlers: handlers([samplePrimaryCompany]) } },
  decorators: [
    (Story) => (
      <IsolatedApiCache>
        <Story />
      </IsolatedApiCache>
    ),
  ],
} satisfies Meta<typeof CompanyInformation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/user/companies', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        ...handlers([]),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the companies')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: handlers([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(companyInformationCopy.empty)).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/user/companies', () => HttpResponse.json({ code: 'internal_error', message: 'x' }, { status: 500 })),
        ...handlers([]),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(companyInformationCopy.loadFailed)).toBeVisible();
  },
};

/** An adviser: the primary company is read-only; the create card offers a second company. */
export const Adviser: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: samplePrimaryCompany.name })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: `${companyInformationCopy.edit} ${samplePrimaryCompany.name}` })).toBeNull();
    await expect(canvas.getByRole('button', { name: `+ ${companyInformationCopy.create}` })).toBeVisible();
  },
};

/** A company admin with two companies: both editable, no create card. */
export const CompanyAdmin: Story = {
  parameters: { msw: { handlers: handlers([samplePrimaryCompany, sampleSecondCompany], ['Adviser', 'CompanyAdmin']) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: `${companyInformationCopy.edit} ${samplePrimaryCompany.name}` })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: `+ ${companyInformationCopy.create}` })).toBeNull();
  },
};

/** Delete asks the question of docs/product/account-and-settings.md first. */
export const DeleteConfirm: Story = {
  parameters: { msw: { handlers: handlers([samplePrimaryCompany, sampleSecondCompany]) } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `${companyInformationCopy.delete} ${sampleSecondCompany.name}` }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: companyInformationCopy.deleteTitle }));
    await expect(dialog.getByText(accountCopy.confirmDeleteCompany)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: companyInformationCopy.confirm }));
    await expect(await body.findByText(accountCopy.companyDeleted)).toBeInTheDocument();
  },
};
