import { useId, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { Stack } from '../primitives';
import { controlBox, focusRing } from '../primitives/shared/styles';

const Label = styled.label`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Select = styled.select`
  ${controlBox}

  &:disabled {
    background: ${({ theme }) => theme.color.action.disabled.background};
    color: ${({ theme }) => theme.color.action.disabled.foreground};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.small}px;
`;

export interface SelectFieldProps extends Omit<ComponentPropsWithoutRef<'select'>, 'children'> {
  /** The visible label, tied to the select. Required. */
  label: string;
  /** The choices in order. Required. */
  options: readonly { value: string; label: string }[];
  /** Shown first with an empty value, e.g. "Choose a currency". Default: none. */
  placeholder?: string;
  /** Help below the select, read as its description. Default: none. */
  hint?: string;
}

/** A labelled native select (keyboard and screen-reader behaviour come with the platform). */
export function SelectField({ label, options, placeholder, hint, ...rest }: SelectFieldProps) {
  const id = useId();
  return (
    <Stack gap="xxs">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...rest}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
    </Stack>
  );
}
