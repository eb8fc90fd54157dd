import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiFor, json, renderAt, USER } from '../../test-support';
import { WORKING_CUSTOMIZATION_KEY } from './report-storage';

const UNDERWRITER = { ...USER, user_name: 'underwriter.au', roles: ['Underwriter'] };
const ENTRY = (id: number, name: string, slug: string, rating: number) => ({
  id,
  slug,
  name,
  rating,
  icon: slug,
  comment: `<p>${name} summary</p>`,
  classes: [name],
  insurance_class: { id, name, slug, includes: [] },
});
const INDUSTRY = {
  id: 15468,
  code: '1174',
  name: 'Bakery',
  has_market: false,
  quizzes: [],
  related_industries: [],
  classifications: [],
  indicative_rates: [{ country: 'au', avg: 1.5, weight: 1 }],
};
const extra = {
  '/industries/15468': () => json(INDUSTRY),
  '/industries/15468/hazard_index/au': () =>
    json({ data: [ENTRY(1, 'Property Damage', 'property_damage', 72), ENTRY(2, 'Business Interruption', 'business_interruption', 55)] }),
  '/user/settings': () => json({ data: [] }),
  '/user/themes': () =>
    json({
      data: [
        {
          id: 1,
          label: 'Risk Atlas Blue',
          value: { colorTitle: '#003262', colorBg1: '#2367a5', colorBg2: '#00203f', colorBar: '#019cae' },
        },
      ],
    }),
};
const location = () => screen.getByTestId('location').textContent;
/** jsdom is narrow: the drawer starts closed, as at 768 px or less. */
async function openDrawer() {
  await userEvent.click(await screen.findByRole('button', { name: 'Show options' }));
}

beforeEach(() => window.localStorage.setItem('riskatlas.tailoredReportVideoViewed', 'true'));
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('report routes', () => {
  it('/report sends an adviser to the quick report and clears the working customisation', async () => {
    window.sessionStorage.setItem(WORKING_CUSTOMIZATION_KEY, '{"id":3}');
    renderAt('/industries/15468/report', apiFor(USER, extra), 'token');
    await waitFor(() => expect(location()).toBe('/industries/15468/report/quick-report'));
    expect(window.sessionStorage.getItem(WORKING_CUSTOMIZATION_KEY)).toBeNull();
    expect(await screen.findByRole('region', { name: 'Insurance Risk Report' }, { timeout: 5000 })).toBeInTheDocument();
    await openDrawer();
    expect(await screen.findByRole('checkbox', { name: 'About' })).toBeChecked();
  });

  it('/report sends an underwriter to the underwriter report: the class step, then the Risk Consideration Report', async () => {
    renderAt('/industries/15468/report', apiFor(UNDERWRITER, extra), 'token');
    await waitFor(() => expect(location()).toBe('/industries/15468/report/underwriter-report'));
    const builder = await screen.findByRole('region', { name: 'Select insurance classes' }, { timeout: 5000 });
    expect(await within(builder).findByText('Property Damage')).toBeInTheDocument();
    expect(within(builder).getByText('Business Interruption')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('region', { name: 'Risk Consideration Report' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Under Insurance' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('region', { name: 'Select insurance classes' })).toBeInTheDocument();
  });

  it('shows underwriters "Coming soon..." on the quick and tailored reports', async () => {
    renderAt('/industries/15468/report/tailored-report', apiFor(UNDERWRITER, extra), 'token');
    expect(await screen.findByText('Coming soon...', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows other users the quick report on the underwriter report', async () => {
    renderAt('/industries/15468/report/underwriter-report', apiFor(USER, extra), 'token');
    expect(await screen.findByRole('region', { name: 'Insurance Risk Report' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('tailored report: loads the ?tmpl= customisation into the builder and the preview, steps forward, and Reset asks before starting over', async () => {
    const saved = {
      id: 42,
      name: 'Crusty Loaves Pty Ltd',
      industry_id: 15468,
      report_type: 'tailored',
      last_updated_on: '2026-11-25T09:00:00.000Z',
      customizations: [
        {
          section: 'hazard_index',
          customization: JSON.stringify({
            grouping: [
              { id: 'recommended', title: 'Recommended', seq: 0, classes: [1] },
              { id: 'for_review', title: 'Currently insured', seq: 1, classes: [] },
              { id: 'for_consideration', title: 'Not currently insured', seq: 2, classes: [2] },
            ],
            comments: [{ id: 1, comment: '<p><strong>Ovens</strong> need a service plan.</p>' }],
          }),
        },
      ],
    };
    renderAt(
      '/industries/15468/report/tailored-report?tmpl=42',
      apiFor(USER, { ...extra, '/user/reports/customizations/42': () => json(saved) }),
      'token',
    );
    await screen.findByRole('region', { name: 'Tailor your report' }, { timeout: 5000 });
    const notInsured = await screen.findByRole('region', { name: 'Not currently insured' });
    expect(await within(notInsured).findByText('Business Interruption')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const report = await screen.findByRole('region', { name: 'Insurance Risk Report' });
    expect(await within(report).findByText(/Crusty Loaves Pty Ltd/)).toBeInTheDocument();
    expect(await screen.findByText('Ovens', {}, { timeout: 5000 })).toBeInTheDocument();
    await openDrawer();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'About' }));
    expect(screen.getByRole('checkbox', { name: 'About' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset' });
    expect(within(dialog).getByText('Are you sure to start over?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.getByRole('checkbox', { name: 'About' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Reset' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('region', { name: 'Tailor your report' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await openDrawer();
    expect(await screen.findByRole('checkbox', { name: 'About' })).toBeChecked();
  });

  it('opens the intro video on the first view, sets the flag on close and follows the choice', async () => {
    window.localStorage.removeItem('riskatlas.tailoredReportVideoViewed');
    renderAt('/industries/15468/report/quick-report', apiFor(USER, extra), 'token');
    const dialog = await screen.findByRole('dialog', { name: 'Tailor your Risk Report' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Your Tailored Report' }));
    await waitFor(() => expect(location()).toBe('/industries/15468/report/tailored-report'));
    expect(window.localStorage.getItem('riskatlas.tailoredReportVideoViewed')).toBe('true');
    expect(screen.queryByRole('dialog', { name: 'Tailor your Risk Report' })).toBeNull();
  });
});
