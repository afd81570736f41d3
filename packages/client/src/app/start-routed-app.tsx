import { type ComponentType, type ReactNode, StrictMode } from 'react';
import type { RouteObject } from 'react-router';

import type { AppStore, RootState } from '../store/make-store';
import { mountApp } from './mount-app';
import { AppRouter } from './route-table';
import { routePattern, startFirstPage } from './start-routes';
import { visitorState } from './visitor-state';

/** An app's frame around its router: the store with the session, and its page frame. */
export type AppFrame = ComponentType<{
  store: AppStore;
  serverState?: RootState;
  children: ReactNode;
}>;

/**
 * Starts an app with a route table (the web app, the console) once its prerendered HTML is on
 * screen: the session as known without Auth and the first page's code and reads
 * (`startFirstPage`), then the app renders it, hydrating the page the build rendered for the
 * route (from the visitor's state, as the build did) or rendering afresh (`mountApp`).
 * `holdForPage`: as `mountApp`'s.
 */
export function startRoutedApp({
  store,
  routes,
  App,
  holdForPage = false,
}: {
  store: AppStore;
  routes: RouteObject[];
  App: AppFrame;
  holdForPage?: boolean;
}): Promise<void> {
  return startFirstPage(store, routes).then((matches) => {
    mountApp(
      (hydrating) => (
        <StrictMode>
          <App store={store} serverState={hydrating ? visitorState() : undefined}>
            <AppRouter routes={routes} />
          </App>
        </StrictMode>
      ),
      { page: routePattern(matches), holdForPage },
    );
  });
}
