import type { Handlers } from '../contract/handlers.js';
import type { ServerContext } from '../context.js';

export function advertisementHandlers({ advertisements }: ServerContext): Handlers {
  return {
    /** The whole document: filtering by app, scope and country is the portal's rule (docs/product/shell-and-dashboard.md#advertisements). */
    async listAdvertisements() {
      return { data: await advertisements.list() };
    },
  };
}
