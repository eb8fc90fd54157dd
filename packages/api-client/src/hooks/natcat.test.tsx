// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { ApiProvider, createApiClient, useCatnetMap, useNatcatProfiles, usePlaceSuggestions } from '../index';

function wrapperFor(handler: (url: URL, request: Request) => Response) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    return handler(new URL(request.url), request);
  };
  const client = createApiClient({ baseUrl: 'https://api.test/api', fetch, auth: () => ({ scheme: 'Bearer', token: 't' }) });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <ApiProvider client={client}>{children}</ApiProvider>
      </SWRConfig>
    );
  }
  return { Wrapper, requests };
}

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

describe('natcat hooks', () => {
  it('asks for the map as a PNG blob with the contract parameter names', async () => {
    const { Wrapper, requests } = wrapperFor(
      () => new Response(new Uint8Array([0x89, 0x50]), { headers: { 'Content-Type': 'image/png' } }),
    );
    const { result } = renderHook(() => useCatnetMap({ layerId: 'windspeed', lat: -19.25, lng: 146.8, zoom: 2 }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.data?.size).toBe(2));
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/api/catnet/map');
    expect(Object.fromEntries(url.searchParams)).toEqual({ LayerId: 'windspeed', Latitude: '-19.25', Longitude: '146.8', Zoom: '2' });
    expect(requests[0]!.headers.get('Accept')).toBe('image/png');
  });

  it('skips blank place queries and null locations, and sends lat/lng for profiles', async () => {
    const { Wrapper, requests } = wrapperFor(() => json({ data: [] }));
    renderHook(() => usePlaceSuggestions('  '), { wrapper: Wrapper });
    renderHook(() => useNatcatProfiles(null), { wrapper: Wrapper });
    const { result } = renderHook(() => useNatcatProfiles({ lat: -41.29, lng: 174.78 }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ data: [] }));
    expect(requests.map((request) => new URL(request.url).search)).toEqual(['?lat=-41.29&lng=174.78']);
  });
});
