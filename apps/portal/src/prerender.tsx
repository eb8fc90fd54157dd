/**
 * The server-side entry the build uses to pre-render the public landing pages (apps/portal/prerender.ts):
 * the same tree as main.tsx, rendered for a signed-out visitor at one path, with the styles it used.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { App } from './App';
import { landingPage } from './routes/AppRoutes';

export interface PrerenderedPage {
  /** The markup that goes inside `#root`. */
  html: string;
  /** styled-components' `<style>` tags for that markup. */
  styleTags: string;
}

export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  const landing = landingPage(path, false);
  if (!landing) throw new Error(`${path} is not a landing page: only those are pre-rendered.`);
  // Rendered complete, as main.tsx hydrates it: the page's chunk loaded first, no loading state.
  await landing.preload();
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <StaticRouter location={path}>
            <App />
          </StaticRouter>
        </StrictMode>,
      ),
    );
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
