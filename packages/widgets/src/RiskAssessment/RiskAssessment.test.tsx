import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { industryEmptyCopy } from '../rules/industry-content';
import { renderWithProviders, testApiBaseUrl } from '../test-utils';
import { assessmentOutlines, industryDocument, insuranceClasses } from '../test-utils/industry-fixtures';
import { RiskAssessment, type RiskAssessmentProps } from './RiskAssessment';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function answer() {
  const assessed: string[] = [];
  server.use(
    http.get(`${testApiBaseUrl}/insurance_classes`, () => HttpResponse.json({ data: insuranceClasses })),
    http.get(`${testApiBaseUrl}/documents/assessments/outlines`, () => HttpResponse.json({ data: assessmentOutlines })),
    http.get(`${testApiBaseUrl}/documents/assessments/:key`, ({ params }) => {
      const key = String(params.key);
      assessed.push(key);
      return key.startsWith('001.')
        ? HttpResponse.json(
            industryDocument(key, 'Property Damage assessment', '<p>Ovens</p><script>alert(1)</script>', insuranceClasses[0]!),
          )
        : HttpResponse.json({ code: 'not_found', message: 'none' }, { status: 404 });
    }),
    http.get(`${testApiBaseUrl}/documents/insights/:key`, () =>
      HttpResponse.json(industryDocument('au.15468', 'Bakery', '<p>Bakeries bake.</p>', null)),
    ),
  );
  return assessed;
}

const renderView = (props: Partial<RiskAssessmentProps> = {}) =>
  renderWithProviders(
    <RiskAssessment
      industryId={15468}
      country="au"
      view={{ kind: 'assessment', classRoute: null }}
      basePath="/industries/15468"
      {...props}
    />,
  );

const menuNames = () =>
  within(screen.getByRole('navigation', { name: 'Risk & Assessment' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('RiskAssessment', () => {
  it('in au lists only classes with an assessment, shows the first, padded to 3 characters, HTML sanitised', async () => {
    const assessed = answer();
    const { container } = renderView();
    expect(await screen.findByText('Ovens')).toBeInTheDocument();
    expect(menuNames()).toEqual(['Risk Description', 'Property Damage', 'Cyber Risks']);
    expect(assessed).toEqual(['001.15468']);
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: 'Cyber Risks' })).toHaveAttribute('href', '/industries/15468/risk-assessment/cyber-risks');
  });

  it('elsewhere lists every class of the country list', async () => {
    answer();
    renderView({ country: 'nz' });
    await screen.findByRole('link', { name: 'Public Liability' });
    expect(menuNames()).toEqual(['Risk Description', 'Property Damage', 'Public Liability', 'Cyber Risks']);
  });

  it('shows "No risk data" for a class without an assessment, and hands clicks to onNavigate with the class id', async () => {
    answer();
    const onNavigate = vi.fn();
    const { user } = renderView({ view: { kind: 'assessment', classRoute: 'cyber-risks' }, onNavigate });
    expect(await screen.findByText(industryEmptyCopy.riskData)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Property Damage' }));
    expect(onNavigate).toHaveBeenCalledWith({ href: '/industries/15468/risk-assessment/property-damage', classId: 1 });
  });

  it('shows the risk description', async () => {
    answer();
    renderView({ view: { kind: 'description' } });
    expect(await screen.findByText('Bakeries bake.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Risk Description' })).toHaveAttribute('aria-current', 'page');
  });

  it('for a restricted user lists an inactive class as inactive, opens the first active class and never fetches an inactive one', async () => {
    const assessed = answer();
    renderView({ documentsAssessments: [7] });
    await screen.findByText('Not in your subscription');
    expect(menuNames()).toEqual(['Risk Description', 'Cyber Risks']);
    expect(screen.queryByRole('link', { name: /Property Damage/ })).toBeNull();
    expect(screen.getByText('Property Damage')).toBeInTheDocument();
    await screen.findByText(industryEmptyCopy.riskData);
    expect(assessed).toEqual(['007.15468']);
  });

  it('does not open an inactive class named in the address', async () => {
    const assessed = answer();
    renderView({ view: { kind: 'assessment', classRoute: 'property-damage' }, documentsAssessments: [7] });
    const nav = await screen.findByRole('navigation', { name: 'Risk & Assessment' });
    await within(nav).findByRole('link', { name: 'Cyber Risks' });
    expect(await screen.findAllByText('Not in your subscription')).toHaveLength(2);
    expect(screen.queryByText('Ovens')).toBeNull();
    expect(assessed).toEqual([]);
  });
});
