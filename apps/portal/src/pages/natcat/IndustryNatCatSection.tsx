import { LocationSearch, NatCatPanel, natcatCopy } from '@riskatlas/widgets';
import { useBusinessLocation } from '../../session/business-location';
import { Muted, Screen } from './NatCatPage.styles';

/**
 * The industry page's `natcat-profile` section (NatCat theme only, all countries): the session's
 * business location and its profiles. The industry pages mount it on their natcat-profile route.
 */
export function IndustryNatCatSection() {
  const [location, setLocation] = useBusinessLocation();
  return (
    <Screen>
      <LocationSearch value={location} onChange={setLocation} />
      {location ? null : <Muted>{natcatCopy.reportHint}</Muted>}
      <NatCatPanel location={location} />
    </Screen>
  );
}
