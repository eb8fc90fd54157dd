import { describe, expect, it } from 'vitest';
import { dashboardCards, pointsLink, recentReports, reportLink, reportTime, visibleAdvertisements } from './dashboard';

describe('dashboard cards', () => {
  it('gives au and nz the points cards and help with claims; gb and others the UK view with support services only', () => {
    const au = dashboardCards({ country: 'au', appTheme: 'default' });
    expect(au).toEqual(expect.arrayContaining(['cip', 'cpd', 'general-information', 'help-with-claims', 'support-services']));
    expect(dashboardCards({ country: 'nz', appTheme: 'default' })).toContain('general-information');
    for (const country of ['gb', 'others'] as const) {
      const uk = dashboardCards({ country, appTheme: 'default' });
      expect(uk).toContain('support-services');
      expect(uk).not.toContain('help-with-claims');
      expect(uk).not.toContain('cip');
      expect(uk).not.toContain('general-information');
    }
  });

  it('adds the NatCat card for the NatCat theme, and shows only help and talk-to-team in the help-only variant', () => {
    expect(dashboardCards({ country: 'au', appTheme: 'natcat' })).toContain('natcat');
    expect(dashboardCards({ country: 'au', appTheme: 'default' })).not.toContain('natcat');
    expect(dashboardCards({ country: 'au', appTheme: 'natcat', helpOnly: true })).toEqual(['help-with-claims', 'talk-to-team']);
  });

  it('links the points cards per country', () => {
    expect(pointsLink('cip', 'nz')).toBe('/points?type=cip');
    expect(pointsLink('cpd', 'nz')).toBe('/points?type=cpdnz');
    expect(pointsLink('cpd', 'au')).toBe('/points?type=cpd');
  });
});

describe('advertisements', () => {
  const ad = (key: string, scope: 'main' | 'white_label', countries: ('au' | 'nz' | 'gb' | 'others')[], applied_apps: string[]) => ({
    key,
    scope,
    countries,
    applied_apps,
  });
  const ads = [
    ad('all-au', 'main', ['au'], ['all']),
    ad('rc-au-nz', 'main', ['au', 'nz'], ['rc']),
    ad('claims-only', 'main', ['au'], ['claims']),
    ad('gb', 'main', ['gb'], ['all']),
    ad('partner', 'white_label', ['gb'], ['all']),
  ];

  it('keeps ads for all apps or rc, of the scope, and for the main scope the country', () => {
    expect(visibleAdvertisements(ads, 'main', 'au').map((entry) => entry.key)).toEqual(['all-au', 'rc-au-nz']);
    expect(visibleAdvertisements(ads, 'main', 'nz').map((entry) => entry.key)).toEqual(['rc-au-nz']);
    // The white-label scope ignores the country.
    expect(visibleAdvertisements(ads, 'white_label', 'au').map((entry) => entry.key)).toEqual(['partner']);
  });
});

describe('recent reports', () => {
  const report = (id: number, report_type: 'tailored' | 'underwriter', daysAgo: number) => ({
    id,
    industry_id: 100 + id,
    report_type,
    last_updated_on: new Date(Date.UTC(2026, 10, 25) - daysAgo * 86_400_000).toISOString(),
  });

  it('lists the kind of the role, newest first, at most 10', () => {
    const reports = [
      report(1, 'tailored', 3),
      ...Array.from({ length: 12 }, (_, index) => report(10 + index, 'tailored', index)),
      report(2, 'underwriter', 1),
    ];
    const tailored = recentReports(reports, false);
    expect(tailored).toHaveLength(10);
    expect(tailored[0]!.id).toBe(10);
    expect(recentReports(reports, true).map((entry) => entry.id)).toEqual([2]);
  });

  it('links to the report page of its kind with the template id', () => {
    expect(reportLink(report(7, 'tailored', 0))).toBe('/industries/107/report/tailored-report?tmpl=7');
    expect(reportLink(report(8, 'underwriter', 0))).toBe('/industries/108/report/underwriter-report?tmpl=8');
  });

  it('shows a relative time up to 6 days, then the date', () => {
    const now = new Date(2026, 10, 25, 12, 0);
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    expect(reportTime(ago(30_000), now)).toBe('this minute');
    expect(reportTime(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(reportTime(ago(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(reportTime(ago(26 * 3_600_000), now)).toBe('yesterday');
    expect(reportTime(ago(6 * 86_400_000), now)).toBe('6 days ago');
    expect(reportTime(ago(6 * 86_400_000 + 60_000), now)).toBe('19/11/2026');
    expect(reportTime(ago(10 * 86_400_000), now, 'YYYY-MM-DD')).toBe('2026-11-15');
  });
});
