import styled from 'styled-components';
import { focusRing } from '../primitives/shared/styles';

export const ClassList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: flex;
    gap: ${({ theme }) => theme.space.sm}px;
    align-items: center;
    padding: ${({ theme }) => theme.space.md}px;
    border: 1px solid ${({ theme }) => theme.color.border.default};
    border-radius: ${({ theme }) => theme.radius.surface}px;
    color: ${({ theme }) => theme.color.text.default};
    text-decoration: none;
  }
  a:focus-visible {
    ${focusRing}
  }
`;
