import type { ComponentPropsWithRef } from 'react';
import { BusyIndicator, Root } from './Button.styles';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Visual style: a filled primary action, an outlined secondary one, or a text link. Default `'primary'`. */
  variant?: ButtonVariant;
  /**
   * An action is running: shows a spinner and disables the button so it cannot be pressed twice.
   * Pair it with busy text such as "Logging in". Default `false`.
   */
  busy?: boolean;
  /** Stretches the button to its container's width. Default `false`. */
  fullWidth?: boolean;
  /** The native button type. Default `'button'`, so a button never submits a form by accident. */
  type?: 'button' | 'submit' | 'reset';
}

/** A themed button. Rest props go to the `<button>`. */
export function Button({
  variant = 'primary',
  busy = false,
  fullWidth = false,
  type = 'button',
  disabled = false,
  children,
  ...rest
}: ButtonProps) {
  return (
    <Root
      type={type}
      disabled={disabled || busy}
      data-variant={variant}
      data-busy={busy ? 'true' : 'false'}
      data-full-width={fullWidth ? 'true' : 'false'}
      {...rest}
    >
      {busy ? <BusyIndicator aria-hidden="true" /> : null}
      {children}
    </Root>
  );
}
