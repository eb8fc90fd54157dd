import { useNatcatProfiles, type LatLng } from '@riskatlas/api-client';
import { useEffect, useEffectEvent, useMemo, useState, type ComponentPropsWithRef } from 'react';
import { Button } from '../primitives/Button';
import { EmptyState } from '../primitives/EmptyState';
import { Spinner } from '../primitives/Spinner';
import { natcatCopy, NATCAT_AUTO_SELECT_DELAY_MS, sortNatcatProfiles } from '../rules/natcat';
import { NatCatProfileItem } from './NatCatProfileItem';
import { ErrorMessage, List, Note, Root, Toolbar, ToolbarActions } from './NatCatPanel.styles';
import type { NatcatProfile } from './types';

const NONE: ReadonlySet<string> = new Set();

export interface NatCatPanelProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The business location; null shows the "search a location" empty state. Required. */
  location: LatLng | null;
  /** Called with the sorted profiles each time they load (e.g. to enable a report's Save). Default: none. */
  onProfilesLoaded?: (profiles: NatcatProfile[]) => void;
  /** Called with the checked profile ids whenever they change (the report's natcat children). Default: none. */
  onSelectionChange?: (ids: string[]) => void;
}

/**
 * The natural catastrophe profiles of a business location: sorted by graph_value, all checked 100 ms
 * after they load, each expandable to its analysis, legend, sources and a zoomable map, with Expand All
 * and Close All. Loading, error and empty states use the messages of docs/product/natcat.md. Rest props go to the `<section>`.
 */
export function NatCatPanel({ location, onProfilesLoaded, onSelectionChange, ...rest }: NatCatPanelProps) {
  const { data, error, isLoading } = useNatcatProfiles(location);
  const profiles = useMemo(() => (data ? sortNatcatProfiles(data.data) : []), [data]);
  // Selection and closed panels belong to one load: state for an older list of profiles reads as empty,
  // so a new load starts unchecked and expanded (docs/product/natcat.md resets maps after profiles load).
  const [selection, setSelection] = useState<{ of: NatcatProfile[]; ids: ReadonlySet<string> }>({ of: [], ids: NONE });
  const [closed, setClosed] = useState<{ of: NatcatProfile[]; ids: ReadonlySet<string> }>({ of: [], ids: NONE });
  const selected = selection.of === profiles ? selection.ids : NONE;
  const collapsed = closed.of === profiles ? closed.ids : NONE;
  const allIds = () => new Set(profiles.map((profile) => profile.id));

  const profilesLoaded = useEffectEvent((loaded: NatcatProfile[]) => onProfilesLoaded?.(loaded));
  const selectionChanged = useEffectEvent((ids: string[]) => onSelectionChange?.(ids));

  useEffect(() => {
    if (profiles.length === 0) return undefined;
    profilesLoaded(profiles);
    const timer = setTimeout(
      () => setSelection({ of: profiles, ids: new Set(profiles.map((profile) => profile.id)) }),
      NATCAT_AUTO_SELECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [profiles]);

  useEffect(() => {
    selectionChanged(profiles.filter((profile) => selected.has(profile.id)).map((profile) => profile.id));
  }, [selected, profiles]);

  const toggle = (set: ReadonlySet<string>, id: string, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  };

  let content;
  if (!location) content = <EmptyState message={natcatCopy.empty} />;
  else if (error) content = <ErrorMessage role="alert">{natcatCopy.fetchFailed}</ErrorMessage>;
  else if (isLoading || !data) content = <Spinner label={natcatCopy.loadingProfiles} showLabel size="large" />;
  else if (profiles.length === 0) content = <EmptyState message={natcatCopy.noData} />;
  else {
    content = (
      <>
        <Toolbar>
          <Note>{natcatCopy.indicative}</Note>
          <ToolbarActions>
            <Button variant="link" onClick={() => setClosed({ of: profiles, ids: NONE })}>
              {natcatCopy.expandAll}
            </Button>
            <Button variant="link" onClick={() => setClosed({ of: profiles, ids: allIds() })}>
              {natcatCopy.closeAll}
            </Button>
          </ToolbarActions>
        </Toolbar>
        <List>
          {profiles.map((profile) => (
            <NatCatProfileItem
              // Keyed by the location too: the maps (and their zoom) reset after profiles load (docs/product/natcat.md).
              key={`${location.lat},${location.lng}:${profile.id}`}
              profile={profile}
              location={location}
              selected={selected.has(profile.id)}
              expanded={!collapsed.has(profile.id)}
              onSelectedChange={(on) => setSelection({ of: profiles, ids: toggle(selected, profile.id, on) })}
              onExpandedChange={(on) => setClosed({ of: profiles, ids: toggle(collapsed, profile.id, !on) })}
            />
          ))}
        </List>
      </>
    );
  }

  return (
    <Root aria-label="Natural catastrophe profiles" aria-busy={Boolean(location) && isLoading} {...rest}>
      {content}
    </Root>
  );
}
