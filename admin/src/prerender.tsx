import { apiOrigins, configFromEnv, makeStore, visitorState } from '@fundax/client';
import {
  type PrerenderedPage,
  pageFile,
  renderElement,
  renderRoute,
} from '@fundax/client/app/prerender';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router';

import { App } from './app/app';
import { routes } from './app/router';
import { AdminGate } from './features/auth/components/admin-gate';

/**
 * The console's pages as the build writes them (vite.prerender.ts): the sign-in screen at `/`
 * as a visitor sees it, and `app.html`, served for every console page, as a signed-in person
 * first sees it (the gate checking the sign-in), or as the last visit restores it, with the
 * dashboard's code preloaded: sign-in leads there (Auth and the reads follow the first render).
 */
export async function prerenderPages(): Promise<PrerenderedPage[]> {
  const origins = apiOrigins(configFromEnv(import.meta.env));
  const frame = (router: ReactNode) => <App store={makeStore(visitorState())}>{router}</App>;
  const signIn = await renderRoute({ routes, path: '/', frame });
  // The session not yet known: what someone with a stored session sees first.
  const checking = await renderElement(
    <App store={makeStore()}>
      <StaticRouter location="/auth/dashboard">
        <AdminGate />
      </StaticRouter>
    </App>,
  );
  return [
    {
      page: '/',
      file: pageFile('/'),
      ...signIn,
      preloadScripts: false,
      // Auth is contacted only when someone signs in, long after the page loads.
      origins: [],
    },
    {
      page: '',
      file: 'app.html',
      ...checking,
      modules: ['src/app/routes/dashboard.tsx'],
      preloadScripts: true,
      origins: [...origins.auth, origins.firestore],
    },
  ];
}
