import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the message it is given', () => {
    renderWithProviders(<EmptyState message="No Hazard Index" />);
    expect(screen.getByText('No Hazard Index')).toBeInTheDocument();
  });

  it('hides the icon from screen readers', () => {
    const { container } = renderWithProviders(<EmptyState message="No Data" icon={<svg data-icon="" />} />);
    expect(container.querySelector('[data-icon]')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows an action under the message', () => {
    renderWithProviders(
      <EmptyState message="No industry found matching the provided keyword.">
        <button type="button">Browse industries</button>
      </EmptyState>,
    );
    expect(screen.getByRole('button', { name: 'Browse industries' })).toBeInTheDocument();
  });
});
