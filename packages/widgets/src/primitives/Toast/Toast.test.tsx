import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { Button } from '../Button';
import { useToast, type ToastOptions } from './Toast';

function Raiser({ kind, message, options }: { kind: 'success' | 'error' | 'info'; message: string; options?: ToastOptions }) {
  const toast = useToast();
  return <Button onClick={() => toast[kind](message, options)}>Raise</Button>;
}

describe('Toast', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has its live regions in place before any toast arrives, so the first one is announced', () => {
    renderWithProviders(<Raiser kind="success" message="Saved" />);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('announces a success toast politely', async () => {
    const { user } = renderWithProviders(<Raiser kind="success" message="User settings has been successfully updated." />);
    await user.click(screen.getByRole('button', { name: 'Raise' }));
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Success: User settings has been successfully updated.');
  });

  it('announces an error toast at once', async () => {
    const { user } = renderWithProviders(<Raiser kind="error" message="Failed to load user" />);
    await user.click(screen.getByRole('button', { name: 'Raise' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('aria-live', 'assertive');
    expect(alert).toHaveTextContent('Error: Failed to load user');
  });

  it('announces an info toast politely', async () => {
    const { user } = renderWithProviders(<Raiser kind="info" message="Thank you for agreeing to the Terms of Use." />);
    await user.click(screen.getByRole('button', { name: 'Raise' }));
    expect(screen.getByRole('status')).toHaveTextContent('Information: Thank you for agreeing to the Terms of Use.');
  });

  it('portals into the container from context', async () => {
    const { user, container } = renderWithProviders(<Raiser kind="info" message="Hello" />);
    await user.click(screen.getByRole('button', { name: 'Raise' }));
    expect(container.querySelector('[data-riskatlas-portal-root]')).toContainElement(screen.getByText('Hello'));
  });

  it('closes when its dismiss button is pressed', async () => {
    const { user } = renderWithProviders(<Raiser kind="error" message="Failed to load themes" />);
    await user.click(screen.getByRole('button', { name: 'Raise' }));
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Failed to load themes')).not.toBeInTheDocument();
  });

  it('shows one toast when the same failure is reported twice while it is showing', async () => {
    const { user } = renderWithProviders(<Raiser kind="error" message="Failed to load user profile" />);
    await user.click(screen.getByRole('button', { name: 'Raise' }));
    await user.click(screen.getByRole('button', { name: 'Raise' }));
    expect(within(screen.getByRole('alert')).getAllByText('Failed to load user profile')).toHaveLength(1);
  });

  it('shows the same message again once the first toast was dismissed', async () => {
    const { user } = renderWithProviders(<Raiser kind="error" message="Failed to load user profile" />);
    await user.click(screen.getByRole('button', { name: 'Raise' }));
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss notification' }));
    await user.click(screen.getByRole('button', { name: 'Raise' }));
    expect(within(screen.getByRole('alert')).getByText('Failed to load user profile')).toBeVisible();
  });

  it('closes itself after its duration', async () => {
    vi.useFakeTimers();
    renderWithProviders(<Raiser kind="success" message="Saved" options={{ duration: 1000 }} />);
    act(() => screen.getByRole('button', { name: 'Raise' }).click());
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('stays when its duration is null', async () => {
    vi.useFakeTimers();
    renderWithProviders(<Raiser kind="error" message="Failed to submit terms of use." options={{ duration: null }} />);
    act(() => screen.getByRole('button', { name: 'Raise' }).click());
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Failed to submit terms of use.')).toBeInTheDocument();
  });

  it('throws a helpful error without a provider', () => {
    function Orphan() {
      useToast();
      return null;
    }
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow('useToast() needs a <ToastProvider> above it.');
    spy.mockRestore();
  });
});
