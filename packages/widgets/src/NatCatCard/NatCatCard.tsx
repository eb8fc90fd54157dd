import { useNatcatProfiles, type LatLng } from '@riskatlas/api-client';
import { useId, type ComponentPropsWithRef } from 'react';
import { Button } from '../primitives/Button';
import { natcatCopy } from '../rules/natcat';
import { Root, Text, Title } from './NatCatCard.styles';

export interface NatCatCardProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The business location chosen on the location card; null until one is. Required. */
  location: LatLng | null;
  /** Opens the profiles (the portal navigates to /natcat). Required. */
  onViewProfiles: () => void;
}

/**
 * The dashboard's Natural Catastrophe card (NatCat theme): its prompt and a "View NatCat Profiles"
 * button, busy while the location's profiles load and disabled while there are none.
 */
export function NatCatCard({ location, onViewProfiles, ...rest }: NatCatCardProps) {
  const titleId = useId();
  const { data, isLoading } = useNatcatProfiles(location);
  const hasProfiles = (data?.data.length ?? 0) > 0;
  return (
    <Root aria-labelledby={titleId} {...rest}>
      <Title id={titleId}>Natural Catastrophe</Title>
      <Text>{natcatCopy.cardText}</Text>
      <div>
        <Button busy={isLoading} disabled={!hasProfiles} onClick={onViewProfiles}>
          {natcatCopy.viewProfiles}
        </Button>
      </div>
    </Root>
  );
}
