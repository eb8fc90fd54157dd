import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { Button } from '../Button';
import { useToast } from '../Toast';
import { Modal, type ModalProps } from './Modal';

function Harness(props: Partial<ModalProps> & { onCloseSpy?: ModalProps['onClose'] }) {
  const { onCloseSpy, ...modalProps } = props;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open summary</Button>
      <Modal
        title="Property Damage"
        open={open}
        onClose={(event) => {
          onCloseSpy?.(event);
          setOpen(false);
        }}
        {...modalProps}
      >
        <p>Summary text.</p>
        <input aria-label="First field" />
        <input aria-label="Second field" />
      </Modal>
    </>
  );
}

// "The spec" in these tests means the product rules of docs/product/hazard-index.md.
describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderWithProviders(<Modal open={false} onClose={() => {}} title="Hidden" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open summary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Property Damage' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  it('renders into the portal container from context, not document.body', async () => {
    const { user, container } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open summary' }));
    const dialog = await screen.findByRole('dialog');
    const portalRoot = container.querySelector('[data-riskatlas-portal-root]');
    expect(portalRoot).not.toBeNull();
    expect(portalRoot?.contains(dialog)).toBe(true);
  });

  it('moves focus into the dialog, past the close button', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open summary' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First field' })).toHaveFocus());
  });

  it('traps focus: Tab from the last element wraps to the first, Shift+Tab wraps back', async () => {
    const { user } = renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open summary' });
    await user.click(opener);
    const first = screen.getByRole('textbox', { name: 'First field' });
    const second = screen.getByRole('textbox', { name: 'Second field' });
    const close = screen.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(first).toHaveFocus());

    await user.tab();
    expect(second).toHaveFocus();
    // Tabbing past the end lands on floating-ui's focus guard, which moves focus to the first
    // element on the next frame: wait for it rather than expecting it synchronously.
    await user.tab();
    await waitFor(() => expect(close).toHaveFocus());
    await user.tab();
    expect(first).toHaveFocus();

    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    await waitFor(() => expect(second).toHaveFocus());
    expect(opener).not.toHaveFocus();
  });

  it('closes on Escape and returns focus to the element that opened it', async () => {
    const onCloseSpy = vi.fn();
    const { user } = renderWithProviders(<Harness onCloseSpy={onCloseSpy} />);
    const opener = screen.getByRole('button', { name: 'Open summary' });
    await user.click(opener);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onCloseSpy).toHaveBeenCalledWith({ reason: 'escape-key' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with the close button', async () => {
    const onCloseSpy = vi.fn();
    const { user } = renderWithProviders(<Harness onCloseSpy={onCloseSpy} />);
    await user.click(screen.getByRole('button', { name: 'Open summary' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onCloseSpy).toHaveBeenCalledWith({ reason: 'close-button' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hides the page behind it from assistive technology while open', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open summary' }));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Open summary' })).not.toBeInTheDocument();
  });

  it("uses the width it is given (the spec's summary modal is 720)", async () => {
    const { user } = renderWithProviders(<Harness width={720} />);
    await user.click(screen.getByRole('button', { name: 'Open summary' }));
    expect(await screen.findByRole('dialog')).toHaveStyle({ maxWidth: '720px' });
  });

  it('keeps toasts raised from inside it announced and outside its aria-hidden', async () => {
    function ToastingModal() {
      const toast = useToast();
      return (
        <Modal open onClose={() => {}} title="Settings">
          <Button onClick={() => toast.success('User settings has been successfully updated.')}>Save</Button>
        </Modal>
      );
    }
    const { user } = renderWithProviders(<ToastingModal />);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('User settings has been successfully updated.');
  });
});
