import { useInfiniteIndustrySearch, type IndustryListItem } from '@riskatlas/api-client';
import { useEffect, useId, useMemo, useState, type ComponentPropsWithRef, type KeyboardEvent, type UIEvent } from 'react';
import { Button } from '../primitives/Button';
import { PlainPortal } from '../primitives/PortalContainer/PortalContainer';
import { useAnchoredPopup } from '../primitives/shared/useAnchoredPopup';
import { Spinner } from '../primitives/Spinner';
import {
  alreadyAt,
  type CountryCode,
  industrySearchCopy,
  industrySearchQuery,
  industryTarget,
  nearBottom,
  REQUEST_TEST_MAILTO,
  SEARCH_DEBOUNCE_MS,
} from '@riskatlas/domain';
import { Code, Input, InputBox, Listbox, LoadingMore, MailButton, Message, Option, Popup, Root } from './IndustrySearch.styles';

export interface IndustrySearchNavigation {
  /** `/industries/{id}`, or `/industries/{id}/quiz` in quiz-only mode. */
  href: string;
  industry: IndustryListItem;
}

export interface IndustrySearchProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'onChange'> {
  /**
   * Called when the user picks an industry and is not already on its page. The widget never
   * navigates itself, so a router (or a partner page) decides how. Required.
   */
  onNavigate: (navigation: IndustrySearchNavigation) => void;
  /** The path the user is on, so picking the industry already shown does nothing. Default: none. */
  currentPath?: string;
  /** Only industries with a quiz; picking one goes to its quiz page. Default `false`. */
  quizOnly?: boolean;
  /** The user has the Trial role: the trial flag is sent and Browse is disabled. Default `false`. */
  trial?: boolean;
  /** Sent with the search (quiz availability is per country). Default: none. */
  country?: CountryCode;
  /** The taxonomy whose codes are searched and shown. Default: the API's (ANZSIC 2006). */
  taxonomy?: 4 | 8 | 12;
  /** Shows a Browse button that calls this (disabled for trial users). Default: no button. */
  onBrowse?: () => void;
  /** Target of the quiz-only "Request a Test" mail button. Default: a mailto to support. */
  requestTestHref?: string;
  /** Accessible name of the search box. Default `'Search industries'`. */
  label?: string;
  /** Placeholder of the search box. Default `'Search by keyword or code'`. */
  placeholder?: string;
}

/**
 * The industry search box (docs/product/industry-search-and-pages.md#finding-an-industry): keyword or code search 300 ms after typing
 * stops, a dropdown that loads the next page within 10 px of its bottom, and the no-results
 * texts. A failed search empties the list without a message. ARIA combobox: arrows move, Enter picks,
 * Escape closes. Rest props go to the root `<div>`.
 */
export function IndustrySearch({
  onNavigate,
  currentPath,
  quizOnly = false,
  trial = false,
  country,
  taxonomy,
  onBrowse,
  requestTestHref = REQUEST_TEST_MAILTO,
  label = industrySearchCopy.label,
  placeholder = industrySearchCopy.placeholder,
  ...rest
}: IndustrySearchProps) {
  const listboxId = useId();
  const [text, setText] = useState('');
  const [settled, setSettled] = useState('');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  // Empty text empties the list at once; anything else waits for the pause.
  const searchText = text.trim() === '' ? '' : settled;
  const query = useMemo(
    () => industrySearchQuery(searchText, { quizOnly, trial, country, taxonomy }),
    [searchText, quizOnly, trial, country, taxonomy],
  );
  const queryKey = JSON.stringify(query);
  const search = useInfiniteIndustrySearch(query, { shouldRetryOnError: false, revalidateOnFocus: false });
  // A failed search or load-more empties the list, with no message (docs/product/industry-search-and-pages.md#search-failures-and-no-results).
  const items = search.error ? [] : search.items;
  const noResults = query !== null && !search.error && !search.isLoading && search.pages !== undefined && items.length === 0;
  const listShown = open && query !== null && items.length > 0;
  const searching = open && query !== null && search.isLoading;
  const popupShown = open && (listShown || noResults || searching);

  // The active option belongs to one query: a new query starts with none.
  const [activeState, setActiveState] = useState({ key: queryKey, index: -1 });
  const active = activeState.key === queryKey ? Math.min(activeState.index, items.length - 1) : -1;
  const setActive = (index: number) => setActiveState({ key: queryKey, index });

  // The dropdown hangs under the box, as wide; a press outside both closes it.
  const { setAnchor, setPopup } = useAnchoredPopup({ open: popupShown, onDismiss: () => setOpen(false) });

  function choose(industry: IndustryListItem) {
    setOpen(false);
    const href = industryTarget(industry.id, quizOnly);
    if (currentPath !== undefined && alreadyAt(currentPath, href)) return;
    onNavigate({ href, industry });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (items.length > 0) setActive(active < items.length - 1 ? active + 1 : 0);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (items.length > 0) setActive(active > 0 ? active - 1 : items.length - 1);
        break;
      case 'Enter': {
        const industry = listShown ? items[active] : undefined;
        if (industry) {
          event.preventDefault();
          choose(industry);
        }
        break;
      }
      case 'Escape':
        if (popupShown) {
          event.preventDefault();
          setOpen(false);
        }
        break;
    }
  }

  function onListScroll(event: UIEvent<HTMLUListElement>) {
    if (search.hasMore && nearBottom(event.currentTarget)) search.loadMore();
  }

  const optionId = (index: number) => `${listboxId}-option-${index}`;

  return (
    <Root {...rest}>
      <InputBox ref={setAnchor}>
        <Input
          type="search"
          role="combobox"
          aria-label={label}
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listShown ? listboxId : undefined}
          aria-activedescendant={listShown && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
      </InputBox>
      {onBrowse ? (
        <Button variant="secondary" disabled={trial} onClick={onBrowse}>
          {industrySearchCopy.browse}
        </Button>
      ) : null}
      {popupShown ? (
        <PlainPortal>
          <Popup ref={setPopup}>
            {listShown ? (
              <Listbox id={listboxId} role="listbox" aria-label={label} onScroll={onListScroll}>
                {items.map((industry, index) => (
                  <Option
                    key={industry.id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    onMouseEnter={() => setActive(index)}
                    // Keep focus in the box: a mousedown on an option must not blur it first.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(industry)}
                  >
                    <Code>{industry.code ?? ''}</Code>
                    <span>{industry.name}</span>
                  </Option>
                ))}
              </Listbox>
            ) : null}
            {searching || search.isLoadingMore ? (
              <LoadingMore>
                <Spinner size="small" label={searching ? 'Searching industries' : 'Loading more industries'} />
              </LoadingMore>
            ) : null}
            {noResults ? (
              <Message role="status">
                {quizOnly ? (
                  <>
                    <span>{industrySearchCopy.noQuizResults}</span>
                    <MailButton href={requestTestHref}>{industrySearchCopy.requestTest}</MailButton>
                  </>
                ) : (
                  <span>{industrySearchCopy.noResults}</span>
                )}
              </Message>
            ) : null}
          </Popup>
        </PlainPortal>
      ) : null}
    </Root>
  );
}
