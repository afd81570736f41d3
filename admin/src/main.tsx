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
import './styles/console.css';

initFirebase(configFromEnv(import.meta.env));
store.dispatch(settleSession());

// Once the prerendered page is on screen: the first page's code and its reads, then the app
// renders it (see docs/performance.md).
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
      { page: routePattern(matches) },
    );
  });
