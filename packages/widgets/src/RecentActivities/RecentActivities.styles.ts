import styled from 'styled-components';
import { widgetBase } from '../primitives/shared/styles';

export const Card = styled.section`
  ${widgetBase}
  display: flex;
  flex-direction: column;
  min-height: 320px;
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radius.surface}px;
  background: ${({ theme }) => theme.color.surface.raised};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
    color: ${({ theme }) => theme.color.text.heading};
    font-size: ${({ theme }) => theme.font.size.heading3}px;
  }
`;

export const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
`;

export const Tab = styled.button`
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px`};
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${({ theme }) => theme.color.text.muted};
  font: inherit;
  cursor: pointer;
  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.color.action.primary.background};
    color: ${({ theme }) => theme.color.action.selected.foreground};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: -2px;
  }
`;

export const Panel = styled.div`
  flex: 1;
  max-height: 320px;
  overflow-y: auto;
  /* docs/product/shell-and-dashboard.md#recent-activities: dashboard lists get a scrolled style once scrolled. */
  &[data-scrolled='true'] {
    box-shadow: inset 0 8px 8px -8px ${({ theme }) => theme.color.border.strong};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
  }
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.color.border.default};
  }
  a {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm}px;
    padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.xs}px`};
    color: ${({ theme }) => theme.color.text.link};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.color.surface.sunken};
  }
`;

export const Meta = styled.span`
  flex-shrink: 0;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.small}px;
`;

export const ErrorText = styled.p`
  color: ${({ theme }) => theme.color.text.danger};
`;
