/** `npm start`: the API and the built portal on one port, on the embedded database unless DATABASE_URL is set. */
import { join } from 'node:path';
import { openConfiguredDatabase, REPO_ROOT } from './config.js';
import { bootstrap } from './db/seed/bootstrap.js';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts.js';
import { buildServer } from './server.js';
import { installGracefulShutdown } from './shutdown.js';

const started = Date.now();
const db = await openConfiguredDatabase();
const report = await bootstrap(db, (line) => console.log(line));
const app = await buildServer({
  db,
  staticDir: process.env.RISK_ATLAS_STATIC_DIR ?? join(REPO_ROOT, 'apps/portal/dist'),
  embedDir: process.env.RISK_ATLAS_EMBED_DIR ?? join(REPO_ROOT, 'packages/embed/dist/cdn'),
  logger: process.env.LOG_LEVEL ? { level: process.env.LOG_LEVEL } : false,
  validateResponses: process.env.NODE_ENV !== 'production',
  trustProxy: process.env.TRUST_PROXY ? parseTrustProxy(process.env.TRUST_PROXY) : false,
});
installGracefulShutdown(app, { log: (line) => console.log(line) });
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
await app.listen({ port, host });

const where = db.kind === 'pglite' ? 'embedded PostgreSQL (PGlite) in .data/' : 'PostgreSQL server (DATABASE_URL)';
console.log(`\nRisk Atlas is running at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/  (API under /api)`);
console.log(`Database: ${where}; catalogue ${report.catalogue}, ${report.industries} industries. Ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
console.log('\nDemo logins (user name / password):');
for (const account of DEMO_ACCOUNTS) {
  console.log(`  ${account.persona.padEnd(24)} ${account.userName.padEnd(16)} ${account.password}`);
}

/** `TRUST_PROXY`: `true`, or the load balancers' addresses/CIDRs, comma-separated (see docs/deploy.md). */
function parseTrustProxy(value: string): boolean | string[] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value.split(',').map((part) => part.trim()).filter(Boolean);
}
