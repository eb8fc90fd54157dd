import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { industryEmptyCopy } from '../rules/industry-content';
import { renderWithProviders, testApiBaseUrl } from '../test-utils';
import { industryMedia } from '../test-utils/industry-fixtures';
import { Media, mediaCopy } from './Media';

const url = `${testApiBaseUrl}/industries/15468/media`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('Media', () => {
  it('shows photographs first and steps through them with previous and next', async () => {
    server.use(http.get(url, () => HttpResponse.json(industryMedia)));
    const { user } = renderWithProviders(<Media industryId={15468} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Photographs', 'Video Footage']);
    await user.click(await screen.findByRole('button', { name: 'Flour store' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flour store' });
    expect(within(dialog).getByText('2 / 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: mediaCopy.next }));
    expect(await screen.findByRole('dialog', { name: 'Shop front' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: mediaCopy.next }));
    expect(await screen.findByRole('dialog', { name: 'Deck ovens' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: mediaCopy.previous }));
    expect(await screen.findByRole('dialog', { name: 'Shop front' })).toBeInTheDocument();
  });

  it('plays video footage in the viewer', async () => {
    server.use(http.get(url, () => HttpResponse.json(industryMedia)));
    const { user } = renderWithProviders(<Media industryId={15468} />);
    await screen.findByRole('button', { name: 'Deck ovens' });
    await user.click(screen.getByRole('tab', { name: 'Video Footage' }));
    await user.click(screen.getByRole('button', { name: 'Fryer fire drill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fryer fire drill' });
    expect(dialog.querySelector('video')).toHaveAttribute('controls');
  });

  it('shows the empty state without media and when the load fails', async () => {
    server.use(http.get(url, () => HttpResponse.json({ image: [], video: [] })));
    const { unmount } = renderWithProviders(<Media industryId={15468} />);
    expect(await screen.findByText(industryEmptyCopy.noContent)).toBeInTheDocument();
    unmount();
    server.use(http.get(url, () => HttpResponse.json({ code: 'internal', message: 'boom' }, { status: 500 })));
    renderWithProviders(<Media industryId={15468} />);
    expect(await screen.findByText(industryEmptyCopy.noContent)).toBeInTheDocument();
  });
});
