import { NameField } from './report.styles';

export const INSURED_BUSINESS_NAME_LABEL = 'Insured business name';

export interface InsuredBusinessNameFieldProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** The cover's insured business name (free text, docs/product/reports.md#insured-business-name); the builder decides when it is saved. */
export function InsuredBusinessNameField({ value, onChange, disabled = false }: InsuredBusinessNameFieldProps) {
  return (
    <NameField>
      {INSURED_BUSINESS_NAME_LABEL}
      <input
        type="text"
        value={value}
        disabled={disabled}
        maxLength={200}
        placeholder="Insured Business Name"
        onChange={(event) => onChange(event.target.value)}
      />
    </NameField>
  );
}
