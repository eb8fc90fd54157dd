import { useId, type ComponentPropsWithoutRef, type ComponentPropsWithRef, type ReactNode, type Ref } from 'react';
import { ErrorMessage, Hint, Input, Label, Root } from './FormField.styles';

export interface FormFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children' | 'type' | 'required'> {
  /** The visible label, tied to the input. Required. */
  label: ReactNode;
  /** Error text. When set, the input is marked invalid and describes itself with it. Default: none. */
  error?: ReactNode;
  /** Help text under the input, also used as its description. Default: none. */
  hint?: ReactNode;
  /** The input's type. Default `'text'`. */
  type?: 'text' | 'password' | 'email' | 'search' | 'tel' | 'url' | 'number';
  /**
   * Marks the field required for assistive technology (`aria-required`). It does not set the
   * native `required` attribute, so the browser's own bubbles never replace the product's messages (docs/product/messages.md).
   * Default `false`.
   */
  required?: boolean;
  /** The input's id. Default: a generated id. */
  inputId?: string;
  /** Ref to the `<input>`, e.g. to focus it. Same as `ref`; kept for existing callers. Default: none. */
  inputRef?: Ref<HTMLInputElement>;
  /** Props of the root `<div>` (layout, `data-*`, test ids). Default: none. */
  wrapperProps?: ComponentPropsWithoutRef<'div'> & Record<`data-${string}`, string | undefined>;
}

/**
 * A labelled text input with an optional hint and error message, wired for assistive technology:
 * the label names the input, `aria-describedby` points at the hint and error (after any
 * `aria-describedby` of the caller's), and `aria-invalid` is set while there is an error.
 * Rest props and `ref` go to the `<input>`; `wrapperProps` go to the root `<div>`.
 */
export function FormField({
  label,
  error,
  hint,
  type = 'text',
  required = false,
  inputId,
  inputRef,
  ref,
  wrapperProps,
  id: idProp,
  'aria-describedby': callerDescribedBy,
  ...inputProps
}: FormFieldProps) {
  const generatedId = useId();
  const id = idProp ?? inputId ?? `${generatedId}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [callerDescribedBy, hint ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ');

  return (
    <Root data-invalid={hasError ? 'true' : 'false'} {...wrapperProps}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        {...inputProps}
        ref={ref ?? inputRef}
        id={id}
        type={type}
        aria-required={required ? true : undefined}
        aria-invalid={hasError ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {hasError ? <ErrorMessage id={errorId}>{error}</ErrorMessage> : null}
    </Root>
  );
}
