import { autoUpdate, flip, offset, size, useFloating } from '@floating-ui/react';
import { usePlaceSuggestions, useApiClient, type Schema } from '@riskatlas/api-client';
import { useId, useState, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { Button } from '../primitives/Button';
import { Portal } from '../primitives/PortalContainer';
import { natcatCopy, PLACE_SUGGESTION_DEBOUNCE_MS } from '../rules/natcat';
import { Address, Input, Label, Listbox, Option, Root, Row, Secondary } from './LocationSearch.styles';
import { useDebouncedValue } from './useDebouncedValue';

/** The business location the natural catastrophe analysis (and the quick report's NatCat section) uses. */
export interface BusinessLocation {
  address: string;
  lat: number;
  lng: number;
  postcode: string | null;
  placeId?: string;
}

type Suggestion = Schema<'PlaceSuggestion'>;

export interface LocationSearchProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'onChange'> {
  /** The location chosen so far; null until one is. Required. */
  value: BusinessLocation | null;
  /** Called with the place's details once the user picks a suggestion and presses Search. Required. */
  onChange: (location: BusinessLocation) => void;
  /** Only suggest places in this country. Default: all (AU, NZ and GB). */
  country?: Schema<'CountryCode'>;
  /** The field's visible label. Default `'Business location'`. */
  label?: string;
}

/**
 * Address autocomplete with postal codes (600 ms after typing stops), a Search button that stays
 * disabled until a suggestion is picked, and "Change Location" once a location is set. The suggestion
 * list is a listbox in the portal container, driven by the arrow keys, Enter and Escape.
 * Geocoding failures are only logged (docs/product/natcat.md): the list simply stays empty.
 */
export function LocationSearch({ value, onChange, country, label = 'Business location', ...rest }: LocationSearchProps) {
  const client = useApiClient();
  const inputId = useId();
  const listId = useId();
  const [editing, setEditing] = useState(value === null);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Suggestion | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [busy, setBusy] = useState(false);
  const query = useDebouncedValue(chosen ? '' : text, PLACE_SUGGESTION_DEBOUNCE_MS);
  const { data } = usePlaceSuggestions(editing ? query : null, country);
  const suggestions = data?.data ?? [];
  const showList = open && suggestions.length > 0 && !chosen;
  const { refs, floatingStyles } = useFloating({
    open: showList,
    placement: 'bottom-start',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip(),
      size({
        apply({ rects, elements }) {
          elements.floating.style.width = `${rects.reference.width}px`;
        },
      }),
    ],
  });

  const pick = (suggestion: Suggestion) => {
    setChosen(suggestion);
    setText(suggestion.description);
    setOpen(false);
    setActive(-1);
  };

  const search = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      const { data: place, error } = await client.GET('/geo/places/{placeId}', { params: { path: { placeId: chosen.place_id } } });
      if (!place) throw new Error(`place ${chosen.place_id}: ${JSON.stringify(error)}`);
      onChange({ address: place.address, lat: place.lat, lng: place.lng, postcode: place.postcode, placeId: place.place_id });
      setEditing(false);
      setText('');
      setChosen(null);
    } catch (error) {
      console.error('Place details failed', error);
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const suggestion = suggestions[active];
      if (showList && suggestion) pick(suggestion);
      else if (chosen) void search();
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  if (!editing && value) {
    return (
      <Root {...rest}>
        <Label as="span">{label}</Label>
        <Row>
          <Address>{value.address}</Address>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {natcatCopy.changeLocation}
          </Button>
        </Row>
      </Root>
    );
  }

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <Root {...rest}>
      <Label htmlFor={inputId}>{label}</Label>
      <Row>
        <Input
          ref={refs.setReference}
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          placeholder="Suburb, town or postcode"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setChosen(null);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <Button disabled={!chosen} busy={busy} onClick={() => void search()}>
          {natcatCopy.search}
        </Button>
      </Row>
      {showList ? (
        <Portal>
          {/* setFloating is floating-ui's stable callback ref, not a ref value read during render. */}
          {/* eslint-disable-next-line react-hooks/refs */}
          <Listbox ref={refs.setFloating} id={listId} role="listbox" aria-label={`${label} suggestions`} style={floatingStyles}>
            {suggestions.map((suggestion, index) => (
              <Option
                key={suggestion.place_id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Keeps the focus in the input, so choosing does not blur (and close) the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(suggestion)}
              >
                <span>{suggestion.main_text}</span> <Secondary>{suggestion.secondary_text}</Secondary>
              </Option>
            ))}
          </Listbox>
        </Portal>
      ) : null}
    </Root>
  );
}
