import { defaultTheme } from '@riskatlas/theme';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { Cluster } from './Cluster';

describe('Cluster', () => {
  it('puts its children in a wrapping row, centred and spaced by the theme, small by default', () => {
    renderWithProviders(
      <Cluster data-testid="row">
        <button type="button">Chart</button>
        <button type="button">Grid</button>
      </Cluster>,
    );
    const row = getComputedStyle(screen.getByTestId('row'));
    expect([row.display, row.flexWrap, row.alignItems, row.gap]).toEqual(['flex', 'wrap', 'center', `${defaultTheme.space.sm}px`]);
  });

  it('takes another gap, alignment and distribution without writing them to the element', () => {
    renderWithProviders(
      <Cluster data-testid="row" gap="lg" align="baseline" justify="space-between">
        <span>Left</span>
        <span>Right</span>
      </Cluster>,
    );
    const element = screen.getByTestId('row');
    const style = getComputedStyle(element);
    expect([style.gap, style.alignItems, style.justifyContent]).toEqual([`${defaultTheme.space.lg}px`, 'baseline', 'space-between']);
    expect(element.getAttribute('align')).toBeNull();
    expect(element.getAttribute('justify')).toBeNull();
  });

  it('keeps one line when asked not to wrap, without writing the prop to the element', () => {
    renderWithProviders(
      <Cluster data-testid="row" wrap={false}>
        <span>Previous</span>
        <span>Next</span>
      </Cluster>,
    );
    const element = screen.getByTestId('row');
    expect(getComputedStyle(element).flexWrap).toBe('nowrap');
    expect(element.getAttribute('wrap')).toBeNull();
  });
});
