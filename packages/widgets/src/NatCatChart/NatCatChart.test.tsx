import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { townsvilleProfiles } from '../NatCatPanel/fixtures';
import { renderWithProviders } from '../test-utils';
import { NatCatChart } from './NatCatChart';

describe('NatCatChart', () => {
  it('draws one bar per profile, highest graph_value first, labelled', () => {
    renderWithProviders(<NatCatChart profiles={townsvilleProfiles} />);
    const chart = screen.getByRole('img', { name: 'Natural catastrophe index by hazard' });
    // A long name wraps onto lines (tspans): read them as one.
    const labels = [...chart.querySelectorAll('text[text-anchor="end"]')].map((text) =>
      [...text.querySelectorAll('tspan')].map((line) => line.textContent).join(' '),
    );
    const expected = [...townsvilleProfiles].sort((a, b) => b.analysis.graph_value - a.analysis.graph_value).map((profile) => profile.name);
    expect(labels).toEqual(expected);
    expect(chart.querySelectorAll('rect')).toHaveLength(16);
  });

  it('captures the chart as a data URL, resetting it to empty when the profiles change', async () => {
    const onCapture = vi.fn();
    const { rerender } = renderWithProviders(<NatCatChart profiles={townsvilleProfiles} onCapture={onCapture} />);
    await waitFor(() => expect(onCapture).toHaveBeenLastCalledWith(expect.stringMatching(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/)));
    const first = onCapture.mock.lastCall![0] as string;
    expect(decodeURIComponent(first)).toContain('Wind Speed');
    onCapture.mockClear();
    rerender(<NatCatChart profiles={townsvilleProfiles.slice(0, 3)} onCapture={onCapture} />);
    await waitFor(() => expect(onCapture).toHaveBeenCalledTimes(2));
    expect(onCapture.mock.calls[0]![0]).toBe('');
    expect(decodeURIComponent(onCapture.mock.calls[1]![0] as string)).not.toContain('Wind Speed');
  });
});
