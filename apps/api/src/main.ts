/** `npm start`: the API and the built portal on one port, on the embedded database unless DATABASE_URL is set. */
import { join } from 'node:path';
import { openConfiguredDatabase, REPO_ROOT } from './config.js';
import { bootstrap } from './db/seed/bootstrap.js';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts.js';
import { buildServer } from './server.js';

const started = Date.now();
const db = await openConfiguredDatabase();
const report = await bootstrap(db, (line) => console.log(line));
const app = await buildServer({
  db,
  staticDir: process.env.RISK_ATLAS_STATIC_DIR ?? join(REPO_ROOT, 'apps/portal/dist'),
  logger: process.env.LOG_LEVEL ? { level: process.env.LOG_LEVEL } as never : false,
  validateResponses: process.env.NODE_ENV !== 'production',
});
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

const shutdown = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
