import {
  AppRouter,
  afterFirstPaint,
  configFromEnv,
  initFirebase,
  mountApp,
  routePattern,
  settleSession,
  startRoutes,
  visitorState,
} from '@fundax/client';
import { StrictMode } from 'react';
import '@fundax/client/styles/tokens.css';
import '@fundax/client/styles/base.css';
import '@fundax/client/styles/ui.css';

import { App } from './app/app';
import { routes } from './app/router';
import { store } from './app/store';
import './styles/site.css';

initFirebase(configFromEnv(import.meta.env));
store.dispatch(settleSession());

// Link-preview tags the Hosting function put in <head> for crawlers (functions/src/cards): the
// pages render their own, so these must not linger beside them or past a navigation.
for (const tag of document.head.querySelectorAll('[data-social-card]')) tag.remove();

// Once the prerendered page is on screen: the first page's code (already loaded where it was
// preloaded) and its reads, then the app renders (hydrates) it.
void afterFirstPaint()
  .then(() => startRoutes(routes))
  .then((matches) => {
    mountApp(
      (hydrating) => (
        <StrictMode>
          <App store={store} serverState={hydrating ? visitorState() : undefined}>
            <AppRouter routes={routes} />
          </App>
        </StrictMode>
      ),
      // The portal's reads and Auth load once the page (its greeting, the LCP) is painted.
      { page: routePattern(matches), holdForPage: true },
    );
  });
