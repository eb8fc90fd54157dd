import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTheme, defaultTheme, harbourBrokersTheme, natcatTheme } from '@riskatlas/theme';
import { computedColor, renderWithProviders } from '../../test-utils';
import { Button } from './Button';

describe('Button', () => {
  it('calls onClick when pressed', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(<Button onClick={onClick}>Save</Button>);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is a plain button by default, so it never submits a form by accident', () => {
    renderWithProviders(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('is disabled and ignores presses while busy', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(
      <Button busy onClick={onClick}>
        Saving
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its accessible name to its text while busy (the spinner is decorative)', () => {
    renderWithProviders(<Button busy>Logging in</Button>);
    expect(screen.getByRole('button')).toHaveAccessibleName('Logging in');
  });

  it.each([
    ['default', defaultTheme],
    ['NatCat', natcatTheme],
  ] as const)("paints each variant in the %s theme's colours", (_name, theme) => {
    renderWithProviders(
      <>
        <Button variant="primary">Save</Button>
        <Button variant="secondary">Cancel</Button>
        <Button variant="link">More</Button>
      </>,
      { theme },
    );
    const primary = getComputedStyle(screen.getByRole('button', { name: 'Save' }));
    expect(primary.backgroundColor).toBe(computedColor(theme.color.action.primary.background));
    expect(primary.color).toBe(computedColor(theme.color.action.primary.foreground));

    const secondary = getComputedStyle(screen.getByRole('button', { name: 'Cancel' }));
    expect(secondary.backgroundColor).toBe(computedColor(theme.color.action.secondary.background));
    expect(secondary.borderColor).toBe(computedColor(theme.color.action.secondary.border));

    const link = getComputedStyle(screen.getByRole('button', { name: 'More' }));
    expect(link.backgroundColor).toBe(computedColor('transparent'));
    expect(link.color).toBe(computedColor(theme.color.text.link));
    expect(link.textDecoration).toContain('underline');
  });

  it("paints a partner's primary and secondary buttons in the partner's brand, not our navy", () => {
    renderWithProviders(
      <>
        <Button variant="primary">Save</Button>
        <Button variant="secondary">Browse</Button>
      </>,
      { theme: harbourBrokersTheme },
    );
    const purple = computedColor('#4a1d5c');
    const primary = getComputedStyle(screen.getByRole('button', { name: 'Save' }));
    expect(primary.backgroundColor).toBe(purple);
    const secondary = getComputedStyle(screen.getByRole('button', { name: 'Browse' }));
    expect(secondary.color).toBe(purple);
    expect(secondary.borderColor).toBe(purple);
    for (const style of [primary, secondary]) {
      expect([style.backgroundColor, style.color, style.borderColor]).not.toContain(
        computedColor(defaultTheme.color.action.primary.background),
      );
    }
  });

  it("takes a partner's font family and corner radius", () => {
    const theme = createTheme({
      brand: { title: '#4a1d5c' },
      font: { family: { body: '"Harbour Sans", Georgia, serif' } },
      radius: { control: 0 },
    });
    renderWithProviders(<Button>Save</Button>, { theme });
    const style = getComputedStyle(screen.getByRole('button', { name: 'Save' }));
    expect(style.fontFamily).toBe('"Harbour Sans", Georgia, serif');
    expect(style.borderRadius).toBe('0px');
  });

  it('passes rest props to the button element', () => {
    renderWithProviders(<Button aria-describedby="hint">Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('aria-describedby', 'hint');
  });
});
