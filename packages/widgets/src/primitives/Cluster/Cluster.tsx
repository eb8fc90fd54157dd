import styled from 'styled-components';
import { notFlowProp, type FlowProps } from '../shared/layout';

export interface ClusterProps extends FlowProps {
  /**
   * Whether a full row wraps onto the next line (default `true`). `false` keeps one line, for rows whose
   * items must stay side by side: a label beside its control, a pager's previous and next.
   */
  wrap?: boolean;
}

/**
 * Children side by side, wrapping onto the next line when the row is full (toolbars, tags, button rows),
 * centred on the cross axis unless `align` says otherwise; spaced by the theme (`gap`, default `sm`).
 */
export const Cluster = styled.div.withConfig({ shouldForwardProp: notFlowProp })<ClusterProps>`
  display: flex;
  flex-wrap: ${({ wrap = true }) => (wrap ? 'wrap' : 'nowrap')};
  align-items: ${({ align = 'center' }) => align};
  gap: ${({ theme, gap = 'sm' }) => theme.space[gap]}px;
  ${({ justify }) => (justify ? `justify-content: ${justify};` : '')}
`;
