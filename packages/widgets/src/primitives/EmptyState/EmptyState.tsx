import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Icon, Message, Root } from './EmptyState.styles';

function EmptyTrayIcon() {
  return (
    <svg viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round">
      <path d="M6 28 12 10h24l6 18v10H6z" />
      <path d="M6 28h11l3 5h8l3-5h11" />
    </svg>
  );
}

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The empty-state text, verbatim from docs/product/messages.md (e.g. "No Hazard Index"). Required. */
  message: ReactNode;
  /** A decorative illustration, hidden from screen readers. Default: an empty-tray icon. */
  icon?: ReactNode;
  /** An optional action under the message, such as a button. Default: none. */
  children?: ReactNode;
}

/** What a section shows when it has nothing to show. Rest props go to the root `<div>`. */
export function EmptyState({ message, icon = <EmptyTrayIcon />, children, ...rest }: EmptyStateProps) {
  return (
    <Root {...rest}>
      <Icon aria-hidden="true">{icon}</Icon>
      <Message>{message}</Message>
      {children}
    </Root>
  );
}
