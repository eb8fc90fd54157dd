import type { Handlers } from '../contract/handlers.js';
import type { ServerContext } from '../context.js';
import { ping } from '../db/repositories/health.js';
import { ApiError } from '../errors.js';

const notReady = (message: string) => new ApiError(503, 'service_unavailable', message);

export function healthHandlers({ db, catalogue }: ServerContext): Handlers {
  return {
    async getHealth() {
      return { status: 'ok' };
    },

    async getReadiness() {
      try {
        await ping(db);
      } catch {
        throw notReady('The database does not answer.');
      }
      if (!catalogue.loaded) throw notReady('The catalogue is not loaded yet.');
      const meta = catalogue.current().meta!;
      return { status: 'ready', database: db.kind, catalogue: { version: meta.version, industries: meta.industry_count } };
    },
  };
}
