import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { industryEmptyCopy } from '../rules/industry-content';
import { renderWithProviders } from '../test-utils';
import { industryInfo } from '../test-utils/industry-fixtures';
import { industryInfoServer } from '../test-utils/industry-info-server';
import { RelatedIndustries } from './RelatedIndustries';

const answer = industryInfoServer();

describe('RelatedIndustries', () => {
  it('links each related industry to its page and hands plain clicks to onNavigate', async () => {
    answer();
    const onNavigate = vi.fn();
    const { user } = renderWithProviders(<RelatedIndustries industryId={15468} onNavigate={onNavigate} />);
    const cafe = await screen.findByRole('link', { name: 'Bakery Café' });
    expect(cafe).toHaveAttribute('href', '/industries/15469');
    await user.click(cafe);
    expect(onNavigate).toHaveBeenCalledWith({ href: '/industries/15469', industry: industryInfo.related_industries[0] });
  });

  it('disables the links for trial users', async () => {
    answer();
    const onNavigate = vi.fn();
    const { user } = renderWithProviders(<RelatedIndustries industryId={15468} trial onNavigate={onNavigate} />);
    const cafe = await screen.findByRole('link', { name: 'Bakery Café' });
    expect(cafe).toHaveAttribute('aria-disabled', 'true');
    expect(cafe).not.toHaveAttribute('href');
    await user.click(cafe);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('shows "No Related Industries" when there are none and when the load fails', async () => {
    answer(200, { ...industryInfo, related_industries: [] });
    const { unmount } = renderWithProviders(<RelatedIndustries industryId={15468} />);
    expect(await screen.findByText(industryEmptyCopy.related)).toBeInTheDocument();
    unmount();
    answer(500, { code: 'internal', message: 'boom' });
    renderWithProviders(<RelatedIndustries industryId={15468} />);
    expect(await screen.findByText(industryEmptyCopy.related)).toBeInTheDocument();
  });
});
