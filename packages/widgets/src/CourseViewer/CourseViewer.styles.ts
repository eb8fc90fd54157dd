import styled from 'styled-components';
import { focusRing, widgetBase } from '../primitives/shared/styles';

export const Root = styled.section`
  ${widgetBase}
  display: grid;
  grid-template-columns: minmax(200px, 280px) 1fr;
  gap: ${({ theme }) => theme.space.lg}px;

  @media (max-width: 767px) {
    grid-template-columns: 1fr;
  }
`;

export const Menu = styled.nav`
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.color.border.default};
  }
`;

export const MenuButton = styled.button`
  width: 100%;
  padding: ${({ theme }) => theme.space.sm}px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &[aria-current='step'] {
    background: ${({ theme }) => theme.color.surface.sunken};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.action.selected.foreground};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export const Unit = styled.article`
  min-width: 0;

  h2 {
    margin-top: 0;
    font-family: ${({ theme }) => theme.font.family.heading};
    color: ${({ theme }) => theme.color.text.heading};
  }
  img,
  video {
    max-width: 100%;
    border-radius: ${({ theme }) => theme.radius.surface}px;
  }
`;

export const Pager = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-top: ${({ theme }) => theme.space.lg}px;

  & > :last-child {
    margin-left: auto;
  }
`;
