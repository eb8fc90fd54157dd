// The product's typeface, self-hosted (latin subset of Inter's variable font, served from our origin).
import '@fontsource-variable/inter/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { landingPage } from './routes/AppRoutes';
import { linkTokenFrom } from './session/login-source';
import { readToken } from './session/token-storage';

// Spec: a service worker left by an earlier version of the product is unregistered at start.
void navigator.serviceWorker?.getRegistrations().then((registrations) => {
  for (const registration of registrations) void registration.unregister();
});

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );

// The landing page's chunk is already on its way (the server preloads it with the page): waiting for it
// paints the page in the first frame, rather than a spinner first and the page one round trip later.
const signedIn = readToken() !== null || linkTokenFrom(window.location.search) !== null;
const landing = landingPage(window.location.pathname, signedIn);
if (landing) void landing.preload().then(render, render);
else render();
