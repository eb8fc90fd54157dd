/** `npm start`: the API and the built portal on one port, on the embedded database unless DATABASE_URL is set. */
import { ConfigError, loadConfig, openConfiguredDatabase, type Config } from './config.js';

const started = Date.now();
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
if (config.demo && config.environment === 'production') {
  console.warn(
    'Warning: demo mode is on in production: the demo logins below, the published link token and the loopback partner key are live. ' +
      'Set RISK_ATLAS_DEMO=false for a real deployment (docs/security.md).',
  );
}
// Telemetry starts before Fastify, `pg` and `node:http` are first imported, so its instrumentations can
// wrap them: hence the imports below are dynamic, and config.ts imports no driver (docs/deploy.md#telemetry).
const stopTelemetry = config.telemetry ? (await import('./telemetry/sdk.js')).startTelemetry(config.telemetry) : null;
const [{ bootstrap }, { DataDirInUseError }, { buildServer }, { installGracefulShutdown }] = await Promise.all([
  import('./bootstrap/bootstrap.js'),
  import('./db/data-dir-lock.js'),
  import('./server.js'),
  import('./shutdown.js'),
]);
const db = await openConfiguredDatabase(config).catch((error: unknown) => {
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
});
const report = await bootstrap(db, (line) => console.log(line), { demo: config.demo, linkTokenLifetimeDays: config.linkTokenLifetimeDays });
const app = await buildServer({
  db,
  config,
  staticDir: config.staticDir,
  embedDir: config.embedDir,
  logger: config.logLevel ? { level: config.logLevel } : false,
  validateResponses: config.environment !== 'production',
  trustProxy: config.trustProxy,
});
// Closing flushes the spans and metrics not yet exported.
if (stopTelemetry) app.addHook('onClose', stopTelemetry);
installGracefulShutdown(app, { log: (line) => console.log(line) });
await app.listen({ port: config.port, host: config.host });

const where = db.kind === 'pglite' ? 'embedded PostgreSQL (PGlite) in .data/' : 'PostgreSQL server (DATABASE_URL)';
console.log(`\nRisk Atlas is running at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}/  (API under /api)`);
console.log(
  `Database: ${where}; catalogue ${report.catalogue}, ${report.industries} industries. Ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
const { retired, logins } = report.demo;
if (retired && (retired.accounts.length > 0 || retired.partnerKeys > 0 || retired.publishedTokenRotated)) {
  console.log(
    `Demo mode is off: removed ${retired.accounts.length} demo accounts and ${retired.partnerKeys} demo partner keys${retired.publishedTokenRotated ? ', rotated the published link token' : ''}.`,
  );
}
if (config.demo) {
  console.log('\nDemo logins (user name / password):');
  for (const account of logins) {
    console.log(`  ${account.persona.padEnd(24)} ${account.userName.padEnd(16)} ${account.password}`);
  }
} else {
  console.log('Demo mode is off (RISK_ATLAS_DEMO): no demo logins.');
}
