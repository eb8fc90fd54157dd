import { useInfiniteIndustrySearch } from '@riskatlas/api-client';
import { useMemo, useState, type ComponentPropsWithRef } from 'react';
import { Button } from '../primitives/Button';
import { isPlainClick } from '../primitives/shared/navigation';
import { SectionStatus } from '../primitives/shared/SectionStatus';
import { SectionRoot } from '../primitives/shared/sections.styles';
import { Spinner } from '../primitives/Spinner';
import { industryEmptyCopy } from '../rules/industry-content';
import { INDUSTRY_PAGE_SIZE, industryTarget } from '@riskatlas/domain';
import { Code, Letter, Letters, List } from './IndustryNameBrowser.styles';

/** The letters of the A–Z index. */
export const INDUSTRY_NAME_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

export interface IndustryNameBrowserProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The letter shown first. Default `A`. */
  initialLetter?: string;
  /** The taxonomy whose codes are shown beside the names. Default: the API's (ANZSIC 2006). */
  taxonomy?: 4 | 8 | 12;
  /** Called on a plain click of an industry. Default: the links navigate normally. */
  onNavigate?: (navigation: { href: string; industryId: number; name: string }) => void;
}

/**
 * Browse Industries by name (docs/product/industry-search-and-pages.md#browse-industries): an A–Z row of
 * letters and the industries whose names start with the chosen one, in name order, 100 at a time
 * (docs/product/industry-search-and-pages.md#search-results) with the next page taken from the previous answer's `Link`. Rest props go to the root.
 */
export function IndustryNameBrowser({ initialLetter = 'A', taxonomy, onNavigate, ...rest }: IndustryNameBrowserProps) {
  const [letter, setLetter] = useState(initialLetter.toUpperCase());
  const query = useMemo(() => ({ initial: letter, pagesize: INDUSTRY_PAGE_SIZE, ...(taxonomy ? { taxonomy } : {}) }), [letter, taxonomy]);
  const industries = useInfiniteIndustrySearch(query, { shouldRetryOnError: false, revalidateOnFocus: false });

  return (
    <SectionRoot aria-label="Browse Industries by name" {...rest}>
      <Letters aria-label="Industry names starting with">
        {INDUSTRY_NAME_LETTERS.map((item) => (
          <li key={item}>
            <Letter type="button" aria-pressed={item === letter} onClick={() => setLetter(item)}>
              {item}
            </Letter>
          </li>
        ))}
      </Letters>
      <SectionStatus
        loading={industries.isLoading}
        empty={Boolean(industries.error) || industries.items.length === 0}
        loadingLabel="Loading industries"
        emptyMessage={industryEmptyCopy.noData}
      >
        <List aria-label={`Industries starting with ${letter}`}>
          {industries.items.map((item) => {
            const href = industryTarget(item.id, false);
            return (
              <li key={item.id}>
                <a
                  href={href}
                  onClick={(event) => {
                    if (!onNavigate || !isPlainClick(event)) return;
                    event.preventDefault();
                    onNavigate({ href, industryId: item.id, name: item.name });
                  }}
                >
                  {item.code ? <Code>{item.code}</Code> : null}
                  {item.name}
                </a>
              </li>
            );
          })}
        </List>
        {industries.isLoadingMore ? <Spinner label="Loading more industries" /> : null}
        {industries.hasMore && !industries.isLoadingMore ? (
          <Button variant="secondary" onClick={industries.loadMore}>
            Show more industries
          </Button>
        ) : null}
      </SectionStatus>
    </SectionRoot>
  );
}
