import { useId, type ChangeEventHandler, type ComponentPropsWithRef, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import { ErrorMessage, Hint, Input, Label, Root } from './FormField.styles';

export interface FormFieldProps
  extends Omit<ComponentPropsWithRef<'div'>, 'onChange' | 'onBlur' | 'defaultValue' | 'children'> {
  /** The visible label, tied to the input. Required. */
  label: ReactNode;
  /** Error text. When set, the input is marked invalid and describes itself with it. Default: none. */
  error?: ReactNode;
  /** Help text under the input, also used as its description. Default: none. */
  hint?: ReactNode;
  /** The input's name. Default: none. */
  name?: string;
  /** The input's type. Default `'text'`. */
  type?: 'text' | 'password' | 'email' | 'search' | 'tel' | 'url';
  /** Controlled value. Default: uncontrolled. */
  value?: string;
  /** Initial value when uncontrolled. Default: none. */
  defaultValue?: string;
  /** Called with the input's change event. Default: none. */
  onChange?: ChangeEventHandler<HTMLInputElement>;
  /** Called with the input's blur event; validate here for on-blur messages. Default: none. */
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** The input's `autocomplete` hint. Default: none. */
  autoComplete?: string;
  /**
   * Marks the field required for assistive technology (`aria-required`). It does not set the
   * native `required` attribute, so the browser's own bubbles never replace the spec's messages.
   * Default `false`.
   */
  required?: boolean;
  /** Disables the input. Default `false`. */
  disabled?: boolean;
  /** Placeholder text; never a substitute for the label. Default: none. */
  placeholder?: string;
  /** The input's id. Default: a generated id. */
  inputId?: string;
  /** Ref to the `<input>`, e.g. to focus it. Default: none. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input with an optional hint and error message, wired for assistive technology:
 * the label names the input, `aria-describedby` points at the hint and error, and `aria-invalid`
 * is set while there is an error. Rest props go to the root `<div>`.
 */
export function FormField({
  label,
  error,
  hint,
  name,
  type = 'text',
  value,
  defaultValue,
  onChange,
  onBlur,
  autoComplete,
  required = false,
  disabled = false,
  placeholder,
  inputId,
  inputRef,
  ...rest
}: FormFieldProps) {
  const generatedId = useId();
  const id = inputId ?? `${generatedId}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ');

  return (
    <Root data-invalid={hasError ? 'true' : 'false'} {...rest}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        value={value}
        defaultValue={defaultValue}
        onChange={onChange}
        onBlur={onBlur}
        autoComplete={autoComplete}
        disabled={disabled}
        placeholder={placeholder}
        aria-required={required ? true : undefined}
        aria-invalid={hasError ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {hasError ? <ErrorMessage id={errorId}>{error}</ErrorMessage> : null}
    </Root>
  );
}
