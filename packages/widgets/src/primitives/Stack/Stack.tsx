import styled from 'styled-components';
import { notFlowProp, type FlowProps } from '../shared/layout';

export type StackProps = FlowProps;

/**
 * Children one under another, spaced by the theme (`gap`, default `md`). Extend it with `styled(Stack)`
 * for what is not layout, and render another element with `as`.
 */
export const Stack = styled.div.withConfig({ shouldForwardProp: notFlowProp })<StackProps>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, gap = 'md' }) => theme.space[gap]}px;
  ${({ align }) => (align ? `align-items: ${align};` : '')}
  ${({ justify }) => (justify ? `justify-content: ${justify};` : '')}
`;
