import styled from 'styled-components';

export const Table = styled.table`
  border-collapse: collapse;
  min-width: 240px;

  th,
  td {
    padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    text-align: left;
  }
  td:last-child {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
