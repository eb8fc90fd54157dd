import { useRef } from 'react';
import { LoginForm, type LoginFormProps } from '../LoginForm';
import { Modal, type ModalCloseReason } from '../primitives/Modal';

export interface LoginModalProps extends Omit<LoginFormProps, 'usernameInputRef'> {
  /** Whether the modal is shown. Required. */
  open: boolean;
  /** Called when the user closes the modal (Escape, backdrop, close button). Required. */
  onClose: (event: { reason: ModalCloseReason }) => void;
  /** The modal's heading. Default `'Log in'`. */
  title?: string;
}

/**
 * The header's login modal: a `Modal` titled "Log in" around the `LoginForm`, with focus starting
 * in the username field. It stays open on success; the caller closes it and navigates.
 * Rest props go to the `<form>`.
 */
export function LoginModal({ open, onClose, title = 'Log in', ...formProps }: LoginModalProps) {
  const usernameRef = useRef<HTMLInputElement | null>(null);
  return (
    <Modal open={open} onClose={onClose} title={title} initialFocus={usernameRef} width={440}>
      <LoginForm {...formProps} usernameInputRef={usernameRef} />
    </Modal>
  );
}
