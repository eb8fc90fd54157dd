import styled from 'styled-components';
import { useHydrated } from '../browser/browser-state';
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
  /** The page's host name (decides the white-label variant). Default: the window's, once hydrated. */
  hostname?: string;
}

/** Partner logos on a white-label host, the social links elsewhere; nothing before the host is known. */
function HostLinks({ hostname }: { hostname: string | null }) {
  if (hostname === null) return null;
  if (isWhiteLabelHost(hostname)) return <PartnerLogos />;
  return (
    <nav aria-label="Social">
      <ul>
        {SOCIAL_LINKS.map((link) => (
          <li key={link.label}>
            <a href={link.href} target="_blank" rel="noreferrer">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Legal and contact links, social links (partner logos instead in white-label), copyright. */
export function Footer({ hostname }: FooterProps) {
  // A pre-rendered page serves every host alike: the host's own links follow hydration (the footer sits
  // below the fold, so nothing in view moves).
  const hydrated = useHydrated();
  const host = hostname ?? (hydrated ? window.location.hostname : null);
  return (
    <Bar>
      <nav aria-label="Legal">
        <ul>
          <li>
            <a href={`${SITE}/privacy-policy`} target="_blank" rel="noreferrer">
              Privacy Policy
            </a>
          </li>
          <li>
            <a href={`${SITE}/terms-and-conditions`} target="_blank" rel="noreferrer">
              Terms and Conditions
            </a>
          </li>
          <li>
            <a href="mailto:support@riskatlas.example">Contact Us</a>
          </li>
        </ul>
      </nav>
      <HostLinks hostname={host} />
      {/* The year is the visitor's, not the build's: a page pre-rendered last year must not say so. */}
      <p>© {hydrated ? `${String(new Date().getFullYear())} ` : ''}Risk Atlas. All rights reserved.</p>
    </Bar>
  );
}
