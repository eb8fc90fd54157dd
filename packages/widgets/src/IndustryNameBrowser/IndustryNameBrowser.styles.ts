import styled from 'styled-components';
import { Cluster } from '../primitives';
import { focusRing } from '../primitives/shared/styles';

export const Letters = styled(Cluster).attrs({ as: 'ul', gap: 'xs', align: 'stretch' })`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Letter = styled.button`
  min-width: 32px;
  min-height: 32px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.control}px;
  background: ${({ theme }) => theme.color.surface.page};
  color: ${({ theme }) => theme.color.text.default};
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.action.selected.indicator};
    background: ${({ theme }) => theme.color.surface.sunken};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export const List = styled.ul`
  columns: 280px auto;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    break-inside: avoid;
  }
  a {
    display: flex;
    gap: ${({ theme }) => theme.space.sm}px;
    padding: ${({ theme }) => `${theme.space.xs}px 0`};
    color: ${({ theme }) => theme.color.text.default};
  }
  a:focus-visible {
    ${focusRing}
  }
`;

export const Code = styled.span`
  color: ${({ theme }) => theme.color.text.muted};
  font-variant-numeric: tabular-nums;
`;
