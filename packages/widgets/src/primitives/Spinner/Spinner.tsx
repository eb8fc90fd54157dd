import type { ComponentPropsWithRef } from 'react';
import { Circle, Label, Root } from './Spinner.styles';

export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** What is loading, read by screen readers (e.g. "Loading natcat profiles.."). Default `'Loading'`. */
  label?: string;
  /** Shows the label beside the spinner instead of only to screen readers. Default `false`. */
  showLabel?: boolean;
  /** Diameter: small 16 px, medium 24 px, large 40 px. Default `'medium'`. */
  size?: 'small' | 'medium' | 'large';
}

/** A loading indicator announced as a status with a label. */
export function Spinner({ label = 'Loading', showLabel = false, size = 'medium', ...rest }: SpinnerProps) {
  return (
    <Root role="status" aria-label={label} {...rest}>
      <Circle aria-hidden="true" data-size={size} />
      <Label data-visible={showLabel ? 'true' : 'false'}>{label}</Label>
    </Root>
  );
}
