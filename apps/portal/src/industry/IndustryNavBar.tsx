import { industryCodeIn, type IndustrySection } from '@riskatlas/domain';
import { Cluster, IndustrySearch, LOADING_INDUSTRY } from '@riskatlas/widgets';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useSettingsInForce } from '../session/settings-in-force';

const Bar = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-bottom: ${({ theme }) => theme.space.lg}px;
  padding-bottom: ${({ theme }) => theme.space.sm}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
`;

const Top = styled(Cluster).attrs({ gap: 'md' })`
  justify-content: space-between;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.heading2}px;
`;

const SearchBox = styled.div`
  flex: 1 1 280px;
  max-width: 480px;
`;

const MenuRow = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Menu = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  overflow-x: auto;
  list-style: none;
  scrollbar-width: thin;
  white-space: nowrap;

  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px`};
    border-bottom: 3px solid transparent;
    color: ${({ theme }) => theme.color.text.default};
    text-decoration: none;
  }
  a[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.text.heading};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const More = styled.button`
  flex: none;
  min-width: 32px;
  height: 32px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.pill}px;
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.heading};
  cursor: pointer;
`;

/** Which ends of the menu have hidden items, so the overflow indicators show only when useful. */
function useOverflow() {
  const ref = useRef<HTMLUListElement | null>(null);
  const [overflow, setOverflow] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const menu = ref.current;
    if (!menu) return;
    const left = menu.scrollLeft > 1;
    const right = menu.scrollLeft + menu.clientWidth < menu.scrollWidth - 1;
    setOverflow((current) => (current.left === left && current.right === right ? current : { left, right }));
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  const scrollBy = (direction: 1 | -1) => ref.current?.scrollBy({ left: direction * 240, behavior: 'smooth' });
  return { ref, overflow, measure, scrollBy };
}

export interface IndustryNavBarProps {
  industryId: number;
  /** The industry as `GET /industries/{id}` answers it: its code is shown in the user's classification. */
  industry: { code: string | null; name: string; classifications?: readonly { code: string; taxonomy: { id: number } }[] } | undefined;
  /** The industry could not be loaded: the title stops reading "Loading" (the page shows why). */
  failed?: boolean;
  sections: readonly IndustrySection[];
  trial: boolean;
  country: 'au' | 'nz' | 'gb' | 'others';
  /** Whether the search box shows (the demo persona's token may not search the catalogue). */
  search?: boolean;
}

/** Industry code and name, the search box and the section menu (docs/product/industry-search-and-pages.md#industry-navigation-bar). */
export function IndustryNavBar({ industryId, industry, failed = false, sections, trial, country, search = true }: IndustryNavBarProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const { ref, overflow, measure, scrollBy } = useOverflow();
  useEffect(measure, [measure, sections]);
  // docs/product/account-and-settings.md#settings-keys: codes are shown and searched in the chosen classification.
  const { taxonomy } = useSettingsInForce();

  return (
    <Bar aria-label="Industry">
      <Top>
        <Title>
          {industry ? (
            <Link to={`/industries/${industryId}`}>{[industryCodeIn(industry, taxonomy), industry.name].filter(Boolean).join(' ')}</Link>
          ) : failed ? (
            `Industry ${String(industryId)}`
          ) : (
            LOADING_INDUSTRY
          )}
        </Title>
        <Link to={`/compare?ids=${String(industryId)}`} aria-label={`Compare ${industry?.name ?? 'this industry'} with other industries`}>
          Compare
        </Link>
        {search ? (
          <SearchBox>
            <IndustrySearch
              trial={trial}
              country={country}
              taxonomy={taxonomy}
              currentPath={location.pathname}
              onNavigate={({ href }) => void navigate(href)}
              onBrowse={() => void navigate('/industries/browse')}
            />
          </SearchBox>
        ) : null}
      </Top>
      <MenuRow>
        {overflow.left ? (
          <More type="button" aria-label="Scroll sections left" onClick={() => scrollBy(-1)}>
            <span aria-hidden="true">‹</span>
          </More>
        ) : null}
        <Menu ref={ref} onScroll={measure} aria-label="Industry sections">
          {sections.map((section) => (
            <li key={section.key}>
              {'href' in section ? (
                <a href={section.href} target="_blank" rel="noopener noreferrer">
                  {section.title}
                </a>
              ) : (
                <NavLink to={`/industries/${industryId}/${section.route}`}>{section.title}</NavLink>
              )}
            </li>
          ))}
        </Menu>
        {overflow.right ? (
          <More type="button" aria-label="Scroll sections right" data-overflow="right" onClick={() => scrollBy(1)}>
            <span aria-hidden="true">›</span>
          </More>
        ) : null}
      </MenuRow>
    </Bar>
  );
}
