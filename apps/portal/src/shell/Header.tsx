import { useShellUser } from '../session/user-preview';
import { Button } from '@riskatlas/widgets';
import { Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import styled, { css } from 'styled-components';
import { isDemoUser } from '../rules/demo';
import { showsPointsBadge } from '../rules/main-menu';
import { useSession } from '../session/SessionProvider';
import { LazyLoginModal } from './lazy-overlays';
import { MainMenu } from './MainMenu';
import { PointsBadge } from './PointsBadge';
import { useHeaderChrome } from './useHeaderChrome';
import { UserMenu } from './UserMenu';

const Bar = styled.header<{ $hidden: boolean; $shadow: boolean; $transparent: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
  background: ${({ theme }) => theme.color.surface.brandStrong};
  color: ${({ theme }) => theme.color.text.inverse};
  transition: transform 200ms ease, box-shadow 200ms ease, background-color 200ms ease;
  ${({ $shadow, theme }) => ($shadow ? css`box-shadow: ${theme.shadow.header};` : '')}
  ${({ $hidden }) => ($hidden ? css`transform: translateY(-100%);` : '')}
  ${({ $transparent, theme }) =>
    $transparent
      ? css`
          background: transparent;
          color: ${theme.color.text.heading};
        `
      : ''}
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
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

const End = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  margin-left: auto;
`;

/** What a signed-in user sees: the main menu, the points badge (au and nz only) and the user menu. */
function SignedInHeader() {
  const { user } = useShellUser();
  // Nothing until the user is known (or remembered from the last visit): the menu then wraps the user
  // menu onto a line of its own on a phone, and a user menu shown earlier beside the brand would jump
  // there (layout shift).
  if (!user) return null;
  return (
    <>
      <MainMenu country={user.country} appTheme={user.app_theme} demo={isDemoUser(user.roles)} />
      <End>
        {showsPointsBadge(user.country) ? <PointsBadge country={user.country} /> : null}
        <UserMenu />
      </End>
    </>
  );
}

/** Brand, and either the signed-in navigation or the Log in button that opens the login modal. */
export function Header() {
  const { token, signIn } = useSession();
  const [loginOpen, setLoginOpen] = useState(false);
  // Mounted from the first opening on, so closing it returns focus and a reopening needs no download.
  const [loginMounted, setLoginMounted] = useState(false);
  const openLogin = () => {
    setLoginMounted(true);
    setLoginOpen(true);
  };
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const chrome = useHeaderChrome(pathname === '/');

  return (
    <Bar $hidden={chrome.hidden} $shadow={chrome.shadow} $transparent={chrome.transparent}>
      <Brand to={token ? '/dashboard' : '/'} aria-label="Risk Atlas home">
        Risk Atlas
      </Brand>
      {token ? (
        <SignedInHeader />
      ) : (
        <End>
          {/* The modal's code is fetched as the visitor reaches for the button, so the click rarely waits. */}
          <Button variant="secondary" onPointerEnter={() => void LazyLoginModal.preload()} onFocus={() => void LazyLoginModal.preload()} onClick={openLogin}>
            Log in
          </Button>
        </End>
      )}
      {loginMounted ? (
        <Suspense fallback={null}>
          <LazyLoginModal
            open={loginOpen && !token}
            onClose={() => setLoginOpen(false)}
            onSuccess={({ accessToken }) => {
              signIn(accessToken, 'credentials');
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
        </Suspense>
      ) : null}
    </Bar>
  );
}
