import type { CatalogueStore } from './catalogue/store.js';
import type { Config } from './config.js';
import type { ContentSchemas } from './contract/content-schemas.js';
import type { PartnerKeys } from './auth/partner-keys.js';
import type { SessionStore } from './auth/sessions.js';
import type { Database } from './db/client.js';
import type { InvalidationBus } from './invalidation/bus.js';
import type { AdvertisementSource } from './providers/advertisements/index.js';
import type { GeoProvider } from './providers/geo/index.js';
import type { HazardProvider } from './providers/hazard/index.js';
import type { PdfProvider } from './providers/pdf/index.js';
import type { HistoryRecorder } from './users/history-recorder.js';
import type { IndustryViewLimit } from './users/industry-view-limit.js';
import type { UserDirectory } from './users/directory.js';

/** The services a replica runs, shared by the plugins and handed to every route module. */
export interface ServerContext {
  /** What the operator configured (config.ts), read once at start. */
  config: Config;
  db: Database;
  bus: InvalidationBus;
  catalogue: CatalogueStore;
  sessions: SessionStore;
  users: UserDirectory;
  history: HistoryRecorder;
  /** The daily industry view limit: getIndustry counts loads, the access guard refuses an industry's sections once exceeded. */
  industryViews: IndustryViewLimit;
  /** HTML to PDF (local Chromium by default, see providers/pdf). */
  pdf: PdfProvider;
  /** The dashboard advertisement document (a file on the server by default, see providers/advertisements). */
  advertisements: AdvertisementSource;
  /** Place search and details (offline gazetteer by default, see providers/geo). */
  geo: GeoProvider;
  /** Publishable partner keys: their origins and request budgets (embeds, issue #11). */
  partnerKeys: PartnerKeys;
  /** The contract's schemas for JSON carried inside strings (report customisations), from the contract loaded at start. */
  contentSchemas: ContentSchemas;
  /** Natural catastrophe layers, profiles and maps (indicative model by default, see providers/hazard). */
  hazard: HazardProvider;
}
