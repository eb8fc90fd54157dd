import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { industryEmptyCopy } from '../rules/industry-content';
import { renderWithProviders } from '../test-utils';
import { industryInfo } from '../test-utils/industry-fixtures';
import { industryInfoServer } from '../test-utils/industry-info-server';
import { IndicativeRates } from './IndicativeRates';

const answer = industryInfoServer();

describe('IndicativeRates', () => {
  it('shows the weighted average per country to 2 decimals, sorted by country', async () => {
    answer();
    renderWithProviders(<IndicativeRates industryId={15468} />);
    await screen.findByRole('table');
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    // au: (1.5 × 3 + 2.25 × 1) / 4 = 1.6875; nz: 1.2
    expect(rows).toEqual(['Australia1.69', 'New Zealand1.20']);
  });

  it('shows "No Data" without rates', async () => {
    answer(200, { ...industryInfo, indicative_rates: [] });
    renderWithProviders(<IndicativeRates industryId={15468} />);
    expect(await screen.findByText(industryEmptyCopy.noData)).toBeInTheDocument();
  });
});
