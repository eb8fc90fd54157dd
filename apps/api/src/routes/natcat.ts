import type { Handlers } from '../contract/handlers.js';
import type { ServerContext } from '../context.js';

/**
 * Natural catastrophe: the layers and profiles at a business location and the map of one layer.
 * Nothing here belongs to a user (the location is sent by the caller), so signing in is the only check.
 */
export function natcatHandlers({ hazard }: ServerContext): Handlers {
  return {
    async listNatcatProfiles(request) {
      return { data: await hazard.profiles(request.query.lat, request.query.lng) };
    },

    async listCatnetLayers(request) {
      return { data: await hazard.layers(request.query.latitude, request.query.longitude) };
    },

    async getCatnetMap(request, reply) {
      const { LayerId, Latitude, Longitude, Zoom } = request.query;
      const image = await hazard.map(LayerId, Latitude, Longitude, Zoom);
      // Deterministic for its query, so the browser may keep it while the user moves the slider back.
      void reply.type('image/png').header('cache-control', 'private, max-age=3600');
      return image;
    },
  };
}
