import { FloatingFocusManager, useDismiss, useFloating, useInteractions, useRole, type OpenChangeReason } from '@floating-ui/react';
import { useCallback, useId, type ComponentPropsWithRef, type RefObject, type ReactNode } from 'react';
import { Portal } from '../PortalContainer';
import { useToastRegion } from '../Toast/Toast';
import { Backdrop, Body, CloseButton, Dialog, Footer, Header, Title } from './Modal.styles';

export type ModalCloseReason = 'escape-key' | 'backdrop-press' | 'close-button';

export interface ModalProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'children'> {
  /** Whether the modal is shown. Required: the parent owns the open state. */
  open: boolean;
  /** Called when the user asks to close (Escape, backdrop, close button); set `open` to false to close. Required. */
  onClose: (event: { reason: ModalCloseReason }) => void;
  /** The heading; it also names the dialog for screen readers. Required. */
  title: ReactNode;
  /** The dialog's body. Default: none. */
  children?: ReactNode;
  /** Actions under the body, such as Cancel and Save. Default: none. */
  footer?: ReactNode;
  /** Maximum width in px (the hazard summary modal of docs/product/hazard-index.md is 720). Default `520`. */
  width?: number;
  /** Element focused on open. Default: the first focusable element after the close button, else the dialog. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Close when the backdrop is pressed. Default `true`. */
  dismissOnBackdropPress?: boolean;
  /** Accessible name of the close button. Default `'Close'`. */
  closeLabel?: string;
}

const closeReasons: Partial<Record<OpenChangeReason, ModalCloseReason>> = {
  'escape-key': 'escape-key',
  'outside-press': 'backdrop-press',
};

/**
 * A modal dialog: rendered into the portal container from context, labelled by its title, with
 * focus trapped inside while open and returned to where it was on close. Escape closes it.
 * Toasts stay outside the trap and remain announced and clickable.
 *
 * It does not lock the page's scroll: inside a partner page that would restyle the host's body.
 * Rest props go to the dialog element.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  width = 520,
  initialFocus,
  dismissOnBackdropPress = true,
  closeLabel = 'Close',
  style,
  ...rest
}: ModalProps) {
  const titleId = useId();
  const toastRegion = useToastRegion();

  const onOpenChange = useCallback(
    (nextOpen: boolean, _event?: Event, reason?: OpenChangeReason) => {
      if (nextOpen) return;
      const closeReason = reason ? closeReasons[reason] : undefined;
      if (closeReason) onClose({ reason: closeReason });
    },
    [onClose],
  );

  const { refs, context } = useFloating({ open, onOpenChange });
  const dismiss = useDismiss(context, {
    escapeKey: true,
    outsidePress: (event) => {
      if (!dismissOnBackdropPress) return false;
      // A click on a toast is not a click on the backdrop.
      return !(toastRegion && event.target instanceof Node && toastRegion.contains(event.target));
    },
  });
  const role = useRole(context, { role: 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, role]);

  if (!open) return null;

  // Index 1 skips the close button, which comes first in the tab order, so focus lands in the body.
  const focusTarget = initialFocus ?? 1;

  return (
    <Portal>
      <Backdrop data-riskatlas-modal-backdrop="">
        <FloatingFocusManager
          context={context}
          modal
          initialFocus={focusTarget}
          returnFocus
          getInsideElements={() => (toastRegion ? [toastRegion] : [])}
        >
          <Dialog
            // setFloating is floating-ui's stable callback ref, not a ref value read during render.
            // eslint-disable-next-line react-hooks/refs
            ref={refs.setFloating}
            aria-modal="true"
            aria-labelledby={titleId}
            style={{ maxWidth: width, ...style }}
            {...getFloatingProps(rest)}
          >
            <Header>
              <Title id={titleId}>{title}</Title>
              <CloseButton type="button" aria-label={closeLabel} onClick={() => onClose({ reason: 'close-button' })}>
                <span aria-hidden="true">×</span>
              </CloseButton>
            </Header>
            <Body>{children}</Body>
            {footer ? <Footer>{footer}</Footer> : null}
          </Dialog>
        </FloatingFocusManager>
      </Backdrop>
    </Portal>
  );
}
