import styled from 'styled-components';

/** The partners of the white-label variant, shown in its footer instead of the social links. */
export const PARTNERS = [
  { name: 'Meridian Broking Group', initials: 'MB', hue: '#0b6e4f' },
  { name: 'Coastline Underwriting Agency', initials: 'CU', hue: '#1d4e89' },
] as const;

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.md}px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A simple wordmark per partner, drawn here so the footer needs no third-party image. */
function PartnerMark({ name, initials, hue }: (typeof PARTNERS)[number]) {
  return (
    <svg role="img" aria-label={name} width="168" height="40" viewBox="0 0 168 40">
      <rect x="0" y="4" width="32" height="32" rx="8" fill={hue} />
      <text x="16" y="25" textAnchor="middle" fontSize="13" fontWeight="700" fill="#ffffff" fontFamily="inherit">
        {initials}
      </text>
      <text x="40" y="25" fontSize="11" fill="currentColor" fontFamily="inherit">
        {name}
      </text>
    </svg>
  );
}

export function PartnerLogos() {
  return (
    <List aria-label="Partners" data-testid="partner-logos">
      {PARTNERS.map((partner) => (
        <li key={partner.name}>
          <PartnerMark {...partner} />
        </li>
      ))}
    </List>
  );
}
