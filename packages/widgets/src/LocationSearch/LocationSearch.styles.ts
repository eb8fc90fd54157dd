import styled from 'styled-components';
import { Cluster } from '../primitives';
import { focusRing, widgetBase } from '../primitives/shared/styles';

export const Root = styled.div`
  ${widgetBase}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  width: 100%;
`;

export const Label = styled.label`
  color: ${({ theme }) => theme.color.text.heading};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Row = styled(Cluster).attrs({ gap: 'sm' })``;

export const Input = styled.input`
  flex: 1;
  min-width: 200px;
  padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.control}px;
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;

  &:focus-visible {
    ${focusRing}
  }
`;

export const Address = styled.p`
  flex: 1;
  margin: 0;
  color: ${({ theme }) => theme.color.text.default};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Listbox = styled.ul`
  ${widgetBase}
  z-index: 10;
  max-height: 320px;
  margin: 0;
  padding: ${({ theme }) => theme.space.xxs}px 0;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.control}px;
  background: ${({ theme }) => theme.color.surface.raised};
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.15);
  list-style: none;
`;

export const Option = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.surface.sunken};
  }
`;

export const Secondary = styled.span`
  color: ${({ theme }) => theme.color.text.muted};
`;
