/**
 * `npm run partner-demo`: the example partner site (examples/partner-site) on its own origin,
 * http://127.0.0.1:4173 (PARTNER_PORT), against the API on http://127.0.0.1:3000 (API_ORIGIN). When
 * that API is not answering, this script runs `npm start` too and stops it on exit.
 */
import { spawn } from 'node:child_process';
import { DEFAULT_API_ORIGIN, startPartnerSite } from '../examples/partner-site/server.mjs';

const apiOrigin = process.env.API_ORIGIN ?? DEFAULT_API_ORIGIN;
const port = Number(process.env.PARTNER_PORT ?? 4173);

async function apiAnswers() {
  try {
    return (await fetch(`${apiOrigin}/embed/embed.js`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

let api = null;
if (!(await apiAnswers())) {
  if (process.env.API_ORIGIN) {
    console.error(`No Risk Atlas embed at ${apiOrigin}/embed/embed.js: start the API there (npm start builds the embed too).`);
    process.exit(1);
  }
  console.log(`No API at ${apiOrigin}: starting it with npm start (first start builds and seeds, give it a minute).`);
  api = spawn('npm', ['start'], { stdio: 'inherit' });
  api.on('exit', (code) => process.exit(code ?? 1));
  while (!(await apiAnswers())) await new Promise((resolve) => setTimeout(resolve, 1000));
}

const site = await startPartnerSite({ port, apiOrigin });
console.log(`\nPartner site: ${site.url}  (widgets from ${apiOrigin}, demo partner key ra_pk_demo_loopback)`);
console.log(`Report builder: ${new URL('/report.html', site.url).href}`);
const stop = () => {
  api?.kill('SIGTERM');
  void site.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
