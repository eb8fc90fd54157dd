import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reportHandlers } from '../ReportPreview/fixtures';
import { defaultReportSections, type ReportContext, type ReportSection } from '@riskatlas/domain';
import { renderWithProviders, testApiBaseUrl } from '../test-utils';
import { ReportCustomizationDrawer, type ReportCustomizationDrawerProps } from './ReportCustomizationDrawer';

const server = setupServer(...reportHandlers(testApiBaseUrl));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const auAdviser: ReportContext = { country: 'au', underwriter: false, appTheme: 'default', hasRates: true, hasBusinessLocation: false };
const children = {
  'report-risk-checklist': [
    { id: 1, label: 'Property Damage' },
    { id: 7, label: 'Product Liability' },
  ],
};

function Harness(props: Partial<ReportCustomizationDrawerProps> & { context?: ReportContext }) {
  const [sections, setSections] = useState<ReportSection[]>(defaultReportSections(props.context ?? auAdviser, children));
  return <ReportCustomizationDrawer open sections={sections} onSectionsChange={setSections} {...props} />;
}

describe('ReportCustomizationDrawer', () => {
  it('unchecking a group clears its children and checking it selects them all; required sections are locked', async () => {
    const { user } = renderWithProviders(<Harness />);
    const checklist = screen.getByRole('checkbox', { name: 'Risk Checklist' });
    const items = within(screen.getByRole('list', { name: 'Risk Checklist' })).getAllByRole('checkbox');
    expect(items.map((item) => (item as HTMLInputElement).checked)).toEqual([true, true]);
    await user.click(checklist);
    expect(checklist).not.toBeChecked();
    expect(items.every((item) => !(item as HTMLInputElement).checked)).toBe(true);
    await user.click(items[1]!);
    expect(checklist).toBeChecked();
    await user.click(checklist);
    await user.click(checklist);
    expect(items.every((item) => (item as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Hazard Assessment' })).toBeDisabled();
  });

  it('disables the NatCat section without a business location and says why', () => {
    renderWithProviders(<Harness />);
    const natcat = screen.getByRole('checkbox', { name: 'Nat Cat source' });
    expect(natcat).toBeDisabled();
    expect(natcat).toHaveAccessibleDescription('Select a business location to view the NatCat analysis.');
  });

  it('saves the chosen theme to the report_theme setting and says "Saved"', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(
        `${testApiBaseUrl}/user/settings`,
        async ({ request }) => (bodies.push(await request.json()), HttpResponse.json({ data: [] })),
      ),
    );
    const onThemeChange = vi.fn();
    const { user } = renderWithProviders(<Harness onThemeChange={onThemeChange} />);
    const select = screen.getByRole('combobox', { name: 'Theme' });
    await screen.findByRole('option', { name: 'Slate' });
    await user.selectOptions(select, 'Slate');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(bodies).toEqual([{ settings: [{ key: 'report_theme', value: '2' }] }]);
    expect(onThemeChange).toHaveBeenCalledWith(expect.objectContaining({ id: 2, label: 'Slate' }));
  });

  it("shows the save error's message when the theme cannot be saved", async () => {
    server.use(
      http.put(`${testApiBaseUrl}/user/settings`, () =>
        HttpResponse.json({ code: 'bad_request', message: 'Unknown theme' }, { status: 400 }),
      ),
    );
    const { user } = renderWithProviders(<Harness />);
    await screen.findByRole('option', { name: 'Slate' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Theme' }), 'Slate');
    expect(await screen.findByText('Unknown theme')).toBeInTheDocument();
  });

  it('offers the custom theme except in the NatCat theme', () => {
    const { unmount } = renderWithProviders(<Harness />);
    expect(screen.getByRole('link', { name: 'Custom theme $499' })).toHaveAttribute('target', '_blank');
    unmount();
    renderWithProviders(<Harness appTheme="natcat" />);
    expect(screen.queryByRole('link', { name: 'Custom theme $499' })).toBeNull();
  });

  it('calls onEditSection from the edit links and toggles fullscreen with "Exit Fullscreen"', async () => {
    const onEditSection = vi.fn();
    const onToggleFullscreen = vi.fn();
    const { user, rerender } = renderWithProviders(
      <Harness onEditSection={onEditSection} editableSections={['report-hazard-assessment']} onToggleFullscreen={onToggleFullscreen} />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit: Hazard Assessment' }));
    expect(onEditSection).toHaveBeenCalledWith('report-hazard-assessment');
    expect(screen.queryByRole('button', { name: 'Edit: About' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Fullscreen' }));
    expect(onToggleFullscreen).toHaveBeenCalledTimes(1);
    rerender(<Harness fullscreen onToggleFullscreen={onToggleFullscreen} />);
    expect(screen.getByRole('button', { name: 'Exit Fullscreen' })).toBeInTheDocument();
  });

  it('starts closed at 768 px or narrower when not controlled', () => {
    renderWithProviders(<ReportCustomizationDrawer sections={defaultReportSections(auAdviser)} onSectionsChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Show options' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: 'About' })).toBeNull();
  });
});
