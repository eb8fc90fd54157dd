// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import {
  ApiProvider,
  createApiClient,
  createQueryHook,
  isApiRequestError,
  useReportCustomization,
  useReportCustomizationMutations,
} from '../index';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const saved = {
  id: 7,
  name: 'Crusty Loaves',
  industry_id: 3,
  report_type: 'tailored',
  customizations: [],
  last_updated_on: '2026-11-25T10:00:00.000Z',
};

function wrapperFor(handler: (request: Request) => Response | Promise<Response>) {
  const requests: { method: string; path: string; body: string }[] = [];
  const fetch = async (request: Request) => {
    requests.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: request.method === 'GET' ? '' : await request.clone().text(),
    });
    return handler(request);
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

const useUserReports = createQueryHook('/user/reports');

describe('report customisation hooks', () => {
  it('fetches by template id and skips a missing one', async () => {
    const { Wrapper, requests } = wrapperFor(() => json(saved));
    renderHook(() => useReportCustomization(null), { wrapper: Wrapper });
    const { result } = renderHook(() => useReportCustomization(7), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.data?.name).toBe('Crusty Loaves'));
    expect(requests.map((request) => request.path)).toEqual(['/api/user/reports/customizations/7']);
  });

  it('a save replaces the cached customisation and makes the recent reports load again', async () => {
    let listed = 0;
    const { Wrapper, requests } = wrapperFor((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/user/reports') return json({ data: [], listed: ++listed });
      if (request.method === 'PUT') return json({ ...saved, name: 'Renamed' });
      return json(saved);
    });
    const { result } = renderHook(
      () => ({ customization: useReportCustomization(7), reports: useUserReports(), mutations: useReportCustomizationMutations() }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.customization.data?.name).toBe('Crusty Loaves'));
    await waitFor(() => expect(listed).toBe(1));
    await act(() => result.current.mutations.save({ id: 7, industryId: 3, name: 'Renamed', customizations: [] }));
    expect(result.current.customization.data?.name).toBe('Renamed');
    await waitFor(() => expect(listed).toBe(2));
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/api/user/reports/customizations/7',
        body: JSON.stringify({ id: 7, industryId: 3, name: 'Renamed', customizations: [] }),
      },
    ]);
    expect(requests.filter((request) => request.path === '/api/user/reports/customizations/7' && request.method === 'GET')).toHaveLength(1);
  });

  it("rejects with the API's error for a failed write", async () => {
    const { Wrapper } = wrapperFor(() => json({ code: 'not_found', message: 'No report customisation has this template id.' }, 404));
    const { result } = renderHook(() => useReportCustomizationMutations(), { wrapper: Wrapper });
    const failure = await result.current.clear(9).catch((error: unknown) => error);
    expect(isApiRequestError(failure) && failure.message).toBe('No report customisation has this template id.');
  });
});
