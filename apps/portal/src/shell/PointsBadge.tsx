import { Award } from 'lucide-react';
import { Link } from 'react-router';
import styled from 'styled-components';

const Badge = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => `${theme.space.xxs}px ${theme.space.sm}px`};
  border-radius: 999px;
  border: 1px solid currentColor;
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.small}px;
  text-decoration: none;
  white-space: nowrap;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export interface PointsBadgeProps {
  country: 'au' | 'nz';
  points: { cip: number; cpd: number; cpdnz: number };
}

/** Continuing-education points of the user's market: CIP, and CPD (NIBA) in au or CPD (IBANZ) in nz. */
export function PointsBadge({ country, points }: PointsBadgeProps) {
  const cpd = country === 'nz' ? points.cpdnz : points.cpd;
  return (
    <Badge to="/points" aria-label={`Your points: ${points.cip} CIP, ${cpd} CPD`} data-testid="points-badge">
      <Award size={16} aria-hidden="true" />
      <span>CIP {points.cip}</span>
      <span aria-hidden="true">·</span>
      <span>CPD {cpd}</span>
    </Badge>
  );
}
