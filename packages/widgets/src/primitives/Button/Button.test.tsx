import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
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

  it('exposes its variant for styling', () => {
    renderWithProviders(<Button variant="link">More</Button>);
    expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('data-variant', 'link');
  });

  it('passes rest props to the button element', () => {
    renderWithProviders(<Button aria-describedby="hint">Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('aria-describedby', 'hint');
  });
});
