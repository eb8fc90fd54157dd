import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiFor, json, renderAt, USER } from '../test-support';

/**
 * Pages open only in au and nz (docs/product/shell-and-dashboard.md#main-menu-items): the menu hides
 * them from gb and others users, and their addresses show the not-found page, with none of their calls made.
 */
function recordingApi(country: string) {
  const requested: string[] = [];
  const api = apiFor({ ...USER, country });
  return {
    requested,
    answer: (request: Request) => {
      requested.push(new URL(request.url).pathname.replace(/^\/api/, ''));
      return api(request);
    },
  };
}

describe('au and nz pages for gb and others users', () => {
  for (const country of ['gb', 'others'])
    for (const path of ['/test-your-knowledge', '/points'])
      it(`${country}: ${path} shows the not-found page and calls no points endpoint`, async () => {
        const { requested, answer } = recordingApi(country);
        renderAt(path, answer, 'token-1');
        expect(await screen.findByRole('heading', { name: 'Something Just Went Wrong !' })).toBeInTheDocument();
        expect(screen.getByTestId('location')).toHaveTextContent('/not-found');
        expect(requested.filter((called) => called.startsWith('/user/points'))).toEqual([]);
      });

  it('au: /test-your-knowledge opens', async () => {
    renderAt('/test-your-knowledge', recordingApi('au').answer, 'token-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Your Knowledge' })).toBeInTheDocument();
  });

  for (const country of ['gb', 'others'])
    it(`${country}: the dashboard does not ask for the points the API refuses them`, async () => {
      const { requested, answer } = recordingApi(country);
      renderAt('/dashboard', answer, 'token-1');
      await screen.findByRole('heading', { level: 1, name: /^Good (Morning|Afternoon|Evening)/ });
      await waitFor(() => expect(requested).toContain('/user/settings'));
      expect(requested.filter((called) => called.startsWith('/user/points'))).toEqual([]);
    });

  it('au: the dashboard shows the current points from /user/points', async () => {
    const requested: string[] = [];
    const api = apiFor(USER, { '/user/points': () => json({ cip: 1, cpd: 2, cpdnz: 3 }) });
    renderAt(
      '/dashboard',
      (request) => {
        requested.push(new URL(request.url).pathname.replace(/^\/api/, ''));
        return api(request);
      },
      'token-1',
    );
    await waitFor(() => expect(requested).toContain('/user/points'));
  });
});
