import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PartnerKeys } from '../auth/partner-keys.js';
import { SessionStore } from '../auth/sessions.js';
import { CatalogueStore } from '../catalogue/store.js';
import type { Config } from '../config.js';
import type { ServerContext } from '../context.js';
import { createContentSchemas } from '../contract/content-schemas.js';
import type { Specification } from '../contract/specification.js';
import type { Database } from '../db/client.js';
import { InvalidationBus } from '../invalidation/bus.js';
import { createAdvertisementSource } from '../providers/advertisements/index.js';
import { createGeoProvider, type GeoProvider } from '../providers/geo/index.js';
import { createHazardProvider, type HazardProvider } from '../providers/hazard/index.js';
import { createPdfProvider, type PdfProvider } from '../providers/pdf/index.js';
import { tracedPdfProvider } from '../providers/pdf/traced.js';
import { telemetryOn } from '../telemetry/instruments.js';
import { HistoryRecorder } from '../users/history-recorder.js';
import { IndustryViewLimit } from '../users/industry-view-limit.js';
import { UserDirectory } from '../users/directory.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The replica's services: database, invalidation bus and the caches built on it. */
    services: ServerContext;
  }
}

export interface ServicesPluginOptions {
  /** The database; the server owns it from now on and closes it when it closes. */
  db: Database;
  /** The replica's configuration (config.ts); the providers below default to what it says. */
  config: Config;
  /** The contract, loaded once at start (server.ts): the handlers validate JSON carried in strings against it. */
  specification: Specification;
  /** The PDF renderer. Default: from the configuration (providers/pdf). */
  pdf?: PdfProvider;
  /** The geocoder. Default: from the configuration (providers/geo). */
  geo?: GeoProvider;
  /** The catastrophe data. Default: from the configuration (providers/hazard). */
  hazard?: HazardProvider;
  /** How long a signed-in session lasts. Default 12 hours. */
  sessionLifetimeSeconds?: number;
  /** Industry loads allowed per user per UTC day. Default: the configuration's. */
  industryViewsPerDay?: number;
}

/**
 * Starts what a replica keeps besides HTTP: the invalidation listener, the in-memory catalogue and the
 * caches. On close (after the last in-flight request) it writes pending history, stops listening and
 * closes the database.
 */
export const servicesPlugin = fp(
  async (app: FastifyInstance, options: ServicesPluginOptions) => {
    const { db, config } = options;
    const logError = (error: unknown) => app.log.error(error);
    const bus = new InvalidationBus(db);
    const catalogue = new CatalogueStore(db, logError);
    const context: ServerContext = {
      config,
      db,
      bus,
      catalogue,
      sessions: new SessionStore(db, bus, options.sessionLifetimeSeconds, config.linkTokenLifetimeDays),
      users: new UserDirectory(db, bus),
      history: new HistoryRecorder(db, logError),
      industryViews: new IndustryViewLimit(db, options.industryViewsPerDay ?? config.industryViewsPerDay, logError),
      pdf: withTelemetry(options.pdf ?? createPdfProvider(config.pdf)),
      advertisements: createAdvertisementSource(config.advertisements),
      geo: options.geo ?? createGeoProvider(logError, config.geo),
      hazard: options.hazard ?? createHazardProvider(config.hazard),
      partnerKeys: new PartnerKeys(db),
      contentSchemas: createContentSchemas(options.specification),
    };
    // The offline gazetteer and the coastline load on their first request (about a second each), not here:
    // that work is synchronous, and a replica must answer its first requests promptly.

    // Listen before loading, so an import that commits during the load is not missed.
    await bus.start();
    await catalogue.start(bus);
    app.decorate('services', context);
    app.addHook('onClose', async () => {
      await context.history.flush();
      await context.industryViews.flush();
      catalogue.stop();
      await bus.stop();
      await context.pdf.close();
      await context.geo.close();
      await db.close();
    });
  },
  { name: 'services' },
);

function withTelemetry(pdf: PdfProvider): PdfProvider {
  return telemetryOn() ? tracedPdfProvider(pdf) : pdf;
}
