import { useId } from 'react';
import { formatDollarInput } from '@riskatlas/domain';
import { Affix, MoneyInput, MoneyLabel, MoneyRoot, MoneyWrap } from './UnderInsuranceCalculator.styles';

interface MoneyFieldProps {
  label: string;
  name: string;
  /** The text shown, already grouped with separators. */
  value: string;
  onChange: (text: string) => void;
  /** The currency symbol before the input. */
  symbol: string;
}

/** A whole-amount input: the currency's symbol before it, thousands separators regrouped as the user types. */
export function MoneyField({ label, name, value, onChange, symbol }: MoneyFieldProps) {
  const id = useId();
  return (
    <MoneyRoot>
      <MoneyLabel htmlFor={id}>{label}</MoneyLabel>
      <MoneyWrap>
        <Affix aria-hidden="true">{symbol}</Affix>
        <MoneyInput
          id={id}
          name={name}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(formatDollarInput(event.target.value))}
        />
      </MoneyWrap>
    </MoneyRoot>
  );
}
