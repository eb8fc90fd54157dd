import styled from 'styled-components';
import { widgetBase } from '../primitives/shared/styles';

export const Root = styled.section`
  ${widgetBase}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.surface}px;
  background: ${({ theme }) => theme.color.surface.raised};
`;

export const Title = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.color.text.heading};
  font-size: ${({ theme }) => theme.font.size.heading3}px;
`;

export const Text = styled.p`
  margin: 0;
`;
