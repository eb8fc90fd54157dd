import { LoginModal } from '@riskatlas/widgets';
import { Button } from '@riskatlas/widgets';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useSession } from '../session/SessionProvider';
import { UserMenu } from './UserMenu';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
  background: ${({ theme }) => theme.color.surface.brandStrong};
  color: ${({ theme }) => theme.color.text.inverse};
  box-shadow: ${({ theme }) => theme.shadow.header};
`;

const Brand = styled(Link)`
  color: inherit;
  font-family: ${({ theme }) => theme.font.family.heading};
  font-size: ${({ theme }) => theme.font.size.heading3}px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

/** Brand, and either the user menu (signed in) or the Log in button that opens the login modal. */
export function Header() {
  const { token, signIn } = useSession();
  const [loginOpen, setLoginOpen] = useState(false);
  const navigate = useNavigate();

  return (
    <Bar>
      <Brand to={token ? '/dashboard' : '/'} aria-label="Risk Atlas home">
        Risk Atlas
      </Brand>
      {token ? (
        <UserMenu />
      ) : (
        <Button variant="secondary" onClick={() => setLoginOpen(true)}>
          Log in
        </Button>
      )}
      <LoginModal
        open={loginOpen && !token}
        onClose={() => setLoginOpen(false)}
        onSuccess={({ accessToken }) => {
          signIn(accessToken);
          setLoginOpen(false);
          void navigate('/dashboard');
        }}
        enquireHref="mailto:enquiries@riskatlas.example?subject=Subscribing%20to%20Risk%20Atlas"
        onNavigate={({ href }) => {
          setLoginOpen(false);
          // In-app links go through the router; the enquiry mail link leaves the app.
          if (href.startsWith('/')) void navigate(href);
          else window.location.assign(href);
        }}
      />
    </Bar>
  );
}
