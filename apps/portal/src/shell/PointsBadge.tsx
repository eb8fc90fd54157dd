import { useUserPoints } from '@riskatlas/api-client';
import { media } from '@riskatlas/theme';
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
  /* The totals arrive after the header: fixed-width digits and a reserved width keep the user menu still. */
  font-variant-numeric: tabular-nums;
  min-inline-size: 11em;
  justify-content: center;
  /* On a phone the header's one row is shared with the brand, the Menu button and the avatar. */
  ${media.down('sm')} {
    min-inline-size: 7.5em;
    padding-inline: ${({ theme }) => theme.space.xs}px;
    gap: 2px;
    svg {
      display: none;
    }
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export interface PointsBadgeProps {
  country: 'au' | 'nz';
}

/**
 * Continuing-education points of the user's market: CIP, and CPD (NIBA) in au or CPD (IBANZ) in nz,
 * from `GET /user/points` (reloaded after each graded quiz, see useSubmitQuiz). Until they load, or
 * when they cannot, the badge shows a dash rather than a made-up zero.
 */
export function PointsBadge({ country }: PointsBadgeProps) {
  const { data: points } = useUserPoints();
  const cip = points?.cip ?? '–';
  const cpd = points ? (country === 'nz' ? points.cpdnz : points.cpd) : '–';
  return (
    <Badge to="/points" data-testid="points-badge">
      <Award size={16} aria-hidden="true" />
      <span>CIP {cip}</span>
      <span aria-hidden="true">·</span>
      <span>CPD {cpd}</span>
    </Badge>
  );
}
