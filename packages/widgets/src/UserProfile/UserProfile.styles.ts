import styled from 'styled-components';

export const Identity = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  min-width: 0;
`;

export const Name = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.large}px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text.heading};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};
`;

export const SectionHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.body}px;
  color: ${({ theme }) => theme.color.text.heading};
`;
