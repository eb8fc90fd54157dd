import { media } from '@riskatlas/theme';
import styled from 'styled-components';
import { focusRing } from '../primitives/shared/styles';

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(180px, 260px) 1fr;
  gap: ${({ theme }) => theme.space.lg}px;

  ${media.atMost('md')} {
    grid-template-columns: 1fr;
  }
`;

export const Menu = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const MenuItem = styled.a`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: center;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px`};
  border-left: 3px solid transparent;
  color: ${({ theme }) => theme.color.text.default};
  text-decoration: none;

  &[aria-current='page'] {
    border-left-color: ${({ theme }) => theme.color.action.selected.indicator};
    background: ${({ theme }) => theme.color.surface.sunken};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

/** A class the user's subscription leaves out: listed, greyed, not a link (docs/product/industry-search-and-pages.md#active-classes). */
export const InactiveItem = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: center;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px`};
  border-left: 3px solid transparent;
  color: ${({ theme }) => theme.color.text.muted};
`;
