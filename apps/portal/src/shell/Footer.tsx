import styled from 'styled-components';

const Bar = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.lg}px`};
  background: ${({ theme }) => theme.color.surface.brandStrong};
  color: ${({ theme }) => theme.color.text.inverse};
  a {
    color: inherit;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md}px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const SITE = import.meta.env.VITE_SITE_URL ?? 'https://www.riskatlas.example';

/** Legal and contact links, social links (the white-label variant swaps these for partner logos), copyright. */
export function Footer() {
  return (
    <Bar>
      <nav aria-label="Legal">
        <ul>
          <li><a href={`${SITE}/privacy-policy`} target="_blank" rel="noreferrer">Privacy Policy</a></li>
          <li><a href={`${SITE}/terms-and-conditions`} target="_blank" rel="noreferrer">Terms and Conditions</a></li>
          <li><a href="mailto:support@riskatlas.example">Contact Us</a></li>
        </ul>
      </nav>
      <nav aria-label="Social">
        <ul>
          <li><a href="https://www.linkedin.com/" target="_blank" rel="noreferrer">LinkedIn</a></li>
          <li><a href="https://www.youtube.com/" target="_blank" rel="noreferrer">YouTube</a></li>
        </ul>
      </nav>
      <p>© {new Date().getFullYear()} Risk Atlas. All rights reserved.</p>
    </Bar>
  );
}
