import styled from 'styled-components';

export const Exposure = styled.article`
  padding: ${({ theme }) => theme.space.sm}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};

  h4 {
    margin: 0 0 ${({ theme }) => theme.space.xs}px;
  }
`;
