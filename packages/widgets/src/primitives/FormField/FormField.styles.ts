import styled from 'styled-components';
import { Stack } from '../Stack';
import { controlBox, focusRing } from '../shared/styles';

export const Root = styled(Stack).attrs({ gap: 'xxs' })`
  font-family: ${({ theme }) => theme.font.family.body};
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.body}px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text.default};
`;

export const Input = styled.input`
  ${controlBox}
  width: 100%;
  font-weight: normal;
  font-size: ${({ theme }) => theme.font.size.large}px;

  &:focus-visible {
    ${focusRing}
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.border.danger};
  }

  &:disabled {
    background: ${({ theme }) => theme.color.action.disabled.background};
    color: ${({ theme }) => theme.color.action.disabled.foreground};
    cursor: not-allowed;
  }
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.small}px;
  color: ${({ theme }) => theme.color.text.muted};
`;

export const ErrorMessage = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.body}px;
  color: ${({ theme }) => theme.color.text.danger};
`;
