// Serves the example partner site on its own origin. The page names the API as
// http://127.0.0.1:3000 (what `npm start` runs); another API origin is substituted when given.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';

/** The site's pages by path: the research page (three widgets) and the report page (the report builder). */
const PAGES = {
  '/': new URL('./index.html', import.meta.url),
  '/index.html': new URL('./index.html', import.meta.url),
  '/report.html': new URL('./report.html', import.meta.url),
};
export const DEFAULT_API_ORIGIN = 'http://127.0.0.1:3000';

/**
 * Starts the partner site. `key` replaces the demo partner key (e.g. one not registered for this
 * origin); `apiBase` sends the widgets' API calls elsewhere than the origin embed.js came from.
 * `html` serves that page instead of index.html (and of report.html). Resolves with the site's URL
 * and a close function.
 */
export async function startPartnerSite({ port = 0, host = '127.0.0.1', apiOrigin = DEFAULT_API_ORIGIN, key, apiBase, html: page } = {}) {
  const server = createServer(async (request, response) => {
    if (request.url === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    const file = PAGES[new URL(request.url, 'http://x').pathname];
    if (request.method !== 'GET' || !file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    let html = (page ?? (await readFile(file, 'utf8'))).replaceAll(DEFAULT_API_ORIGIN, apiOrigin);
    if (key) html = html.replace("'ra_pk_demo_loopback'", JSON.stringify(key));
    if (apiBase) html = html.replace("RiskAtlas('init', {", `RiskAtlas('init', { apiBase: ${JSON.stringify(apiBase)},`);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }).end(html);
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const url = `http://${host}:${server.address().port}/`;
  return { url, close: () => new Promise((resolve) => server.close(resolve)) };
}
