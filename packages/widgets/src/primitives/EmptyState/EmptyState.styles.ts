import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.xl}px ${({ theme }) => theme.space.md}px;
  font-family: ${({ theme }) => theme.font.family.body};
  text-align: center;
  color: ${({ theme }) => theme.color.text.muted};
`;

export const Icon = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.color.border.strong};

  svg {
    width: 48px;
    height: 48px;
  }
`;

export const Message = styled.p`
  margin: 0;
  max-width: 48ch;
  font-size: ${({ theme }) => theme.font.size.large}px;
`;
