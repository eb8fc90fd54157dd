import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { industryEmptyCopy } from '../rules/industry-content';
import { renderWithProviders } from '../test-utils';
import { industryInfoServer } from '../test-utils/industry-info-server';
import { IndustryCodes } from './IndustryCodes';

const answer = industryInfoServer();

describe('IndustryCodes', () => {
  it('groups the codes by taxonomy: provider first, ANZSIC 2006 second, then the rest', async () => {
    answer();
    renderWithProviders(<IndustryCodes industryId={15468} />);
    await screen.findByText('RA-15468');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Risk Atlas Industry Code',
      'ANZSIC 2006',
      'UK SIC 2007',
    ]);
    expect(screen.getByText('Bakery Product Manufacturing (Non-factory based)')).toBeInTheDocument();
  });

  it('shows "No Data" when the load fails', async () => {
    answer(500, { code: 'internal', message: 'boom' });
    renderWithProviders(<IndustryCodes industryId={15468} />);
    expect(await screen.findByText(industryEmptyCopy.noData)).toBeInTheDocument();
  });
});
