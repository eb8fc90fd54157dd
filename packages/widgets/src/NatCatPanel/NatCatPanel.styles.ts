import styled from 'styled-components';
import type { NatcatRisk } from '../rules/natcat';
import { Cluster, Stack } from '../primitives';
import { focusRing, screenOnly, widgetBase } from '../primitives/shared/styles';

export const Root = styled.section`
  ${widgetBase}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  width: 100%;
`;

export const Toolbar = styled(Cluster).attrs({ justify: 'space-between' })``;

/** Expand All and Close All. */
export const ToolbarActions = styled.div`
  ${screenOnly}
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.small}px;
`;

export const ErrorMessage = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border-left: 4px solid ${({ theme }) => theme.color.feedback.error.border};
  background: ${({ theme }) => theme.color.feedback.error.background};
  color: ${({ theme }) => theme.color.feedback.error.foreground};
`;

export const List = styled(Stack).attrs({ as: 'ul', gap: 'sm' })`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.surface}px;
  background: ${({ theme }) => theme.color.surface.raised};
`;

export const Header = styled(Cluster).attrs({ wrap: false })`
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;

  input[type='checkbox'] {
    width: 18px;
    height: 18px;
    margin: 0;
    ${screenOnly}
  }
  input[type='checkbox']:focus-visible {
    ${focusRing}
  }
`;

export const Toggle = styled.button`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.xs}px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.text.heading};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: left;
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }
  &::after {
    content: '';
    margin-left: auto;
    border: solid currentColor;
    border-width: 0 2px 2px 0;
    padding: 3px;
    transform: rotate(45deg);
  }
  &[aria-expanded='true']::after {
    transform: rotate(-135deg);
  }
  &::after {
    ${screenOnly}
  }
`;

/**
 * The risk badge: a dot in the risk's colour (docs/product/natcat.md) beside the level's name. Text sits on a neutral surface,
 * because black on the medium orange (#E26131) falls just short of 4.5:1.
 */
export const RiskBadge = styled.span<{ $risk: NatcatRisk }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: 2px ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radius.pill}px;
  background: ${({ theme }) => theme.color.surface.sunken};
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.font.size.small}px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;

  &::before {
    content: '';
    width: 12px;
    height: 12px;
    border: 1px solid ${({ theme }) => theme.color.border.strong};
    border-radius: 50%;
    background: ${({ theme, $risk }) => theme.color.natcat[$risk === 'none' ? 'unknown' : $risk]};
  }
`;

export const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 340px);
  gap: ${({ theme }) => theme.space.md}px;
  padding: 0 ${({ theme }) => theme.space.md}px ${({ theme }) => theme.space.md}px;

  @media (max-width: 768px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.text.muted};
  }
  dd {
    margin: 0;
  }
`;

export const SubHeading = styled.h4`
  margin: ${({ theme }) => theme.space.sm}px 0 ${({ theme }) => theme.space.xs}px;
  color: ${({ theme }) => theme.color.text.heading};
  font-size: ${({ theme }) => theme.font.size.body}px;
`;

export const Classifications = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.small}px;

  th,
  td {
    padding: ${({ theme }) => theme.space.xxs}px ${({ theme }) => theme.space.xs}px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    color: ${({ theme }) => theme.color.text.muted};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  tbody th {
    font-weight: normal;
  }
`;

export const Legend = styled(Stack).attrs({ as: 'ul', gap: 'xxs' })`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.small}px;
`;

export const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 14px;
  height: 14px;
  margin-right: ${({ theme }) => theme.space.xs}px;
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  background: ${({ $color }) => $color};
  vertical-align: middle;
`;

export const Sources = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg}px;
  font-size: ${({ theme }) => theme.font.size.small}px;
`;

export const MapFigure = styled(Stack).attrs({ as: 'figure', gap: 'xs' })`
  margin: 0;
`;

export const MapFrame = styled.div`
  position: relative;
  aspect-ratio: 1;
  width: 100%;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.surface.sunken};

  img {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

export const MapStatus = styled.p`
  position: absolute;
  inset: auto 0 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs}px;
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.font.size.small}px;
  text-align: center;
`;

export const ZoomLabel = styled(Cluster).attrs({ as: 'label', wrap: false })`
  font-size: ${({ theme }) => theme.font.size.small}px;
  ${screenOnly}

  input {
    flex: 1;
  }
  input:focus-visible {
    ${focusRing}
  }
`;
