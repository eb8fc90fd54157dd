import { Spinner } from '@riskatlas/widgets';
import { Suspense, useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import styled from 'styled-components';

/** The account area's pages, in the side menu's order. */
export const ACCOUNT_PAGES = [
  { path: 'user-profile', label: 'User Profile' },
  { path: 'company-information', label: 'Company Information' },
  { path: 'settings', label: 'Settings' },
] as const;

const Shell = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg}px;
  align-items: flex-start;

  @media (max-width: 767px) {
    flex-direction: column;
    align-items: stretch;
  }
`;

const Side = styled.nav<{ $collapsed: boolean }>`
  flex: none;
  width: ${({ $collapsed }) => ($collapsed ? 'auto' : '240px')};
  padding: ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radius.surface}px;
  background: ${({ theme }) => theme.color.surface.raised};
  box-shadow: ${({ theme }) => theme.shadow.raised};

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
    border-radius: ${({ theme }) => theme.radius.control}px;
    color: ${({ theme }) => theme.color.text.default};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.surface.sunken};
    color: ${({ theme }) => theme.color.text.heading};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Toggle = styled.button`
  width: 100%;
  min-height: 36px;
  margin-bottom: ${({ theme }) => theme.space.xs}px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.control}px;
  background: transparent;
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  cursor: pointer;
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
`;

/** /account/*: a collapsible side menu beside the chosen account page. */
export default function AccountLayout() {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <Shell>
      <Side aria-label="Account" $collapsed={collapsed}>
        <Toggle type="button" aria-expanded={!collapsed} aria-controls="account-menu" onClick={() => setCollapsed((value) => !value)}>
          {collapsed ? 'Show account menu' : 'Hide account menu'}
        </Toggle>
        <ul id="account-menu" hidden={collapsed}>
          {ACCOUNT_PAGES.map((page) => (
            <li key={page.path}>
              <NavLink to={`/account/${page.path}`}>{page.label}</NavLink>
            </li>
          ))}
        </ul>
      </Side>
      <Content>
        <Suspense fallback={<Spinner label="Loading" showLabel />}>
          <Outlet />
        </Suspense>
      </Content>
    </Shell>
  );
}
