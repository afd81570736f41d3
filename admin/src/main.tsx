import {
  configFromEnv,
  initFirebase,
  mountApp,
  routePattern,
  settleVisitor,
  startRoutes,
  visitorState,
} from '@fundax/client';
import { StrictMode } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import '@fundax/client/styles/tokens.css';
import '@fundax/client/styles/base.css';
import '@fundax/client/styles/ui.css';

import { App } from './app/app';
import { routes } from './app/router';
import { store } from './app/store';
import './styles/console.css';

initFirebase(configFromEnv(import.meta.env));
store.dispatch(settleVisitor());

// The first page's code and reads, before anything renders (see docs/performance.md).
void startRoutes(routes).then((matches) => {
  const router = createBrowserRouter(routes);
  mountApp(
    (hydrating) => (
      <StrictMode>
        <App store={store} serverState={hydrating ? visitorState() : undefined}>
          <RouterProvider router={router} />
        </App>
      </StrictMode>
    ),
    { page: routePattern(matches) },
  );
});
