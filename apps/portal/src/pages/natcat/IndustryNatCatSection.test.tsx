import { ApiProvider, createApiClient } from '@riskatlas/api-client';
import { natcatTheme, ThemeProvider } from '@riskatlas/theme';
import { natcatCopy, PortalContainerProvider } from '@riskatlas/widgets';
import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { writeBusinessLocation } from '../../session/business-location';
import { IndustryNatCatSection } from './IndustryNatCatSection';

const PROFILES = [
  {
    id: 'windspeed',
    name: 'Wind Speed',
    map: 'windspeed',
    zoom_max: 32.4,
    analysis: {
      hazard: 'Region C: 52 m/s',
      return_period: '50 years',
      risk_description: { low: 'l', medium: 'm', high: 'h' },
      risk_index: 'high',
      graph_value: 67,
    },
    risk_classifications: { risk_categories: [] },
    legends: [],
    sources: ['Indicative model'],
  },
];

function renderSection() {
  const client = createApiClient({
    baseUrl: 'http://portal.test/api',
    fetch: async (request) =>
      new URL(request.url).pathname === '/api/natcat/profiles'
        ? new Response(JSON.stringify({ data: PROFILES }), { headers: { 'content-type': 'application/json' } })
        : new Response(null, { status: 404 }),
  });
  return render(
    <ThemeProvider theme={natcatTheme}>
      <ApiProvider client={client}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <PortalContainerProvider>
            <IndustryNatCatSection />
          </PortalContainerProvider>
        </SWRConfig>
      </ApiProvider>
    </ThemeProvider>,
  );
}

afterEach(() => window.sessionStorage.clear());

describe('IndustryNatCatSection', () => {
  it('asks for a business location when none is set', () => {
    renderSection();
    expect(screen.getByText(natcatCopy.reportHint)).toBeInTheDocument();
    expect(screen.getByText(natcatCopy.empty)).toBeInTheDocument();
  });

  it("shows the session's business location and its profiles", async () => {
    writeBusinessLocation({ address: 'Townsville QLD 4810, Australia', lat: -19.26, lng: 146.82, postcode: '4810' });
    renderSection();
    expect(screen.getByText('Townsville QLD 4810, Australia')).toBeInTheDocument();
    expect(await screen.findByText('Region C: 52 m/s')).toBeInTheDocument();
    expect(screen.queryByText(natcatCopy.reportHint)).not.toBeInTheDocument();
  });
});
