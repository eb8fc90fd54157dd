import { ChevronDown, ExternalLink as ExternalLinkIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { useDropdown } from './useDropdown';
import {
  calculatorLinks,
  INTERNAL_CALCULATOR_LINKS,
  mainMenuLinks,
  type AppTheme,
  type Country,
  type ExternalLink,
} from '../rules/main-menu';

const Nav = styled.nav`
  > ul {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs}px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const itemStyle = `
  display: inline-flex;
  white-space: nowrap;
  align-items: center;
  gap: 4px;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: none;
  cursor: pointer;
`;

/* Tight enough that the fullest menu (au, NatCat theme), the badge and the user menu share one row from xl. */
const Item = styled(NavLink)`
  ${itemStyle}
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.xs}px`};
  border-radius: ${({ theme }) => theme.radius.control}px;
  &.active {
    background: ${({ theme }) => theme.color.surface.brand};
  }
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.color.surface.brand};
    outline: 2px solid transparent;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
  }
`;

const SubmenuButton = styled.button`
  ${itemStyle}
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.xs}px`};
  border-radius: ${({ theme }) => theme.radius.control}px;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.color.surface.brand};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
  }
`;

const NewTag = styled.span`
  padding: 0 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.action.primary.background};
  color: ${({ theme }) => theme.color.action.primary.foreground};
  font-size: ${({ theme }) => theme.font.size.small}px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const SubmenuItem = styled.li`
  position: relative;
`;

const Submenu = styled.ul`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  min-width: 280px;
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs}px 0;
  background: ${({ theme }) => theme.color.surface.raised};
  border-radius: ${({ theme }) => theme.radius.surface}px;
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  a {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm}px;
    padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
    color: ${({ theme }) => theme.color.text.link};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.color.surface.sunken};
  }
`;

const GroupLabel = styled.span`
  display: block;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px 0`};
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.small}px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const GroupList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** One labelled group of the submenu: the product's own calculators, or the partners' tools. */
function CalculatorGroup({
  id,
  label,
  links,
  onChoose,
}: {
  id: string;
  label: string;
  links: readonly ExternalLink[];
  onChoose: () => void;
}) {
  return (
    <li>
      {/* The group is inside the item: a list item given another role would break the list's structure. */}
      <div role="group" aria-labelledby={id}>
        <GroupLabel id={id}>{label}</GroupLabel>
        <GroupList>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" onClick={onChoose}>
                {link.label}
                <ExternalLinkIcon size={14} aria-label="(opens in a new tab)" />
              </a>
            </li>
          ))}
        </GroupList>
      </div>
    </li>
  );
}

/**
 * The Calculators disclosure: the product's own calculators, then the external tools, each opening in a
 * new tab as the spec has every entry do (so a broker's open page stays as it was). Escape or a click
 * outside closes it.
 */
function CalculatorsMenu({ country }: { country: Country }) {
  const { open, close, wrapperRef, triggerProps, listId } = useDropdown<HTMLLIElement>();

  return (
    <SubmenuItem ref={wrapperRef}>
      <SubmenuButton {...triggerProps}>
        Calculators <ChevronDown size={16} aria-hidden="true" />
      </SubmenuButton>
      {open ? (
        <Submenu id={listId}>
          <CalculatorGroup id={`${listId}-own`} label="Risk Atlas calculators" links={INTERNAL_CALCULATOR_LINKS} onChoose={close} />
          <CalculatorGroup id={`${listId}-external`} label="External calculators" links={calculatorLinks(country)} onChoose={close} />
        </Submenu>
      ) : null}
    </SubmenuItem>
  );
}

export function MainMenu({ country, appTheme, demo = false }: { country: Country; appTheme: AppTheme; demo?: boolean }) {
  return (
    <Nav aria-label="Main">
      <ul>
        {mainMenuLinks(country, appTheme, { demo }).map((link) => (
          <li key={link.to}>
            <Item to={link.to}>
              {link.label}
              {link.isNew ? <NewTag>NEW</NewTag> : null}
            </Item>
          </li>
        ))}
        <CalculatorsMenu country={country} />
      </ul>
    </Nav>
  );
}
