/**
 * The server's configuration: every environment variable it reads, read once at start, typed and
 * validated here and nowhere else. A bad value stops the start with a message naming the variable,
 * instead of surfacing when a request first needs it. The table in docs/deploy.md is generated from
 * `VARIABLES` (see config-table.ts) and a test keeps the two the same.
 */
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { bool, cleanEnv, makeValidator, port, str, url, type ReporterOptions } from 'envalid';
import { DEFAULT_RESET_REQUESTS_PER_ADDRESS } from './auth/reset-limits.js';
import { DEFAULT_LINK_TOKEN_LIFETIME_DAYS } from './auth/tokens.js';
import type { Database } from './db/client.js';
import { DEFAULT_REQUESTS_PER_WINDOW } from './plugins/rate-limit.js';
import { DEFAULT_ADVERTISEMENTS_FILE, type AdvertisementSettings } from './providers/advertisements/index.js';
import type { GeoSettings } from './providers/geo/index.js';
import type { HazardSettings } from './providers/hazard/index.js';
import { DEFAULT_CHROME_PATH } from './providers/pdf/chromium.js';
import type { PdfSettings } from './providers/pdf/index.js';
import { DEFAULT_VIEWS_PER_DAY } from './users/industry-view-limit.js';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** A setting that cannot be used; the message names the variable, so an operator knows what to fix. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The server cannot start with this configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const wholeNumber = (minimum: number, maximum = Number.MAX_SAFE_INTEGER) =>
  makeValidator((input: string) => {
    const value = Number(input);
    if (!Number.isInteger(value) || value < minimum || value > maximum)
      throw new Error(`must be a whole number from ${minimum} to ${maximum}`);
    return value;
  });

const list = makeValidator((input: string) =>
  input
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
);

/** `true`/`false`, or load balancers' addresses and CIDRs, comma-separated. */
const trustProxy = makeValidator<boolean | string[]>((input: string) => {
  if (input === 'true') return true;
  if (input === 'false') return false;
  const parts = input
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const part of parts) {
    const [address, bits] = part.split('/');
    if (!isIP(address ?? '') || (bits !== undefined && !/^\d{1,3}$/.test(bits))) throw new Error(`"${part}" is not an address or CIDR`);
  }
  return parts;
});

/** Web origins (scheme, host, optional port): password-reset links may point only at these. */
const origins = makeValidator((input: string) =>
  input
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      let parsed: URL;
      try {
        parsed = new URL(part);
      } catch {
        throw new Error(`"${part}" is not an origin like https://app.example.com`);
      }
      if (!['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== part.replace(/\/$/, '')) {
        throw new Error(`"${part}" is not an origin like https://app.example.com (scheme and host only, no path)`);
      }
      return parsed.origin;
    }),
);

/** `name=value` pairs, comma-separated, as OpenTelemetry's `OTEL_EXPORTER_OTLP_HEADERS`. */
const otlpHeaders = makeValidator<Record<string, string>>((input: string) => {
  const headers: Record<string, string> = {};
  for (const part of input
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)) {
    const equals = part.indexOf('=');
    if (equals < 1) throw new Error(`"${part}" is not name=value`);
    headers[decodeURIComponent(part.slice(0, equals).trim())] = decodeURIComponent(part.slice(equals + 1).trim());
  }
  return headers;
});

/**
 * Every variable the server reads. `desc` and `example` feed docs/deploy.md; `default` is what an unset
 * variable means (none: unset stays undefined, or the rule in `loadConfig` decides).
 */
export const VARIABLES = {
  NODE_ENV: str({
    choices: ['production', 'development', 'test'],
    default: 'development',
    desc: '`production` skips response validation against the contract and requires the settings a public deployment needs (`npm start` sets it)',
  }),
  PORT: port({ default: 3000, desc: 'where the replica listens' }),
  HOST: str({ default: '127.0.0.1', desc: 'the address to listen on (`0.0.0.0` in containers)' }),
  DATABASE_URL: url({ default: undefined, desc: 'a PostgreSQL connection string; unset: the embedded PGlite in `RISK_ATLAS_DATA_DIR`' }),
  DATABASE_SCHEMA: str({ default: undefined, desc: 'the schema to use on the server (created when missing); unset: `public`' }),
  DATABASE_POOL_SIZE: wholeNumber(1, 1000)({ default: 10, desc: 'connections each replica keeps to the server (PostgreSQL only)' }),
  DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber(100)({
    default: 10_000,
    desc: 'the server cancels a statement running longer, and the request answers 503 with `Retry-After` (PostgreSQL only)',
  }),
  DATABASE_POOL_WAIT_MS: wholeNumber(100)({
    default: 5000,
    desc: 'how long a request waits for a free connection before it answers 503 with `Retry-After` (PostgreSQL only)',
  }),
  RISK_ATLAS_DATA_DIR: str({ default: undefined, desc: 'the PGlite data directory (embedded only); unset: `.data/pglite`' }),
  TRUST_PROXY: trustProxy({
    default: false,
    desc: 'the load balancers whose `X-Forwarded-*` headers to believe: `true`, or their addresses/CIDRs, comma-separated',
  }),
  LOG_LEVEL: str({
    choices: ['fatal', 'error', 'warn', 'info', 'debug', 'trace'],
    default: undefined,
    desc: 'JSON logs on stdout at this level; unset: quiet',
  }),
  PORTAL_ORIGINS: origins({
    default: undefined,
    example: 'https://app.example.com',
    desc: "the portal origins, comma-separated, that password-reset links point at (the first unless the request names another of them). Required in production when `HOST` is not a loopback address; unset otherwise: `http://127.0.0.1:PORT` and `http://localhost:PORT`. The request's `Host` is never used",
  }),
  RISK_ATLAS_DEMO: bool({
    default: undefined,
    desc: 'create the demo personas, the published link token and the loopback partner key (once; deleted or rotated ones stay so). Unset: on for the embedded database, off when `DATABASE_URL` is set. When off, those published credentials are removed',
  }),
  RISK_ATLAS_LINK_TOKEN_DAYS: wholeNumber(
    1,
    365,
  )({ default: DEFAULT_LINK_TOKEN_LIFETIME_DAYS, desc: 'days a link-generated token (`sso_token`) works before a new one is issued' }),
  RISK_ATLAS_API_KEYS: list({ default: [], desc: 'extra accepted API keys, comma-separated' }),
  RISK_ATLAS_STATIC_DIR: str({ default: undefined, desc: 'the portal build to serve; unset: `apps/portal/dist`' }),
  RISK_ATLAS_EMBED_DIR: str({ default: undefined, desc: 'the embed build to serve under `/embed/`; unset: `packages/embed/dist/cdn`' }),
  RISK_ATLAS_INDUSTRY_VIEWS_PER_DAY: wholeNumber(1)({
    default: DEFAULT_VIEWS_PER_DAY,
    desc: 'industries a user may load per UTC day ([the industry search limit](product/accounts-and-access.md#industry-search-limit))',
  }),
  RISK_ATLAS_RATE_LIMIT: wholeNumber(1)({
    default: DEFAULT_REQUESTS_PER_WINDOW,
    desc: 'API requests one client address may make per minute (a flood guard)',
  }),
  RISK_ATLAS_RESET_REQUESTS_PER_ADDRESS: wholeNumber(1)({
    default: DEFAULT_RESET_REQUESTS_PER_ADDRESS,
    desc: 'password reset requests one client address may make per hour',
  }),
  PDF_PROVIDER: str({
    choices: ['chromium', 'remote'],
    default: 'chromium',
    desc: '`chromium`: local headless Chromium; `remote`: an export service at `PDF_SERVICE_URL`',
  }),
  PDF_SERVICE_URL: url({ default: undefined, desc: 'the remote PDF service (required when `PDF_PROVIDER=remote`)' }),
  PDF_SERVICE_TOKEN: str({ default: undefined, desc: 'bearer token for the remote PDF service' }),
  CHROME_PATH: str({ default: DEFAULT_CHROME_PATH, desc: 'the Chromium executable for PDFs' }),
  PDF_CONCURRENCY: wholeNumber(1, 64)({ default: undefined, desc: 'PDF jobs printed at once; unset: 2' }),
  PDF_MAX_QUEUED: wholeNumber(0, 10_000)({ default: undefined, desc: 'PDF jobs waiting before 503; unset: 8' }),
  PDF_TIMEOUT_MS: wholeNumber(
    100,
    600_000,
  )({
    default: undefined,
    desc: 'the deadline of one PDF job in milliseconds, from its request to its answer (queue, load and print); unset: 20000',
  }),
  PDF_MAX_PAGES: wholeNumber(
    1,
    10_000,
  )({ default: undefined, desc: 'the most pages one PDF may have; a longer document is refused (422) before it is printed; unset: 200' }),
  HAZARD_PROVIDER: str({
    choices: ['indicative', 'remote'],
    default: 'indicative',
    desc: '`indicative`: the built-in 16-layer model; `remote`: a catastrophe data service',
  }),
  HAZARD_SERVICE_URL: url({ default: undefined, desc: 'the catastrophe data service (required when `HAZARD_PROVIDER=remote`)' }),
  HAZARD_SERVICE_TOKEN: str({ default: undefined, desc: 'bearer token for the catastrophe data service' }),
  GEO_PROVIDER: str({
    choices: ['offline', 'remote'],
    default: 'offline',
    desc: '`offline`: the bundled gazetteer; `remote`: a geocoding service',
  }),
  GEO_SERVICE_URL: url({ default: undefined, desc: 'the geocoding service (required when `GEO_PROVIDER=remote`)' }),
  GEO_SERVICE_TOKEN: str({ default: undefined, desc: 'bearer token for the geocoding service' }),
  GAZETTEER_FILE: str({ default: undefined, desc: 'an alternative offline gazetteer file' }),
  ADVERTISEMENTS_URL: url({
    default: undefined,
    desc: 'where the dashboard advertisement document is fetched from; unset: `ADVERTISEMENTS_FILE`',
  }),
  ADVERTISEMENTS_FILE: str({ default: undefined, desc: 'the advertisement document on disk; unset: the one shipped with the server' }),
  OTEL_EXPORTER_OTLP_ENDPOINT: url({
    default: undefined,
    example: 'http://otel-collector:4318',
    desc: 'an OTLP/HTTP collector: traces and metrics are sent to `/v1/traces` and `/v1/metrics` under it ([telemetry](#telemetry)). Unset: no telemetry, and the OpenTelemetry SDK is not loaded',
  }),
  OTEL_EXPORTER_OTLP_HEADERS: otlpHeaders({
    default: undefined,
    desc: 'headers sent to the collector, `name=value` pairs comma-separated (an API key)',
  }),
  OTEL_SERVICE_NAME: str({ default: 'risk-atlas-api', desc: 'the `service.name` of the traces and metrics' }),
  OTEL_METRIC_EXPORT_INTERVAL: wholeNumber(100, 3_600_000)({ default: 60_000, desc: 'milliseconds between metric exports' }),
  INIT_CWD: str({ default: undefined, desc: 'set by npm: the directory `npm run catalogue:import -- FILE` resolves FILE against' }),
};

/** Where traces and metrics go; absent from {@link Config} when telemetry is off. */
export interface TelemetrySettings {
  endpoint: string;
  headers: Record<string, string>;
  serviceName: string;
  metricIntervalMs: number;
}

export interface Config {
  environment: 'production' | 'development' | 'test';
  port: number;
  host: string;
  database: { url?: string; schema?: string; dataDir: string; poolSize: number; statementTimeoutMs: number; poolWaitMs: number };
  trustProxy: boolean | string[];
  logLevel?: string;
  /** Origins a password-reset link may point at; never derived from a request. */
  portalOrigins: string[];
  /** Demo personas, the published link token and the loopback partner key exist only when this is on. */
  demo: boolean;
  linkTokenLifetimeDays: number;
  apiKeys: string[];
  staticDir: string;
  embedDir: string;
  industryViewsPerDay: number;
  requestsPerMinute: number;
  resetRequestsPerAddress: number;
  pdf: PdfSettings;
  hazard: HazardSettings;
  geo: GeoSettings;
  advertisements: AdvertisementSettings;
  /** OpenTelemetry export: set only when `OTEL_EXPORTER_OTLP_ENDPOINT` is. */
  telemetry?: TelemetrySettings;
  /** Where a command-line path argument is relative to (npm's INIT_CWD). */
  invocationDirectory?: string;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

function throwingReporter({ errors }: ReporterOptions<unknown>): void {
  const problems = Object.entries(errors).map(([name, error]) => `${name}: ${(error as Error).message}`);
  if (problems.length > 0) throw new ConfigError(problems);
}

/** Reads and checks the configuration; throws ConfigError naming every bad variable. */
export function loadConfig(environment: Readonly<Record<string, string | undefined>> = process.env): Config {
  // Empty values count as unset, as a shell's `VAR= npm start` means.
  const given = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''));
  const env = cleanEnv(given, VARIABLES, { reporter: throwingReporter });
  const problems: string[] = [];
  const requires = (provider: string, kind: string, name: string, value: string | undefined) => {
    if (kind === 'remote' && !value) problems.push(`${name}: required when ${provider}=remote`);
  };
  requires('PDF_PROVIDER', env.PDF_PROVIDER, 'PDF_SERVICE_URL', env.PDF_SERVICE_URL);
  requires('HAZARD_PROVIDER', env.HAZARD_PROVIDER, 'HAZARD_SERVICE_URL', env.HAZARD_SERVICE_URL);
  requires('GEO_PROVIDER', env.GEO_PROVIDER, 'GEO_SERVICE_URL', env.GEO_SERVICE_URL);

  const environmentName: Config['environment'] = env.NODE_ENV;
  let portalOrigins = env.PORTAL_ORIGINS;
  if (!portalOrigins || portalOrigins.length === 0) {
    // Only this machine can reach a loopback listener, so its own address is the portal; a server others
    // reach must be told its public origin, or reset links would name whatever a request claimed.
    if (environmentName === 'production' && !LOOPBACK_HOSTS.has(env.HOST)) {
      problems.push(
        `PORTAL_ORIGINS: required in production when HOST (${env.HOST}) is not a loopback address: the portal origins password-reset links point at, e.g. https://app.example.com`,
      );
    }
    portalOrigins = [`http://127.0.0.1:${env.PORT}`, `http://localhost:${env.PORT}`];
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const provider = <Kind extends string>(kind: string, serviceUrl?: string, serviceToken?: string) => ({
    kind: kind as Kind,
    ...(serviceUrl ? { serviceUrl } : {}),
    ...(serviceToken ? { serviceToken } : {}),
  });
  return {
    environment: environmentName,
    port: env.PORT,
    host: env.HOST,
    database: {
      ...(env.DATABASE_URL ? { url: env.DATABASE_URL } : {}),
      ...(env.DATABASE_SCHEMA ? { schema: env.DATABASE_SCHEMA } : {}),
      dataDir: env.RISK_ATLAS_DATA_DIR ?? `${REPO_ROOT}.data/pglite`,
      poolSize: env.DATABASE_POOL_SIZE,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      poolWaitMs: env.DATABASE_POOL_WAIT_MS,
    },
    trustProxy: env.TRUST_PROXY,
    ...(env.LOG_LEVEL ? { logLevel: env.LOG_LEVEL } : {}),
    portalOrigins,
    demo: env.RISK_ATLAS_DEMO ?? !env.DATABASE_URL,
    linkTokenLifetimeDays: env.RISK_ATLAS_LINK_TOKEN_DAYS,
    apiKeys: env.RISK_ATLAS_API_KEYS,
    staticDir: env.RISK_ATLAS_STATIC_DIR ?? `${REPO_ROOT}apps/portal/dist`,
    embedDir: env.RISK_ATLAS_EMBED_DIR ?? `${REPO_ROOT}packages/embed/dist/cdn`,
    industryViewsPerDay: env.RISK_ATLAS_INDUSTRY_VIEWS_PER_DAY,
    requestsPerMinute: env.RISK_ATLAS_RATE_LIMIT,
    resetRequestsPerAddress: env.RISK_ATLAS_RESET_REQUESTS_PER_ADDRESS,
    pdf: {
      ...provider<PdfSettings['kind']>(env.PDF_PROVIDER, env.PDF_SERVICE_URL, env.PDF_SERVICE_TOKEN),
      chromePath: env.CHROME_PATH,
      ...(env.PDF_CONCURRENCY !== undefined ? { concurrency: env.PDF_CONCURRENCY } : {}),
      ...(env.PDF_MAX_QUEUED !== undefined ? { maxQueued: env.PDF_MAX_QUEUED } : {}),
      ...(env.PDF_TIMEOUT_MS !== undefined ? { timeoutMs: env.PDF_TIMEOUT_MS } : {}),
      ...(env.PDF_MAX_PAGES !== undefined ? { maxPages: env.PDF_MAX_PAGES } : {}),
    },
    hazard: provider<HazardSettings['kind']>(env.HAZARD_PROVIDER, env.HAZARD_SERVICE_URL, env.HAZARD_SERVICE_TOKEN),
    geo: {
      ...provider<GeoSettings['kind']>(env.GEO_PROVIDER, env.GEO_SERVICE_URL, env.GEO_SERVICE_TOKEN),
      ...(env.GAZETTEER_FILE ? { gazetteerFile: env.GAZETTEER_FILE } : {}),
    },
    advertisements: {
      ...(env.ADVERTISEMENTS_URL ? { url: env.ADVERTISEMENTS_URL } : {}),
      file: env.ADVERTISEMENTS_FILE ?? DEFAULT_ADVERTISEMENTS_FILE,
    },
    ...(env.OTEL_EXPORTER_OTLP_ENDPOINT
      ? {
          telemetry: {
            endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
            headers: env.OTEL_EXPORTER_OTLP_HEADERS ?? {},
            serviceName: env.OTEL_SERVICE_NAME,
            metricIntervalMs: env.OTEL_METRIC_EXPORT_INTERVAL,
          },
        }
      : {}),
    ...(env.INIT_CWD ? { invocationDirectory: env.INIT_CWD } : {}),
  };
}

/**
 * `DATABASE_URL` selects a PostgreSQL server; otherwise PGlite persists in the data directory. The
 * drivers load here, not when this module does: `main.ts` reads the configuration and starts telemetry
 * before the `pg` driver is first imported, so its instrumentation can wrap it.
 */
export async function openConfiguredDatabase(config: Pick<Config, 'database'>): Promise<Database> {
  const { url: databaseUrl, schema, dataDir, poolSize, statementTimeoutMs, poolWaitMs } = config.database;
  const { openDatabase } = await import('./db/client.js');
  if (databaseUrl) return openDatabase({ url: databaseUrl, ...(schema ? { schema } : {}), poolSize, statementTimeoutMs, poolWaitMs });
  return openDatabase({ dataDir });
}
