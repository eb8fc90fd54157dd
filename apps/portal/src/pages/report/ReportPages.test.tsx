import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFor, json, renderAt, USER } from '../../test-support';
import { INDUSTRY_LIMIT_MESSAGE } from '../../industry/useIndustryLimitLock';
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
const SAVED_TAILORED = {
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
        comments: [],
      }),
    },
  ],
};
const SUGGESTION = {
  place_id: 'au:14186',
  description: 'Townsville QLD 4810, Australia',
  main_text: 'Townsville',
  secondary_text: 'QLD 4810, Australia',
  postcode: '4810',
};
const PLACE = {
  place_id: 'au:14186',
  address: 'Townsville QLD 4810, Australia',
  lat: -19.2589635,
  lng: 146.8169483,
  street: null,
  suburb: 'Townsville',
  state: 'QLD',
  postcode: '4810',
  country: { code: 'au', name: 'Australia' },
};
const NATCAT_PROFILE = {
  id: 'windspeed',
  name: 'Wind Speed',
  map: 'windspeed',
  zoom_max: 32.4,
  analysis: {
    hazard: 'Wind region C',
    return_period: null,
    risk_description: { low: 'l', medium: 'm', high: 'h' },
    risk_index: 'high',
    graph_value: 67,
  },
  risk_classifications: { risk_categories: [] },
  legends: [],
  sources: ['Indicative model'],
};
const location = () => screen.getByTestId('location').textContent;
/** jsdom is narrow: the drawer starts closed, as at 768 px or less. */
async function openDrawer() {
  await userEvent.click(await screen.findByRole('button', { name: 'Show options' }));
}

beforeEach(() => window.localStorage.setItem('riskatlas.tailoredReportVideoViewed', 'true'));
afterEach(() => {
  vi.restoreAllMocks();
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

  it('keeps the industry navigation bar on the report: the broker moves to another section or searches again', async () => {
    renderAt('/industries/15468/report/quick-report', apiFor(USER, extra), 'token');
    expect(await screen.findByRole('region', { name: 'Insurance Risk Report' }, { timeout: 5000 })).toBeInTheDocument();
    // The bar's chunk loads beside the page's.
    const bar = await screen.findByRole('navigation', { name: 'Industry' }, { timeout: 10_000 });
    expect(await within(bar).findByRole('link', { name: '1174 Bakery' })).toHaveAttribute('href', '/industries/15468');
    expect(within(bar).getByRole('combobox')).toBeInTheDocument();
    const menu = within(bar).getByRole('list', { name: 'Industry sections' });
    expect(within(menu).getByRole('link', { name: 'Report' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(menu).getByRole('link', { name: 'Hazard Index' }));
    await waitFor(() => expect(location()).toBe('/industries/15468/hazard-index'));
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

  it("the drawer's Edit on Hazard Assessment goes back to the tailor step with the broker's groups and checks kept", async () => {
    renderAt(
      '/industries/15468/report/tailored-report?tmpl=42',
      apiFor(USER, { ...extra, '/user/reports/customizations/42': () => json(SAVED_TAILORED) }),
      'token',
    );
    await screen.findByRole('region', { name: 'Tailor your report' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('region', { name: 'Insurance Risk Report' });
    await openDrawer();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'About' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit: Hazard Assessment' }));
    const builder = await screen.findByRole('region', { name: 'Tailor your report' });
    expect(builder.parentElement).toHaveFocus();
    const notInsured = await screen.findByRole('region', { name: 'Not currently insured' });
    expect(await within(notInsured).findByText('Business Interruption')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await openDrawer();
    expect(await screen.findByRole('checkbox', { name: 'About' })).not.toBeChecked();
  });

  it("the drawer's Edit on a profile section opens its account page in a new tab, leaving the report as it is", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderAt('/industries/15468/report/quick-report', apiFor(USER, extra), 'token');
    await screen.findByRole('region', { name: 'Insurance Risk Report' }, { timeout: 5000 });
    await openDrawer();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit: Meet Your Advisor' }));
    expect(open).toHaveBeenLastCalledWith('/account/user-profile', '_blank', 'noopener');
    await userEvent.click(screen.getByRole('button', { name: 'Edit: Company Information' }));
    expect(open).toHaveBeenLastCalledWith('/account/company-information', '_blank', 'noopener');
    expect(location()).toBe('/industries/15468/report/quick-report');
    // The quick report has no builder: its hazard assessment has nothing to edit.
    expect(screen.queryByRole('button', { name: 'Edit: Hazard Assessment' })).toBeNull();
  });

  it('in the default theme the broker picks a business location in the report, and Nat Cat source can then be checked', async () => {
    const place = () => json(PLACE);
    renderAt(
      '/industries/15468/report/quick-report',
      apiFor(USER, {
        ...extra,
        '/geo/places': () => json({ data: [SUGGESTION] }),
        '/geo/places/au:14186': place,
        '/geo/places/au%3A14186': place,
        '/natcat/profiles': () => json({ data: [NATCAT_PROFILE] }),
      }),
      'token',
    );
    await screen.findByRole('region', { name: 'Insurance Risk Report' }, { timeout: 5000 });
    await openDrawer();
    const natcat = await screen.findByRole('checkbox', { name: 'Nat Cat source' });
    expect(natcat).toBeDisabled();
    expect(natcat).toHaveAccessibleDescription('Select a business location to view the NatCat analysis.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'About' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit: Nat Cat source' }));
    const field = screen.getByRole('combobox', { name: 'Business location' });
    expect(field).toHaveFocus();
    await userEvent.type(field, 'Towns');
    await userEvent.click(await screen.findByRole('option', { name: /Townsville QLD 4810/ }, { timeout: 3000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Nat Cat source' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Change Location' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'About' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Nat Cat source' }));
    expect(await screen.findByRole('checkbox', { name: 'Wind Speed' })).toBeChecked();
  });

  it('Reset on the tailor step forgets the moved classes and the template the first save created', async () => {
    const posts: unknown[] = [];
    let stored: Record<string, unknown> | null = null;
    const api = apiFor(USER, {
      ...extra,
      '/user/reports/customizations': () => {
        posts.push('POST');
        stored = {
          id: 77,
          name: '',
          industry_id: 15468,
          report_type: 'tailored',
          last_updated_on: '2026-11-28T09:00:00.000Z',
          customizations: [
            {
              section: 'hazard_index',
              customization: JSON.stringify({
                grouping: [
                  { id: 'recommended', title: 'Recommended', seq: 0, classes: [1] },
                  { id: 'for_review', title: 'Currently insured', seq: 1, classes: [] },
                  { id: 'for_consideration', title: 'Not currently insured', seq: 2, classes: [2] },
                ],
                comments: [],
              }),
            },
          ],
        };
        return json(stored, 201);
      },
      '/user/reports/customizations/77': () => json(stored),
    });
    renderAt('/industries/15468/report/tailored-report', api, 'token');
    await screen.findByRole('region', { name: 'Tailor your report' }, { timeout: 5000 });
    await userEvent.click(await screen.findByRole('button', { name: 'Move to… Business Interruption' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Not currently insured' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(
      await within(screen.getByRole('region', { name: 'Not currently insured' })).findByText('Business Interruption'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Reset' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reset' })).toBeNull());
    // Everything the step showed starts over: the default grouping, and the next move starts a new template.
    const recommended = await screen.findByRole('region', { name: 'Recommended' });
    expect(within(recommended).getByText('Business Interruption')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Not currently insured' })).queryByText('Business Interruption')).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Move to… Property Damage' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Currently insured' }));
    await waitFor(() => expect(posts).toHaveLength(2));
  });

  it("the insured business name typed in the report step's drawer is saved to the template", async () => {
    const puts: Record<string, unknown>[] = [];
    const saved = {
      id: 42,
      name: 'Crusty Loaves',
      industry_id: 15468,
      report_type: 'tailored',
      last_updated_on: '2026-11-25T09:00:00.000Z',
      customizations: [],
    };
    const api = (request: Request) => {
      if (request.method === 'PUT' && new URL(request.url).pathname.endsWith('/user/reports/customizations/42')) {
        return request.json().then((body: Record<string, unknown>) => {
          puts.push(body);
          return json({ ...saved, name: body.name });
        });
      }
      return apiFor(USER, { ...extra, '/user/reports/customizations/42': () => json(saved) })(request);
    };
    renderAt('/industries/15468/report/tailored-report?tmpl=42', api, 'token');
    await screen.findByRole('region', { name: 'Tailor your report' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('region', { name: 'Insurance Risk Report' });
    await openDrawer();
    const field = await screen.findByLabelText('Insured business name');
    await waitFor(() => expect(field).toHaveValue('Crusty Loaves'));
    await userEvent.type(field, ' Pty Ltd');
    await waitFor(() => expect(puts.at(-1)).toMatchObject({ id: 42, industryId: 15468, name: 'Crusty Loaves Pty Ltd' }), { timeout: 3000 });
    expect(puts).toHaveLength(1);
    // Only the name changes: the saved sections are left as they are.
    expect(puts[0]!.customizations).toEqual([]);
  });

  it("the underwriter's selected classes and checklist answers reach the Risk Consideration Report, in the report's class order", async () => {
    const saved = {
      id: 51,
      name: 'Crusty Loaves',
      industry_id: 15468,
      report_type: 'underwriter',
      last_updated_on: '2026-11-25T09:00:00.000Z',
      customizations: [
        {
          section: 'hazard_index_underwriter',
          customization: JSON.stringify({
            classes: [
              {
                id: 2,
                comments: '<p>Backup ovens on site</p>',
                checklist: [{ questionId: 9, question: 'Is there a continuity plan?', answer: '<p>Yes, reviewed yearly</p>' }],
                checked: true,
              },
              { id: 1, comments: '', checklist: [{ questionId: 4, question: 'Are ovens serviced?', answer: '' }], checked: true },
            ],
          }),
        },
      ],
    };
    renderAt(
      '/industries/15468/report/underwriter-report?tmpl=51',
      apiFor(UNDERWRITER, { ...extra, '/user/reports/customizations/51': () => json(saved) }),
      'token',
    );
    await screen.findByRole('region', { name: 'Select insurance classes' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('region', { name: 'Risk Consideration Report' });
    const report = screen.getByRole('region', { name: 'Report preview' });
    const selection = await within(report).findByText('Insurance classes selected for consideration', {}, { timeout: 5000 });
    expect(selection.tagName).toBe('H2');
    expect([...selection.parentElement!.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Property Damage',
      'Business Interruption',
    ]);
    expect(within(report).getByText('Are ovens serviced?')).toBeInTheDocument();
    expect(within(report).getByText('Is there a continuity plan?')).toBeInTheDocument();
    expect(within(report).getByText('Yes, reviewed yearly')).toBeInTheDocument();
    const text = report.textContent ?? '';
    expect(text.indexOf('Are ovens serviced?')).toBeLessThan(text.indexOf('Backup ovens on site'));
    expect(text.indexOf('Backup ovens on site')).toBeLessThan(text.indexOf('Is there a continuity plan?'));
  }, 45_000);

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

describe('report routes when a load fails', () => {
  const failing = (status: number) => () => json({ code: `http_${String(status)}`, message: 'Refused.' }, status);

  it.each(['quick-report', 'tailored-report'])(
    '%s: the daily view limit (429) shows its message and logs the user out, as the industry page does',
    async (page) => {
      renderAt(`/industries/15468/report/${page}`, apiFor(USER, { ...extra, '/industries/15468': failing(429) }), 'token');
      await waitFor(() => expect(location()).toBe('/'), { timeout: 5000 });
      expect(await screen.findByText(INDUSTRY_LIMIT_MESSAGE)).toBeInTheDocument();
      expect(window.localStorage.getItem('riskatlas.token')).toBeNull();
      expect(screen.queryByText('Loading the report')).toBeNull();
    },
  );

  it('the underwriter report under the daily view limit does not spin either', async () => {
    renderAt('/industries/15468/report/underwriter-report', apiFor(UNDERWRITER, { ...extra, '/industries/15468': failing(429) }), 'token');
    await waitFor(() => expect(location()).toBe('/'), { timeout: 5000 });
    expect(await screen.findByText(INDUSTRY_LIMIT_MESSAGE)).toBeInTheDocument();
  });

  it('a server error shows the error state, and Try again loads the report once the server is back', async () => {
    let down = true;
    renderAt(
      '/industries/15468/report/quick-report',
      apiFor(USER, { ...extra, '/industries/15468': () => (down ? failing(500)() : json(INDUSTRY)) }),
      'token',
    );
    const alert = await screen.findByText('The report could not be loaded.', {}, { timeout: 5000 });
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText('Loading the report')).toBeNull();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Insurance Risk Report' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('a refusal (403) says so without a retry that cannot help; an unknown industry (404) goes to /not-found', async () => {
    const { unmount } = renderAt(
      '/industries/15468/report/quick-report',
      apiFor(USER, { ...extra, '/industries/15468': failing(403) }),
      'token',
    );
    const alert = await screen.findByText('You do not have access to this report.', {}, { timeout: 5000 });
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    unmount();
    renderAt('/industries/15468/report/quick-report', apiFor(USER, { ...extra, '/industries/15468': failing(404) }), 'token');
    await waitFor(() => expect(location()).toBe('/not-found'));
  });

  it('the risk-report preview shows the error state instead of spinning', async () => {
    renderAt('/industries/15468/risk-report/preview', apiFor(USER, { ...extra, '/industries/15468': failing(502) }), 'token');
    expect(await screen.findByText('The report could not be loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
