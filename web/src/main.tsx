// First: hands the CSP nonce to notistack's style injection before it loads.
import './app/install-csp-nonce';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { reloadWhenRestoredFromCache } from './app/back-forward-cache';
import { isPublicPath } from './app/paths';
import { createQueryClient } from './app/query-client';
import { installEarlyRequests } from './app/route-prefetch-early';
import { createAppRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

reloadWhenRestoredFromCache();
// Before any request: the page may have started this screen's GETs already (issue 33).
installEarlyRequests(window);
const queryClient = createQueryClient();
// Who is signed in: the session from the page (the BFF writes it in), else asked
// for while the first screen's code loads. A public page reads no session: its
// layout's loader starts the visitor together with the page's own data (routes.tsx).
if (!isPublicPath(window.location.pathname)) {
  void import('./api/session-bootstrap').then(({ startSessionQuery }) => startSessionQuery(queryClient));
}
const router = createAppRouter(queryClient);

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
