import { useAccountImage, useUserProfile } from '@riskatlas/api-client';
import { useShellUser } from '../session/user-preview';
import { initials, useObjectUrl } from '@riskatlas/widgets';
import { media } from '@riskatlas/theme';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useSession } from '../session/SessionProvider';
import { useDropdown } from './useDropdown';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  padding: ${({ theme }) => theme.space.xs}px;
  border-radius: ${({ theme }) => theme.radius.control}px;
  ${media.down('md')} {
    padding: ${({ theme }) => theme.space.xxs}px;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
  }
`;

const Avatar = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surface.brand};
  color: ${({ theme }) => theme.color.text.inverse};
  border: 1px solid ${({ theme }) => theme.color.text.inverse};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * The name labels the button at every width, but is seen only from xxl up: narrower, the avatar stands
 * alone (the open menu names the user), so the fullest main menu still fits the header's one row.
 */
const Name = styled.span`
  white-space: nowrap;
  /* A long name ends in an ellipsis rather than push the header onto a second row. */
  max-inline-size: 12em;
  overflow: hidden;
  text-overflow: ellipsis;
  ${media.down('xxl')} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
`;

const Menu = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  min-width: 240px;
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  border-radius: ${({ theme }) => theme.radius.surface}px;
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  padding: ${({ theme }) => theme.space.sm}px 0;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a,
  button {
    display: block;
    width: 100%;
    text-align: left;
    padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
    color: ${({ theme }) => theme.color.text.link};
    background: none;
    border: 0;
    font: inherit;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover,
  a:focus-visible,
  button:focus-visible {
    background: ${({ theme }) => theme.color.surface.sunken};
  }
`;

const Identity = styled.p`
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space.md}px ${theme.space.sm}px`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  small {
    display: block;
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

/** Avatar and person name; opens the account links and Logout (a disclosure, closed by Escape or a click outside). */
export function UserMenu() {
  const { user } = useShellUser();
  const { signOut } = useSession();
  const { open, close, wrapperRef, triggerProps, listId: menuId } = useDropdown<HTMLDivElement>();

  const personName = user?.person_name ?? '';
  // The profile names the avatar's URL (null without one); the image itself needs the credentials.
  const { data: profile } = useUserProfile();
  const { data: avatar } = useAccountImage(profile?.avatar ? { kind: 'avatar' } : null, profile?.avatar);
  const avatarUrl = useObjectUrl(avatar);
  return (
    <Wrapper ref={wrapperRef}>
      <Trigger {...triggerProps}>
        <Avatar aria-hidden="true" data-testid="header-avatar">
          {/* Decorative: the name beside it labels the button. */}
          {avatarUrl ? <img src={avatarUrl} alt="" width={32} height={32} /> : initials(personName) || '?'}
        </Avatar>
        <Name>{personName || 'Account'}</Name>
      </Trigger>
      {open ? (
        <Menu id={menuId}>
          <Identity>
            {personName}
            <small>{user?.email}</small>
          </Identity>
          <nav aria-label="Account">
            <ul>
              <li>
                <Link to="/account/user-profile" onClick={close}>
                  User profile
                </Link>
              </li>
              <li>
                <Link to="/account/company-information" onClick={close}>
                  Company information
                </Link>
              </li>
              <li>
                <Link to="/account/settings" onClick={close}>
                  Settings
                </Link>
              </li>
              <li>
                <button type="button" onClick={signOut}>
                  Logout
                </button>
              </li>
            </ul>
          </nav>
        </Menu>
      ) : null}
    </Wrapper>
  );
}
