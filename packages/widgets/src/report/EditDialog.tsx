import type { ReactNode } from 'react';
import { Button } from '../primitives/Button';
import { Modal } from '../primitives/Modal';

/** The hazard edit dialog takes 70% of the viewport's width (docs/product/reports.md#edit-dialogs). */
const DIALOG_WIDTH = '70vw';

export interface EditDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
}

/** The report builders' edit dialog: 70% of the viewport wide; edits save as they are made, Done closes. */
export function EditDialog({ open, title, onClose, children }: EditDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      style={{ width: DIALOG_WIDTH, maxWidth: DIALOG_WIDTH }}
      footer={
        <Button variant="primary" onClick={onClose}>
          Done
        </Button>
      }
    >
      {children}
    </Modal>
  );
}
