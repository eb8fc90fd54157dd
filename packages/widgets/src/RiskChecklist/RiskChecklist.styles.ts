import styled from 'styled-components';

export const Question = styled.li`
  padding: ${({ theme }) => theme.space.xxs}px 0;
`;

export const ClassName = styled.span`
  margin-left: ${({ theme }) => theme.space.sm}px;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.small}px;
`;
