import { describe, expect, it } from 'vitest';
import { brandOf, brandRedirect, parseBrandHosts } from './brands';

const hosts = parseBrandHosts('broker=app.riskatlas.example, risk-coaching=Coach.RiskAtlas.example, unknown=x.example');
const on = (host: string, pathname = '/dashboard') => ({ host, protocol: 'https:', pathname });

describe('brands', () => {
  it('reads the brand hosts from configuration, ignoring unknown brands', () => {
    expect(hosts).toEqual({ broker: 'app.riskatlas.example', 'risk-coaching': 'coach.riskatlas.example' });
    expect(parseBrandHosts(undefined)).toEqual({});
  });

  it('picks the brand from the organisation type; the risk-coaching brand shows the help-only dashboard', () => {
    expect(brandOf(['Adviser']).id).toBe('broker');
    expect(brandOf(['Adviser', 'RiskCoaching'])).toMatchObject({ id: 'risk-coaching', dashboard: 'help-only' });
    expect(brandOf(['Underwriter']).dashboard).toBe('full');
  });

  it("sends a user on the other brand's host to their own, with the link token in the query string", () => {
    const target = brandRedirect({ location: on('app.riskatlas.example'), roles: ['RiskCoaching'], linkToken: 'dG9rZW4+Lw==', hosts });
    const url = new URL(target!);
    expect(url.host).toBe('coach.riskatlas.example');
    expect(url.pathname).toBe('/dashboard');
    expect(url.searchParams.get('token')).toBe('dG9rZW4+Lw==');
    expect(brandRedirect({ location: on('coach.riskatlas.example'), roles: ['Adviser'], linkToken: 't', hosts })).toMatch(
      /^https:\/\/app\.riskatlas\.example\/dashboard\?token=t$/,
    );
  });

  it("stays put on the user's own host, and everywhere when no hosts are configured", () => {
    expect(brandRedirect({ location: on('COACH.riskatlas.example'), roles: ['RiskCoaching'], linkToken: 't', hosts })).toBeNull();
    expect(brandRedirect({ location: on('app.riskatlas.example'), roles: ['Adviser'], linkToken: 't', hosts })).toBeNull();
    expect(brandRedirect({ location: on('localhost:3000'), roles: ['RiskCoaching'], linkToken: 't', hosts: {} })).toBeNull();
  });
});
