import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { industryInfo } from './industry-fixtures';
import { testApiBaseUrl } from './render';

/**
 * For the tests of widgets that read `GET /industries/15468` (codes, rates, related industries): starts
 * an MSW server for the file and returns `answer(status, body)`, which makes the next loads get that.
 */
export function industryInfoServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return (status = 200, body: unknown = industryInfo) =>
    server.use(http.get(`${testApiBaseUrl}/industries/15468`, () => HttpResponse.json(body as Record<string, unknown>, { status })));
}
