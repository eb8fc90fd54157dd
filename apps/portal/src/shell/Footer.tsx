import styled from 'styled-components';
import { isWhiteLabelHost } from '../rules/white-label';
import { PartnerLogos } from './PartnerLogos';

const Bar = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.lg}px`};
  background: ${({ theme }) => theme.color.surface.brandStrong};
  color: ${({ theme }) => theme.color.text.inverse};
  a {
    color: inherit;
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
  nav ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md}px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  p {
    margin: 0;
  }
`;

const SITE = import.meta.env.VITE_SITE_URL ?? 'https://www.riskatlas.example';

/** The product's social channels (the main variant only). */
export const SOCIAL_LINKS = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/riskatlas' },
  { label: 'YouTube', href: 'https://www.youtube.com/@riskatlas' },
] as const;

export interface FooterProps {
  /** The page's host name (decides the white-label variant). Default: the window's. */
  hostname?: string;
}

/** Legal and contact links, social links (partner logos instead in white-label), copyright. */
export function Footer({ hostname = window.location.hostname }: FooterProps) {
  return (
    <Bar>
      <nav aria-label="Legal">
        <ul>
          <li><a href={`${SITE}/privacy-policy`} target="_blank" rel="noreferrer">Privacy Policy</a></li>
          <li><a href={`${SITE}/terms-and-conditions`} target="_blank" rel="noreferrer">Terms and Conditions</a></li>
          <li><a href="mailto:support@riskatlas.example">Contact Us</a></li>
        </ul>
      </nav>
      {isWhiteLabelHost(hostname) ? (
        <PartnerLogos />
      ) : (
        <nav aria-label="Social">
          <ul>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}><a href={link.href} target="_blank" rel="noreferrer">{link.label}</a></li>
            ))}
          </ul>
        </nav>
      )}
      <p>© {new Date().getFullYear()} Risk Atlas. All rights reserved.</p>
    </Bar>
  );
}
