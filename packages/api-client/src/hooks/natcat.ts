import useSWR, { type SWRConfiguration } from 'swr';
import type { components } from '@riskatlas/contract';
import { clientBaseUrl } from '../client';
import { toApiRequestError, type ApiRequestError } from '../errors';
import { useApiClient } from './ApiProvider';
import { createQueryHook } from './createQueryHook';
import type { GetData } from './types';

type Schemas = components['schemas'];

/** A point on the map (WGS84 degrees). */
export interface LatLng {
  lat: number;
  lng: number;
}

/** What {@link useCatnetMap} asks for; `zoom` is the API's (half the slider's). */
export interface CatnetMapRequest extends LatLng {
  layerId: Schemas['NatcatLayerId'];
  zoom: number;
}

const usePlacesQuery = createQueryHook('/geo/places');
const usePlaceQuery = createQueryHook('/geo/places/{placeId}');
const useProfilesQuery = createQueryHook('/natcat/profiles');

/** `GET /geo/places?q=`: address suggestions with postcodes. A blank or null query skips. */
export function usePlaceSuggestions(
  q: string | null | undefined,
  country?: Schemas['CountryCode'],
  config?: SWRConfiguration<GetData<'/geo/places'>, ApiRequestError>,
) {
  const text = q?.trim();
  return usePlacesQuery(text ? { query: { q: text, ...(country ? { country } : {}) } } : null, config);
}

/** `GET /geo/places/{placeId}`: the chosen place's address parts and coordinates. Null skips. */
export function usePlace(placeId: string | null | undefined, config?: SWRConfiguration<GetData<'/geo/places/{placeId}'>, ApiRequestError>) {
  return usePlaceQuery(placeId ? { path: { placeId } } : null, config);
}

/** `GET /natcat/profiles`: the 16 profiles of a business location, sorted by graph_value. Null skips. */
export function useNatcatProfiles(
  location: LatLng | null | undefined,
  config?: SWRConfiguration<GetData<'/natcat/profiles'>, ApiRequestError>,
) {
  return useProfilesQuery(location ? { query: { lat: location.lat, lng: location.lng } } : null, config);
}

/**
 * `GET /catnet/map`: one layer's map image as a Blob. Null skips. The previous image stays in `data`
 * while a new zoom loads (so the widget can say "Updating map..").
 */
export function useCatnetMap(request: CatnetMapRequest | null | undefined, config?: SWRConfiguration<Blob, ApiRequestError>) {
  const client = useApiClient();
  const key = request ? (['catnet-map', clientBaseUrl(client), request.layerId, request.lat, request.lng, request.zoom] as const) : null;
  return useSWR<Blob, ApiRequestError>(
    key,
    async ([, , LayerId, Latitude, Longitude, Zoom]: NonNullable<typeof key>) => {
      const result = await client.GET('/catnet/map', {
        params: { query: { LayerId, Latitude, Longitude, Zoom } },
        headers: { Accept: 'image/png' },
        parseAs: 'blob',
      });
      if (!result.response.ok || !result.data) throw toApiRequestError(result.error, result.response);
      return result.data;
    },
    { keepPreviousData: true, revalidateOnFocus: false, ...config },
  );
}
