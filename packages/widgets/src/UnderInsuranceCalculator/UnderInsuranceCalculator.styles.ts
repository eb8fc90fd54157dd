import styled from 'styled-components';
import { Stack } from '../primitives';
import { focusRing } from '../primitives/shared/styles';

export const MoneyRoot = styled(Stack).attrs({ gap: 'xxs' })``;

export const MoneyLabel = styled.label`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const MoneyWrap = styled.div`
  display: flex;
  align-items: stretch;
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.control}px;
  background: ${({ theme }) => theme.color.surface.raised};

  &:focus-within {
    ${focusRing}
  }
`;

export const Affix = styled.span`
  display: flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  background: ${({ theme }) => theme.color.surface.sunken};
  color: ${({ theme }) => theme.color.text.muted};
`;

export const MoneyInput = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.large}px;
  outline: none;
`;

export const Notes = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg}px;
  color: ${({ theme }) => theme.color.text.muted};

  li + li {
    margin-top: ${({ theme }) => theme.space.xs}px;
  }
`;
