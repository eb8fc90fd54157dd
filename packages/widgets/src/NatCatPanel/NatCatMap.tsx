import { useCatnetMap, type LatLng } from '@riskatlas/api-client';
import { useId, useState } from 'react';
import { natcatApiZoom, natcatMapStatus, natcatZoomMax, NATCAT_ZOOM } from '../rules/natcat';
import { MapFigure, MapFrame, MapStatus, ZoomLabel } from './NatCatPanel.styles';
import { useObjectUrl } from '../primitives/shared/useObjectUrl';
import type { NatcatProfile } from './types';

export interface NatCatMapProps {
  profile: NatcatProfile;
  location: LatLng;
  /** The profile is checked: unchecked profiles keep their map but cannot zoom. */
  selected: boolean;
}

/** One profile's map with its zoom slider (the API gets half the slider's value). */
export function NatCatMap({ profile, location, selected }: NatCatMapProps) {
  const [zoom, setZoom] = useState<number>(NATCAT_ZOOM.default);
  const sliderId = useId();
  const { data, isValidating, error } = useCatnetMap({
    layerId: profile.map,
    lat: location.lat,
    lng: location.lng,
    zoom: natcatApiZoom(zoom),
  });
  const url = useObjectUrl(data);
  const loading = isValidating || (!data && !error);
  const status = natcatMapStatus({ hasImage: url !== undefined, loading });
  return (
    <MapFigure>
      <MapFrame aria-busy={loading}>
        {url ? <img src={url} alt={`${profile.name} map around the location, zoom ${zoom}`} /> : null}
        {status ? <MapStatus role="status">{status}</MapStatus> : null}
        {error && !loading ? <MapStatus role="alert">Map unavailable</MapStatus> : null}
      </MapFrame>
      <ZoomLabel htmlFor={sliderId}>
        Zoom
        <input
          id={sliderId}
          aria-label={`${profile.name} map zoom`}
          type="range"
          min={NATCAT_ZOOM.min}
          max={natcatZoomMax(profile.zoom_max)}
          step={NATCAT_ZOOM.step}
          value={zoom}
          disabled={!selected || loading}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
        <output htmlFor={sliderId}>{zoom.toFixed(1)}</output>
      </ZoomLabel>
    </MapFigure>
  );
}
