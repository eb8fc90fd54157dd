/**
 * The server-side entry the build uses (apps/portal/prerender.ts): the same tree as main.tsx, rendered
 * with the styles it used, for the public landing pages (hydrated in the browser) and for the frame a
 * signed-in page starts from (replaced by the browser's own render).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { App } from './App';
import { FRAME_PATH } from './frame/greeting';
import { landingPage } from './routes/AppRoutes';

export interface PrerenderedPage {
  /** The markup that goes inside `#root`. */
  html: string;
  /** styled-components' `<style>` tags for that markup. */
  styleTags: string;
}

function render(app: React.JSX.Element, location: string): PrerenderedPage {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <StaticRouter location={location}>{app}</StaticRouter>
        </StrictMode>,
      ),
    );
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/** A public landing page as a signed-out visitor gets it, rendered complete as main.tsx hydrates it. */
export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  const landing = landingPage(path, false);
  if (!landing) throw new Error(`${path} is not a landing page: only those are pre-rendered.`);
  // The page's chunk loaded first: no loading state in the markup.
  await landing.preload();
  return render(<App />, path);
}

/** Stands in for the visitor's token on the server, where none is stored and nothing is fetched. */
const FRAME_TOKEN = 'prerendered-frame';

/**
 * What every signed-in page shows while the user loads: the header's brand, the page waiting unseen.
 * The server sends it to a browser that says it is signed in, so something paints before the scripts
 * have run; the browser then renders the page afresh over it.
 */
export function prerenderFrame(): PrerenderedPage {
  return render(<App initialToken={FRAME_TOKEN} />, FRAME_PATH);
}
