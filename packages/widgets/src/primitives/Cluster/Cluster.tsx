import styled from 'styled-components';
import { notFlowProp, type FlowProps } from '../shared/layout';

export type ClusterProps = FlowProps;

/**
 * Children side by side, wrapping onto the next line when the row is full (toolbars, tags, button rows),
 * centred on the cross axis unless `align` says otherwise; spaced by the theme (`gap`, default `sm`).
 */
export const Cluster = styled.div.withConfig({ shouldForwardProp: notFlowProp })<ClusterProps>`
  display: flex;
  flex-wrap: wrap;
  align-items: ${({ align = 'center' }) => align};
  gap: ${({ theme, gap = 'sm' }) => theme.space[gap]}px;
  ${({ justify }) => (justify ? `justify-content: ${justify};` : '')}
`;
