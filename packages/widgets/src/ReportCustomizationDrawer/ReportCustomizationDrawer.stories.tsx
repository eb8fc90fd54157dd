import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { reportHandlers } from '../ReportPreview/fixtures';
import { defaultReportSections, type ReportContext, type ReportSection } from '@riskatlas/domain';
import { ReportCustomizationDrawer, type ReportCustomizationDrawerProps } from './ReportCustomizationDrawer';

const auAdviser: ReportContext = { country: 'au', underwriter: false, appTheme: 'default', hasRates: true, hasBusinessLocation: true };
const children = {
  'report-risk-checklist': [
    { id: 1, label: 'Property Damage' },
    { id: 7, label: 'Product Liability' },
  ],
};

function Stateful(props: ReportCustomizationDrawerProps) {
  const [sections, setSections] = useState<ReportSection[]>(props.sections as ReportSection[]);
  const [name, setName] = useState(props.insuredBusinessName ?? '');
  return (
    <ReportCustomizationDrawer
      {...props}
      sections={sections}
      onSectionsChange={setSections}
      insuredBusinessName={name}
      onInsuredBusinessNameChange={setName}
    />
  );
}

const meta = {
  title: 'Widgets/ReportCustomizationDrawer',
  component: ReportCustomizationDrawer,
  render: (args) => <Stateful {...args} />,
  args: {
    open: true,
    sections: defaultReportSections(auAdviser, children),
    onSectionsChange: fn(),
    onEditSection: fn(),
    editableSections: ['report-hazard-assessment'],
    onToggleFullscreen: fn(),
    insuredBusinessName: 'Crusty Loaves Pty Ltd',
  },
  parameters: { msw: { handlers: reportHandlers() } },
} satisfies Meta<typeof ReportCustomizationDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('option', { name: 'Slate' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Custom theme $499' })).toBeVisible();
  },
};

export const UncheckGroup: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Risk Checklist' }));
    await expect(canvas.getByRole('checkbox', { name: 'Property Damage' })).not.toBeChecked();
  },
};

export const NoBusinessLocation: Story = {
  args: { sections: defaultReportSections({ ...auAdviser, hasBusinessLocation: false }, children) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Select a business location to view the NatCat analysis.')).toBeVisible();
  },
};

export const NatCatTheme: Story = {
  args: { appTheme: 'natcat', sections: defaultReportSections({ ...auAdviser, appTheme: 'natcat' }, children) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Custom theme $499' })).toBeNull();
  },
};

export const Fullscreen: Story = {
  args: { fullscreen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Exit Fullscreen' })).toBeVisible();
  },
};

export const ThemeSaved: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('option', { name: 'Slate' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Theme' }), 'Slate');
    await expect(await within(canvasElement.ownerDocument.body).findByText('Saved')).toBeInTheDocument();
  },
};

export const ThemeSaveFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put('/api/user/settings', () => HttpResponse.json({ code: 'bad_request', message: 'Unknown theme' }, { status: 400 })),
        ...reportHandlers(),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('option', { name: 'Slate' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Theme' }), 'Slate');
    await expect(await within(canvasElement.ownerDocument.body).findByText('Unknown theme')).toBeInTheDocument();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show options' })).toHaveAttribute('aria-expanded', 'false');
  },
};
