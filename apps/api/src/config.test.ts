import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY, acceptedApiKeys } from './auth/security.js';
import { configurationTable, DEPLOY_DOC, documentedTable } from './config-table.js';
import { ConfigError, loadConfig } from './config.js';

const problemsOf = (environment: Record<string, string>) => {
  try {
    loadConfig(environment);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('the configuration', () => {
  it('has a working default for a local start: embedded database, loopback, demo on, the local portal origin', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      environment: 'development',
      port: 3000,
      host: '127.0.0.1',
      demo: true,
      portalOrigins: ['http://127.0.0.1:3000', 'http://localhost:3000'],
      industryViewsPerDay: 500,
      requestsPerMinute: 60_000,
      resetRequestsPerAddress: 30,
      linkTokenLifetimeDays: 30,
      trustProxy: false,
      apiKeys: [],
      pdf: { kind: 'chromium', chromePath: '/usr/bin/chromium' },
      hazard: { kind: 'indicative' },
      geo: { kind: 'offline' },
    });
    expect(config.database.url).toBeUndefined();
    expect(config.database.dataDir).toMatch(/\.data\/pglite$/);
  });

  it('reads numbers, lists and choices, treating an empty value as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      RISK_ATLAS_RATE_LIMIT: '25',
      RISK_ATLAS_RESET_REQUESTS_PER_ADDRESS: '7',
      RISK_ATLAS_INDUSTRY_VIEWS_PER_DAY: '',
      RISK_ATLAS_API_KEYS: ' key-one ,key-two,, ,key-three',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.5',
      LOG_LEVEL: 'info',
    });
    expect(config).toMatchObject({
      port: 8080,
      requestsPerMinute: 25,
      resetRequestsPerAddress: 7,
      industryViewsPerDay: 500,
      trustProxy: ['10.0.0.0/8', '192.168.1.5'],
      logLevel: 'info',
    });
    expect([...acceptedApiKeys(config.apiKeys)].sort()).toEqual([DEFAULT_API_KEY, 'key-one', 'key-three', 'key-two'].sort());
    expect(config.portalOrigins).toEqual(['http://127.0.0.1:8080', 'http://localhost:8080']);
  });

  it('stops the start on a bad value, naming every bad variable at once', () => {
    const problems = problemsOf({
      RISK_ATLAS_RATE_LIMIT: 'lots',
      RISK_ATLAS_RESET_REQUESTS_PER_ADDRESS: '2.5',
      PORT: '70000',
      PDF_PROVIDER: 'printer',
      TRUST_PROXY: 'everyone',
    });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'PDF_PROVIDER',
      'PORT',
      'RISK_ATLAS_RATE_LIMIT',
      'RISK_ATLAS_RESET_REQUESTS_PER_ADDRESS',
      'TRUST_PROXY',
    ]);
    expect(problemsOf({ RISK_ATLAS_RATE_LIMIT: '0' })).toEqual([expect.stringMatching(/^RISK_ATLAS_RATE_LIMIT: /)]);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('needs the service address of every remote provider', () => {
    expect(problemsOf({ PDF_PROVIDER: 'remote', HAZARD_PROVIDER: 'remote', GEO_PROVIDER: 'remote' })).toEqual([
      'PDF_SERVICE_URL: required when PDF_PROVIDER=remote',
      'HAZARD_SERVICE_URL: required when HAZARD_PROVIDER=remote',
      'GEO_SERVICE_URL: required when GEO_PROVIDER=remote',
    ]);
    expect(loadConfig({ PDF_PROVIDER: 'remote', PDF_SERVICE_URL: 'https://pdf.example/print', PDF_SERVICE_TOKEN: 't' }).pdf).toMatchObject({
      kind: 'remote',
      serviceUrl: 'https://pdf.example/print',
      serviceToken: 't',
    });
  });

  describe('portal origins (where password-reset links may point)', () => {
    it('must be given in production when the server listens beyond this machine', () => {
      expect(problemsOf({ NODE_ENV: 'production', HOST: '0.0.0.0' })).toEqual([
        expect.stringMatching(/^PORTAL_ORIGINS: required in production/),
      ]);
      expect(
        loadConfig({
          NODE_ENV: 'production',
          HOST: '0.0.0.0',
          PORTAL_ORIGINS: 'https://app.example.com/, https://partner.example.com:8443',
        }).portalOrigins,
      ).toEqual(['https://app.example.com', 'https://partner.example.com:8443']);
    });

    it('default to the loopback listener itself, never to a request', () => {
      expect(loadConfig({ NODE_ENV: 'production', PORT: '4000' }).portalOrigins).toEqual([
        'http://127.0.0.1:4000',
        'http://localhost:4000',
      ]);
    });

    it('are origins only: no paths, wildcards or other schemes', () => {
      for (const bad of ['https://app.example.com/reset-password', '*', 'ftp://files.example.com', 'app.example.com']) {
        expect(problemsOf({ PORTAL_ORIGINS: bad })).toEqual([expect.stringMatching(/^PORTAL_ORIGINS: /)]);
      }
    });
  });

  it('turns demo mode on for the embedded database and off for a database server, unless told', () => {
    expect(loadConfig({}).demo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/riskatlas' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/riskatlas', RISK_ATLAS_DEMO: 'true' }).demo).toBe(true);
    expect(loadConfig({ RISK_ATLAS_DEMO: 'false' }).demo).toBe(false);
    expect(problemsOf({ RISK_ATLAS_DEMO: 'maybe' })).toEqual([expect.stringMatching(/^RISK_ATLAS_DEMO: /)]);
  });
});

describe('docs/deploy.md', () => {
  it('lists every variable the configuration reads, as config.ts describes it (npx tsx apps/api/src/config-table.ts --write)', async () => {
    const markdown = await readFile(DEPLOY_DOC, 'utf8');
    expect(documentedTable(markdown)).toBe(configurationTable());
  });
});
