import { useShellUser } from '../session/user-preview';
import { media } from '@riskatlas/theme';
import { Button } from '@riskatlas/widgets';
import { Menu as MenuIcon, X } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import styled, { css } from 'styled-components';
import { isDemoUser } from '../rules/demo';
import { HEADER_HEIGHT_PX } from '../rules/header-chrome';
import { showsPointsBadge } from '../rules/main-menu';
import { useSession } from '../session/SessionProvider';
import { LazyLoginModal } from './lazy-overlays';
import { MainMenu } from './MainMenu';
import { PointsBadge } from './PointsBadge';
import { useHeaderChrome } from './useHeaderChrome';
import { useDropdown } from './useDropdown';
import { UserMenu } from './UserMenu';

const Bar = styled.header<{ $hidden: boolean; $shadow: boolean; $transparent: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  box-sizing: border-box;
  min-height: ${HEADER_HEIGHT_PX}px;
  padding: 0 ${({ theme }) => theme.space.lg}px;
  ${media.down('md')} {
    gap: ${({ theme }) => theme.space.sm}px;
    padding-inline: ${({ theme }) => theme.space.md}px;
  }
  ${media.down('xs')} {
    padding-inline: ${({ theme }) => theme.space.sm}px;
  }
  background: ${({ theme }) => theme.color.surface.brandStrong};
  color: ${({ theme }) => theme.color.text.inverse};
  transition:
    transform 200ms ease,
    box-shadow 200ms ease,
    background-color 200ms ease;
  ${({ $shadow, theme }) =>
    $shadow
      ? css`
          box-shadow: ${theme.shadow.header};
        `
      : ''}
  ${({ $hidden }) =>
    $hidden
      ? css`
          transform: translateY(-100%);
        `
      : ''}
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
  white-space: nowrap;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

/** Below xl the main menu folds behind a Menu button and opens as a panel under the bar. */
const Navigation = styled.div`
  ${media.down('xl')} {
    order: 1;
  }
`;

const MenuToggle = styled.button`
  display: none;
  ${media.down('xl')} {
    display: inline-grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.control}px;
    background: transparent;
    color: inherit;
    cursor: pointer;
    &:hover,
    &[aria-expanded='true'] {
      background: ${({ theme }) => theme.color.surface.brand};
    }
    &:focus-visible {
      outline: 2px solid ${({ theme }) => theme.color.border.focus};
    }
  }
`;

const MenuPanel = styled.div<{ $open: boolean }>`
  ${media.down('xl')} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px ${theme.space.md}px`};
    background: ${({ theme }) => theme.color.surface.brandStrong};
    color: ${({ theme }) => theme.color.text.inverse};
    box-shadow: ${({ theme }) => theme.shadow.header};
    nav > ul {
      flex-direction: column;
      align-items: stretch;
    }
  }
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  margin-left: auto;
  ${media.down('md')} {
    gap: ${({ theme }) => theme.space.xs}px;
  }
`;

/**
 * What a signed-in user sees: the main menu (behind the Menu button below xl), the points badge (au
 * and nz only) and the user menu. The menu panel closes on Escape, a click outside or a new page.
 */
function SignedInHeader() {
  const { user } = useShellUser();
  const { open, close, wrapperRef, triggerProps, listId } = useDropdown<HTMLDivElement>();
  const { pathname } = useLocation();
  useEffect(close, [close, pathname]);
  // Nothing until the user is known (or remembered from the last visit): which menu it is depends on them.
  if (!user) return null;
  return (
    <>
      <Navigation ref={wrapperRef}>
        <MenuToggle {...triggerProps} aria-label="Menu">
          {open ? <X size={24} aria-hidden="true" /> : <MenuIcon size={24} aria-hidden="true" />}
        </MenuToggle>
        <MenuPanel id={listId} $open={open}>
          <MainMenu country={user.country} appTheme={user.app_theme} demo={isDemoUser(user.roles)} />
        </MenuPanel>
      </Navigation>
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
          <Button
            variant="secondary"
            onPointerEnter={() => void LazyLoginModal.preload()}
            onFocus={() => void LazyLoginModal.preload()}
            onClick={openLogin}
          >
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
