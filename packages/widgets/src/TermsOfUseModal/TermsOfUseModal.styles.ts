import styled from 'styled-components';

export const Summary = styled.div`
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.font.size.body}px;
  line-height: ${({ theme }) => theme.font.lineHeight.body};
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
  }
  ul {
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
    padding-left: ${({ theme }) => theme.space.lg}px;
  }
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm}px;
`;
