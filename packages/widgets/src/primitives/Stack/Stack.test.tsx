import { defaultTheme } from '@riskatlas/theme';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { Stack } from './Stack';

describe('Stack', () => {
  it('lays its children out in a column spaced by the theme, medium by default', () => {
    renderWithProviders(
      <>
        <Stack data-testid="default">
          <span>One</span>
        </Stack>
        <Stack data-testid="large" gap="lg" align="flex-start">
          <span>Two</span>
        </Stack>
      </>,
    );
    const plain = getComputedStyle(screen.getByTestId('default'));
    expect([plain.display, plain.flexDirection, plain.gap]).toEqual(['flex', 'column', `${defaultTheme.space.md}px`]);
    const large = getComputedStyle(screen.getByTestId('large'));
    expect([large.gap, large.alignItems]).toEqual([`${defaultTheme.space.lg}px`, 'flex-start']);
  });

  it('keeps its layout props off the element and renders the element it is asked for', () => {
    renderWithProviders(
      <Stack as="ul" gap="xs" align="center" aria-label="Steps">
        <li>Step</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Steps' });
    expect(list.getAttribute('align')).toBeNull();
    expect(list.getAttribute('gap')).toBeNull();
  });
});
