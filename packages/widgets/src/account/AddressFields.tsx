import { usePlaceSuggestions, useApiClient } from '@riskatlas/api-client';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { FormField } from '../primitives/FormField';
import { focusRing } from '../primitives/shared/styles';
import { clearAddress, type AddressFields as Fields } from '../rules/account';
import { FieldRow } from './styles';

const Suggestions = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space.xxs}px 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.control}px;
  background: ${({ theme }) => theme.color.surface.raised};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
`;

const Suggestion = styled.li`
  padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
  cursor: pointer;

  &[aria-selected='true'],
  &:hover {
    background: ${({ theme }) => theme.color.surface.sunken};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.small}px;
`;

/** Debounce of the address search, so each keystroke does not query the gazetteer. */
export const ADDRESS_SEARCH_DELAY_MS = 300;
export const AUTOCOMPLETE_UNAVAILABLE = 'Address search is not available right now; the address can still be cleared or left as it is.';

export interface AddressFieldsProps {
  value: Fields;
  /** The country name to show for value.country (the API gives code and name). */
  countryName: string;
  onChange: (value: Fields, countryName: string) => void;
  /** Country to search in (the user's region). */
  searchCountry: 'au' | 'nz' | 'gb' | 'others' | null;
  error?: string;
  withSuite?: boolean;
}

/**
 * Street address with autocomplete from the geo provider. Postcode, suburb, state and country are
 * read-only: they come from the chosen place; clearing the street clears them. When the provider is
 * unavailable (e.g. 501 before it lands) the form still works and says so.
 */
export function AddressFields({ value, countryName, onChange, searchCountry, error, withSuite = true }: AddressFieldsProps) {
  const id = useId();
  const client = useApiClient();
  const [query, setQuery] = useState('');
  const [debounced, setDebounced] = useState('');
  const [active, setActive] = useState(-1);
  const [placeError, setPlaceError] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query), ADDRESS_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const { data, error: searchError } = usePlaceSuggestions(debounced, searchCountry ?? undefined, {
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
  const suggestions = query && debounced ? (data?.data ?? []) : [];
  const open = suggestions.length > 0;

  const typeStreet = (street: string) => {
    setQuery(street);
    setActive(-1);
    onChange(street.trim() === '' ? clearAddress(value) : { ...value, street }, street.trim() === '' ? '' : countryName);
  };

  const choose = async (placeId: string) => {
    setQuery('');
    setDebounced('');
    const { data: place, response } = await client.GET('/geo/places/{placeId}', { params: { path: { placeId } } });
    if (!response.ok || !place) {
      setPlaceError(true);
      return;
    }
    setPlaceError(false);
    onChange(
      {
        ...value,
        street: place.street ?? place.address,
        suburb: place.suburb ?? '',
        state: place.state ?? '',
        postcode: place.postcode ?? '',
        country: place.country.code,
      },
      place.country.name,
    );
  };

  const unavailable = Boolean(searchError) || placeError;
  const listId = `${id}-suggestions`;
  return (
    <>
      <FieldRow>
        {withSuite ? (
          <FormField
            label="Suite"
            name="suite"
            value={value.suite}
            onChange={(event) => onChange({ ...value, suite: event.target.value }, countryName)}
          />
        ) : null}
        <FormField
          label="Street address"
          name="street"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          value={value.street}
          error={error}
          onChange={(event) => typeStreet(event.target.value)}
          onKeyDown={(event) => {
            if (!open) return;
            if (event.key === 'ArrowDown') setActive((index) => Math.min(index + 1, suggestions.length - 1));
            else if (event.key === 'ArrowUp') setActive((index) => Math.max(index - 1, 0));
            else if (event.key === 'Enter' && active >= 0) void choose(suggestions[active]!.place_id);
            else if (event.key === 'Escape') setQuery('');
            else return;
            event.preventDefault();
          }}
        />
      </FieldRow>
      <Suggestions id={listId} role="listbox" aria-label="Address suggestions" hidden={!open}>
        {suggestions.map((suggestion, index) => (
          <Suggestion
            key={suggestion.place_id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void choose(suggestion.place_id)}
          >
            {suggestion.description}
          </Suggestion>
        ))}
      </Suggestions>
      {unavailable ? <Note role="status">{AUTOCOMPLETE_UNAVAILABLE}</Note> : null}
      <FieldRow>
        <FormField label="Suburb" name="suburb" value={value.suburb} readOnly />
        <FormField label="State" name="state" value={value.state} readOnly />
        <FormField label="Postcode" name="postcode" value={value.postcode} readOnly />
        <FormField label="Country" name="country" value={countryName} readOnly />
      </FieldRow>
    </>
  );
}
