import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status named "Loading" by default', () => {
    renderWithProviders(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('is named by its label', () => {
    renderWithProviders(<Spinner label="Loading natcat profiles.." showLabel />);
    expect(screen.getByRole('status', { name: 'Loading natcat profiles..' })).toHaveTextContent('Loading natcat profiles..');
  });
});
