import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { townsville, townsvilleProfiles } from '../NatCatPanel/fixtures';
import { natcatCopy } from '../rules/natcat';
import { renderWithProviders, testApiBaseUrl, withFreshCache } from '../test-utils';
import { NatCatCard } from './NatCatCard';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('NatCatCard', () => {
  it('shows its prompt with the button disabled until a location has profiles', () => {
    renderWithProviders(withFreshCache(<NatCatCard location={null} onViewProfiles={vi.fn()} />));
    expect(screen.getByText(natcatCopy.cardText)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: natcatCopy.viewProfiles })).toBeDisabled();
  });

  it('enables View NatCat Profiles once the profiles load, and calls back on click', async () => {
    server.use(http.get(`${testApiBaseUrl}/natcat/profiles`, () => HttpResponse.json({ data: townsvilleProfiles })));
    const onViewProfiles = vi.fn();
    const { user } = renderWithProviders(withFreshCache(<NatCatCard location={townsville} onViewProfiles={onViewProfiles} />));
    const button = screen.getByRole('button', { name: natcatCopy.viewProfiles });
    expect(button).toBeDisabled();
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(onViewProfiles).toHaveBeenCalledOnce();
  });

  it('stays disabled when the location has no profiles', async () => {
    let answered = false;
    server.use(
      http.get(`${testApiBaseUrl}/natcat/profiles`, () => {
        answered = true;
        return HttpResponse.json({ data: [] });
      }),
    );
    renderWithProviders(withFreshCache(<NatCatCard location={townsville} onViewProfiles={vi.fn()} />));
    await waitFor(() => expect(answered).toBe(true));
    await waitFor(() => expect(screen.getByRole('button', { name: natcatCopy.viewProfiles })).not.toHaveAttribute('data-busy', 'true'));
    expect(screen.getByRole('button', { name: natcatCopy.viewProfiles })).toBeDisabled();
  });
});
