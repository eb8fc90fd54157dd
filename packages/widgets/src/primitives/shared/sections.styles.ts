import styled from 'styled-components';
import { Stack } from '../Stack';
import { widgetBase } from './styles';

/** The root every industry section widget shares. */
export const SectionRoot = styled.section`
  ${widgetBase}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

export const GroupHeading = styled.h3`
  margin: ${({ theme }) => theme.space.md}px 0 ${({ theme }) => theme.space.xs}px;
  color: ${({ theme }) => theme.color.text.heading};
  font-size: ${({ theme }) => theme.font.size.large}px;
`;

export const PlainList = styled(Stack).attrs({ as: 'ul', gap: 'xs' })`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg}px;
`;
