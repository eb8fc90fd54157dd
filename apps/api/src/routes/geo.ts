import type { Handlers } from '../contract/handlers.js';
import type { ServerContext } from '../context.js';
import { notFound } from '../errors.js';
import { COUNTRY_NAMES, formattedAddress } from '../providers/geo/index.js';

/** Place autocomplete (with postcodes) and place details, for the business location and address forms. */
export function geoHandlers({ geo }: ServerContext): Handlers {
  return {
    async searchPlaces(request) {
      return { data: await geo.suggest(request.query.q, request.query.country) };
    },

    async getPlace(request) {
      const place = await geo.place(request.params.placeId);
      if (!place) throw notFound('No such place.');
      return {
        place_id: place.id,
        address: formattedAddress(place),
        lat: place.lat,
        lng: place.lng,
        street: null,
        suburb: place.locality,
        state: place.state,
        postcode: place.postcode,
        country: { code: place.country, name: COUNTRY_NAMES[place.country] },
      };
    },
  };
}
