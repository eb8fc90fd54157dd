import styled from 'styled-components';
import { Cluster } from '../Cluster';
import { Stack } from '../Stack';
import { controlBox, focusRing, widgetBase } from './styles';

/** Layout pieces both calculators share, so their forms, tables and notes look alike. */
export const CalculatorRoot = styled.section`
  ${widgetBase}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
`;

export const CalculatorHeading = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.family.heading};
  font-size: ${({ theme }) => theme.font.size.heading2}px;
  color: ${({ theme }) => theme.color.text.heading};
`;

export const SubHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  font-family: ${({ theme }) => theme.font.family.heading};
  font-size: ${({ theme }) => theme.font.size.heading3}px;
  color: ${({ theme }) => theme.color.text.heading};
`;

export const Panel = styled.div`
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.surface}px;
  background: ${({ theme }) => theme.color.surface.raised};
`;

/** Form fields side by side as the width allows; `$wide` for larger blocks (notes beside contacts). */
export const FieldGrid = styled.div<{ $wide?: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ $wide }) => ($wide ? 280 : 220)}px, 1fr));
  gap: ${({ theme, $wide }) => ($wide ? theme.space.lg : theme.space.md)}px;
`;

export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xxs}px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs}px;

  input:focus-visible {
    ${focusRing}
  }
`;

export const SelectLabel = styled(Stack).attrs({ as: 'label', gap: 'xxs' })`
  font-weight: ${({ theme }) => theme.font.weight.medium};

  select {
    ${controlBox}
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
  select:focus-visible {
    ${focusRing}
  }
`;

export const Actions = styled(Cluster).attrs({ align: 'stretch' })``;

/** The submit row at the foot of a calculator form. */
export const FormActions = styled(Actions)`
  margin-top: ${({ theme }) => theme.space.md}px;
`;

/** A heading inside a calculator form, spaced from the group above it. */
export const FormSectionHeading = styled.h3`
  margin: ${({ theme }) => theme.space.lg}px 0 ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.font.size.large}px;
  color: ${({ theme }) => theme.color.text.heading};
`;

export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    text-align: left;
  }
  th {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    background: ${({ theme }) => theme.color.surface.sunken};
  }
  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    padding-bottom: ${({ theme }) => theme.space.xs}px;
  }
`;

export const ResultList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.lg}px;
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.large}px;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;
