import styled from 'styled-components';

export const Items = styled.ul`
  columns: 2 220px;
  column-gap: ${({ theme }) => theme.space.xl}px;
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg}px;

  li {
    padding: ${({ theme }) => theme.space.xxs}px 0;
    break-inside: avoid;
  }
`;
