import { media } from '@riskatlas/theme';
import styled from 'styled-components';
import { widgetBase } from '../primitives/shared/styles';

export const Root = styled.section`
  ${widgetBase}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

export const Toolbar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
  justify-content: flex-end;

  /* The pressed view is marked by an underline, so the button keeps its own (tested) contrast in every state. */
  button[aria-pressed='true'] {
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.color.action.selected.indicator};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const Chart = styled.div`
  width: 100%;
  min-width: 0;
`;

/** Grid columns by breakpoint (docs/product/hazard-index.md#chart-and-grid): 1 on xs, 2 on sm and md, 3 on lg, 4 on xl, 6 on xxl. */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(1, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.up('xl')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${media.up('xxl')} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.surface}px;
  background: ${({ theme }) => theme.color.surface.raised};

  &[data-active='false'] {
    background: ${({ theme }) => theme.color.surface.sunken};
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

export const CardTitle = styled.h3`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: center;
  margin: 0;
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.body}px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Rating = styled.span<{ $background: string; $foreground: string }>`
  align-self: flex-start;
  padding: ${({ theme }) => `${theme.space.xxs}px ${theme.space.sm}px`};
  border-radius: ${({ theme }) => theme.radius.pill}px;
  background: ${({ $background }) => $background};
  color: ${({ $foreground }) => $foreground};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Inactive = styled.span`
  font-size: ${({ theme }) => theme.font.size.small}px;
`;
