import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Modal, type ModalProps } from './Modal';

function ModalWithTrigger(args: ModalProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="link" onClick={() => setOpen(true)}>
        Read Summary
      </Button>
      <Modal
        {...args}
        open={open}
        onClose={(event) => {
          args.onClose(event);
          setOpen(false);
        }}
      />
    </>
  );
}

const summary = (
  <p>
    Bakeries hold flour, oils and packaging beside ovens and fryers, so fire is the dominant property risk. Dust from flour handling adds an
    explosion hazard where extraction is poor.
  </p>
);

const meta = {
  title: 'Primitives/Modal',
  component: Modal,
  render: ModalWithTrigger,
  args: {
    open: false,
    onClose: fn(),
    title: 'Property Damage',
    children: summary,
    width: 520,
    dismissOnBackdropPress: true,
    closeLabel: 'Close',
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from a trigger; Tab stays inside; Escape closes and focus goes back to the trigger. */
export const Playground: Story = {
  args: {
    children: (
      <>
        {summary}
        <Button variant="secondary">Open hazard index</Button>
      </>
    ),
  },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Read Summary' });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('dialog', { name: 'Property Damage' });
    const inner = canvas.getByRole('button', { name: 'Open hazard index' });
    const close = canvas.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(inner).toHaveFocus());

    await userEvent.tab();
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(inner).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledWith({ reason: 'escape-key' });
    await expect(dialog).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open from the start. */
export const Open: Story = {
  args: { open: true },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Property Damage' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
  },
};

/** The hazard index's summary modal is 720 px wide (docs/product/hazard-index.md). */
export const Wide: Story = {
  args: { open: true, width: 720 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('dialog')).toHaveStyle({ maxWidth: '720px' });
  },
};

export const WithFooter: Story = {
  args: {
    open: true,
    title: 'Terms of Use',
    children: <p>You must agree to the terms of use to use our service.</p>,
    footer: (
      <>
        <Button variant="secondary">Disagree</Button>
        <Button>Agree</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Agree' })).toBeVisible();
  },
};

/** The close button closes it too. */
export const ClosedByButton: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Read Summary' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledWith({ reason: 'close-button' });
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
