// The product's typeface, self-hosted (latin subset of Inter's variable font, served from our origin).
import '@fontsource-variable/inter/index.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { landingPage } from './routes/AppRoutes';
import { linkTokenInAddress } from './session/login-source';
import { readToken, syncSignedInHint } from './session/token-storage';

// docs/product/shell-and-dashboard.md: a service worker left by an earlier version of the product is unregistered at start.
void navigator.serviceWorker?.getRegistrations().then((registrations) => {
  for (const registration of registrations) void registration.unregister();
});

syncSignedInHint();

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

const signedIn = readToken() !== null || linkTokenInAddress() !== null;
const landing = landingPage(window.location.pathname, signedIn);
// What the server pre-rendered (apps/portal/prerender.ts): a landing page, for a visitor it takes for
// signed out (its path in `data-prerendered`, hydrated in place), or the frame a signed-in page starts
// from (rendered over).
const hydrates = landing !== null && container.dataset.prerendered === window.location.pathname;

// Both as transitions: React then renders in slices of a few milliseconds, yielding to the browser in
// between, instead of one long task that blocks input while the page boots.
const start = () => {
  if (hydrates) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  // Nothing pre-rendered, the frame, or a page pre-rendered for someone else: render afresh. React
  // replaces the container's markup in the same commit, so no empty frame shows in between.
  const root = createRoot(container);
  startTransition(() => root.render(app));
};

// The landing page's chunk is already on its way (the server preloads it with the page): waiting for it
// renders, or hydrates, the whole page at once rather than a spinner first.
if (landing) void landing.preload().then(start, start);
else start();
