import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useRef } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from '../primitives/Button';
import { townsville } from '../NatCatPanel/fixtures';
import { type ClassGroup, defaultReportSections, type ReportContext, setSectionChecked } from '@riskatlas/domain';
import { renderWithProviders, testApiBaseUrl } from '../test-utils';
import { hazardEntries } from '../test-utils/industry-fixtures';
import { reportHandlers } from './fixtures';
import { ReportErrorBoundary } from './ReportErrorBoundary';
import { ReportPreview, type ReportPreviewStatus } from './ReportPreview';
import { serializeReport } from './serialize-report';
import { useReportDownload } from './useReportDownload';

const server = setupServer(...reportHandlers(testApiBaseUrl));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const auAdviser: ReportContext = { country: 'au', underwriter: false, appTheme: 'default', hasRates: true, hasBusinessLocation: false };
const classChildren = hazardEntries.map((entry) => ({ id: entry.id, label: entry.name }));
const sectionHeadings = () =>
  screen
    .getAllByRole('heading', { level: 1 })
    .map((heading) => heading.textContent)
    .filter((text) => text && /^\d+\. /.test(text));

describe('ReportPreview', () => {
  it('shows the cover, the disclaimer and the checked sections numbered in order', async () => {
    const sections = defaultReportSections(auAdviser, { 'report-hazard-assessment': classChildren });
    const { rerender } = renderWithProviders(
      <ReportPreview industryId={15468} country="au" sections={sections} insuredBusinessName="Crusty Loaves" date={new Date(2026, 2, 5)} />,
    );
    const cover = screen.getByRole('region', { name: 'Insurance Risk Report' });
    expect(within(cover).getByText(/Crusty Loaves/)).toBeInTheDocument();
    expect(within(cover).getByText('Date: 05 March 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Disclaimer' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Meet Your Advisor' })).toBeInTheDocument();
    expect(sectionHeadings()).toEqual([
      '1. Introduction',
      '2. About',
      '3. Purpose',
      '4. Under Insurance',
      '5. Hazard Assessment',
      '6. Indicative Rate of Insurable Gross Profit',
      '7. Significant Exposures',
      '8. Risk Checklist',
    ]);

    rerender(<ReportPreview industryId={15468} country="au" sections={setSectionChecked(sections, 'about', false)} />);
    expect(sectionHeadings().slice(0, 3)).toEqual(['1. Introduction', '2. Purpose', '3. Under Insurance']);
    expect(screen.getByRole('region', { name: 'Insurance Risk Report' })).toHaveTextContent('Insured Business Name');
  });

  it("prints only a restricted user's active classes, and the amounts in the user's currency", async () => {
    const sections = defaultReportSections(auAdviser, { 'report-hazard-assessment': classChildren });
    const { container } = renderWithProviders(
      <ReportPreview industryId={15468} country="au" sections={sections} documentsAssessments={[1, 6]} currency="GBP" />,
    );
    await waitFor(() => expect(container.querySelectorAll('[data-class-id]').length).toBeGreaterThan(0));
    expect([...container.querySelectorAll('[data-class-id]')].map((element) => element.getAttribute('data-class-id'))).toEqual(['1', '6']);
    expect(container.textContent).not.toContain('Allergens and foreign bodies.');
    expect(container.textContent).toContain('£500,000');
    expect(container.textContent).not.toContain('$500,000');
  });

  it("shows the primary company's logo on the cover", async () => {
    server.use(
      http.get(`${testApiBaseUrl}/user/companies`, () =>
        HttpResponse.json({
          data: [
            {
              id: 11,
              name: 'Harbourside Insurance Brokers',
              description: null,
              logo: '/api/user/companies/11/logo',
              is_primary: true,
              address: null,
            },
          ],
        }),
      ),
      http.get(
        `${testApiBaseUrl}/user/companies/11/logo`,
        () => new HttpResponse(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'Content-Type': 'image/png' } }),
      ),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:logo'), revokeObjectURL: vi.fn() });
    renderWithProviders(<ReportPreview industryId={15468} country="au" sections={defaultReportSections(auAdviser)} />);
    const cover = screen.getByRole('region', { name: 'Insurance Risk Report' });
    expect(await within(cover).findByRole('img', { name: 'Harbourside Insurance Brokers logo' })).toHaveAttribute('src', 'blob:logo');
  });

  it("shows the adviser's photo, company and address on Meet Your Advisor, and the logo on the company page", async () => {
    server.use(
      http.get(`${testApiBaseUrl}/user/profile`, () =>
        HttpResponse.json({
          person_name: 'Olivia.Chen',
          email: 'olivia.chen@example.com',
          phone: '02 9000 0000',
          mobile: null,
          job_title: 'Account Manager',
          description: null,
          suite: null,
          street: '1 George St',
          suburb: 'Sydney',
          postcode: '2000',
          state: 'NSW',
          country: 'au',
          address: null,
          addressStr: '1 George St, Sydney, NSW 2000, Australia',
          avatar: '/api/user/avatar',
        }),
      ),
      http.get(
        `${testApiBaseUrl}/user/avatar`,
        () => new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'Content-Type': 'image/jpeg' } }),
      ),
      http.get(`${testApiBaseUrl}/user/companies`, () =>
        HttpResponse.json({
          data: [
            {
              id: 11,
              name: 'Harbourside Insurance Brokers',
              description: '<p>Brokers to the harbour trades.</p>',
              logo: '/api/user/companies/11/logo',
              is_primary: true,
              address: {
                street: '5 Wharf Rd',
                suburb: 'Pyrmont',
                postcode: '2009',
                state: 'NSW',
                country: { code: 'au', name: 'Australia' },
              },
            },
          ],
        }),
      ),
      http.get(
        `${testApiBaseUrl}/user/companies/11/logo`,
        () => new HttpResponse(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'Content-Type': 'image/png' } }),
      ),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:image'), revokeObjectURL: vi.fn() });
    renderWithProviders(<ReportPreview industryId={15468} country="au" sections={defaultReportSections(auAdviser)} />);

    const advisor = (await screen.findByRole('heading', { name: 'Meet Your Advisor' })).closest('section')!;
    expect(await within(advisor).findByRole('img', { name: 'Photo of Olivia.Chen' })).toHaveAttribute('src', 'blob:image');
    expect(await within(advisor).findByText('Harbourside Insurance Brokers')).toBeInTheDocument();
    expect(within(advisor).getByText('1 George St, Sydney, NSW 2000, Australia')).toBeInTheDocument();

    const company = screen.getByRole('heading', { name: 'Company Information' }).closest('section')!;
    expect(await within(company).findByRole('img', { name: 'Harbourside Insurance Brokers logo' })).toHaveAttribute('src', 'blob:image');
    expect(within(company).getByText('5 Wharf Rd, Pyrmont, NSW 2009, Australia')).toBeInTheDocument();
  });

  it('captures the hazard chart once as a data URL, shows it 680 wide and then reports ready', async () => {
    const onStatusChange = vi.fn<(status: ReportPreviewStatus) => void>();
    renderWithProviders(
      <ReportPreview industryId={15468} country="au" sections={defaultReportSections(auAdviser)} onStatusChange={onStatusChange} />,
    );
    const chart = await screen.findByRole('img', { name: 'Hazard rating per insurance class' });
    expect(chart.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(chart).toHaveAttribute('width', '680');
    await waitFor(() =>
      expect(onStatusChange).toHaveBeenLastCalledWith({
        ready: true,
        hazardIndexChartDataUrl: chart.getAttribute('src'),
        hazardIndexGroupChartDataUrl: '',
      }),
    );
    expect(onStatusChange.mock.calls[0]![0].ready).toBe(false);
  });

  it("shows the tailored report's grouped chart, captured once, and clears both images when another industry loads", async () => {
    const onStatusChange = vi.fn<(status: ReportPreviewStatus) => void>();
    const grouping: ClassGroup[] = [
      { id: 'recommended', title: 'Recommended', seq: 0, classes: [1, 2] },
      { id: 'for_review', title: 'Currently insured', seq: 1, classes: [7] },
      { id: 'for_consideration', title: 'Not currently insured', seq: 2, classes: [3] },
    ];
    const preview = (industryId: number) => (
      <ReportPreview
        industryId={industryId}
        country="au"
        sections={defaultReportSections(auAdviser)}
        grouping={grouping}
        onStatusChange={onStatusChange}
      />
    );
    const { rerender } = renderWithProviders(preview(15468));
    const chart = await screen.findByRole('img', { name: 'Hazard rating per insurance class, by group' });
    expect(chart).toHaveAttribute('width', '680');
    const svg = decodeURIComponent(chart.getAttribute('src')!.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
    const titles = ['Recommended', 'Currently insured', 'Not currently insured'].map((title) => svg.indexOf(`>${title}</text>`));
    expect(titles.every((at) => at >= 0)).toBe(true);
    expect(titles).toEqual([...titles].sort((a, b) => a - b));
    // Each class once, under its group's title; classes not placed anywhere are recommended.
    expect(svg.indexOf('Product Liability')).toBeGreaterThan(titles[1]!);
    expect(svg.indexOf('Crime')).toBeGreaterThan(titles[2]!);
    expect(svg.indexOf('Public Liability')).toBeLessThan(titles[1]!);
    expect(screen.queryByRole('img', { name: 'Hazard rating per insurance class' })).toBeNull();
    await waitFor(() =>
      expect(onStatusChange.mock.lastCall?.[0]).toMatchObject({ ready: true, hazardIndexGroupChartDataUrl: chart.getAttribute('src') }),
    );
    const captured = onStatusChange.mock.lastCall![0];
    expect(captured.hazardIndexChartDataUrl).toMatch(/^data:image\/svg\+xml/);
    expect(captured.hazardIndexChartDataUrl).not.toBe(captured.hazardIndexGroupChartDataUrl);
    const groupCaptures = new Set(onStatusChange.mock.calls.map(([status]) => status.hazardIndexGroupChartDataUrl).filter(Boolean));
    expect(groupCaptures.size).toBe(1);

    onStatusChange.mockClear();
    rerender(preview(15469));
    await waitFor(() =>
      expect(onStatusChange).toHaveBeenCalledWith({ ready: false, hazardIndexChartDataUrl: '', hazardIndexGroupChartDataUrl: '' }),
    );
    await waitFor(() =>
      expect(onStatusChange.mock.lastCall?.[0]).toMatchObject({
        ready: true,
        hazardIndexGroupChartDataUrl: expect.stringMatching(/^data:image\/svg\+xml/),
      }),
    );
  });

  it('shows the underwriter report: Risk Consideration Report, Underwriter Details and Underwriter Comment', async () => {
    const underwriter = { ...auAdviser, underwriter: true };
    renderWithProviders(
      <ReportPreview
        industryId={15468}
        country="au"
        underwriter
        sections={defaultReportSections(underwriter)}
        comments={{ 1: '<p>Sprinklers fitted</p><img src=x onerror="alert(1)">' }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Risk Consideration Report' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Underwriter Details' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Underwriter Comment' })).toBeInTheDocument();
    expect(screen.getByText('Sprinklers fitted')).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.queryByRole('heading', { name: /Company Information|Under Insurance|Risk Checklist/ })).toBeNull();
  });

  it("says 'no content' when the checked checklist classes have no questions", async () => {
    server.use(http.get(`${testApiBaseUrl}/industries/:id/checklist`, () => HttpResponse.json({ data: [] })));
    renderWithProviders(<ReportPreview industryId={15468} country="au" sections={defaultReportSections(auAdviser)} />);
    const checklist = await screen.findByRole('region', { name: '8. Risk Checklist' });
    expect(await within(checklist).findByText('no content')).toBeInTheDocument();
  });

  it('shows the NatCat section for a business location with its profiles', async () => {
    const context = { ...auAdviser, hasBusinessLocation: true };
    const sections = setSectionChecked(defaultReportSections(context), 'report-natural-catastrophe', true);
    renderWithProviders(
      <ReportPreview
        industryId={15468}
        country="au"
        sections={sections}
        businessLocation={{ address: 'Townsville QLD 4810', postcode: '4810', ...townsville }}
      />,
    );
    const natcat = await screen.findByRole('region', { name: /Nat Cat source/ });
    expect(await within(natcat).findByText('Business location: Townsville QLD 4810')).toBeInTheDocument();
    expect(await within(natcat).findAllByRole('row')).toHaveLength(17);
  });

  it('prints each class name once in Significant Exposures when the exposure is titled after its class, as the API titles them', async () => {
    server.use(
      http.get(`${testApiBaseUrl}/industries/:id/exposures/:country`, () =>
        HttpResponse.json({
          data: [
            {
              id: 1,
              title: 'Property Damage',
              content: '<ul><li>Cooking fires from ovens</li></ul>',
              insurance_class: { id: 1, name: 'Property Damage', slug: 'property_damage' },
            },
          ],
        }),
      ),
    );
    renderWithProviders(<ReportPreview industryId={15468} country="au" sections={defaultReportSections(auAdviser)} />);
    const exposures = await screen.findByRole('region', { name: /Significant Exposures/ });
    expect(await within(exposures).findByText('Cooking fires from ovens')).toBeInTheDocument();
    expect(within(exposures).getAllByText('Property Damage')).toHaveLength(1);
  });

  it('serialises the cover as front matter and the sections as the body, with their CSS', async () => {
    let element: HTMLElement | null = null;
    renderWithProviders(
      <ReportPreview
        industryId={15468}
        country="au"
        sections={defaultReportSections(auAdviser)}
        insuredBusinessName="Crusty Loaves"
        documentRef={(node) => {
          element = node;
        }}
      />,
    );
    await screen.findByRole('heading', { name: 'Meet Your Advisor' });
    const { html, frontMatterHtml } = await serializeReport(element!, 'Crusty Loaves');
    expect(frontMatterHtml).toContain('Crusty Loaves');
    expect(frontMatterHtml).not.toContain('1. Introduction');
    expect(html).toContain('1. Introduction');
    expect(html).not.toContain('Disclaimer');
    expect(html).toMatch(/<style>@page \{ size: A4; \}[^<]*\{/);
  });
});

describe('serializeReport without front matter', () => {
  it('prints the whole element, leaving out the parts marked data-report-omit', async () => {
    const element = document.createElement('article');
    element.innerHTML = '<h1>Natural Catastrophe Report</h1><div data-report-omit><button>Back</button></div><p>Townsville</p>';
    document.body.append(element);
    const { html, frontMatterHtml } = await serializeReport(element, 'Natural Catastrophe Report');
    expect(frontMatterHtml).toBeNull();
    expect(html).toContain('Townsville');
    expect(html).not.toContain('Back');
    expect(element.textContent).toContain('Back');
    element.remove();
  });
});

describe('ReportErrorBoundary', () => {
  it('shows the error icon in place of a failing section and logs the failure', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('broken section');
    };
    renderWithProviders(
      <ReportErrorBoundary>
        <Broken />
      </ReportErrorBoundary>,
    );
    expect(screen.getByText('This part of the report could not be shown.')).toBeInTheDocument();
    expect(log.mock.calls.some((call) => call[0] === 'A report section failed to render')).toBe(true);
    log.mockRestore();
  });
});

function DownloadHarness() {
  const ref = useRef<HTMLElement>(null);
  const { download, downloading } = useReportDownload({ documentRef: ref, fileName: 'Insurance Risk Report.pdf', title: 'Crusty Loaves' });
  return (
    <>
      <article ref={ref}>
        <div data-report-front>Cover</div>
        <div data-report-body>Body</div>
      </article>
      <Button onClick={() => void download()}>{downloading ? 'Downloading' : 'Download'}</Button>
    </>
  );
}

describe('useReportDownload', () => {
  it('posts the report once while busy, keeps the notice open, then says "Download successfully"', async () => {
    const requests: unknown[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(`${testApiBaseUrl}/documents/pdf`, async ({ request }) => {
        requests.push(await request.json());
        await held;
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:report');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const { user } = renderWithProviders(<DownloadHarness />);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(screen.getByRole('button', { name: 'Downloading' }));
    expect(await screen.findByText('Downloading. Thanks for your patience.')).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText('Download successfully')).toBeInTheDocument();
    expect(screen.queryByText('Downloading. Thanks for your patience.')).toBeNull();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ format: 'A4', file_name: 'Insurance Risk Report.pdf' });
    const body = requests[0] as { html: string; front_matter_html: string; footer_template: string };
    expect(body.front_matter_html).toContain('Cover');
    expect(body.html).toContain('Body');
    expect(body.footer_template).toContain('Page <span class="pageNumber"></span> of <span class="totalPages"></span>');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('says "Download failed" when the export fails', async () => {
    server.use(
      http.post(`${testApiBaseUrl}/documents/pdf`, () => HttpResponse.json({ code: 'unavailable', message: 'Busy' }, { status: 503 })),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<DownloadHarness />);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Download failed')).toBeInTheDocument();
    log.mockRestore();
  });
});
