import { apiOrigins, configFromEnv, makeStore, visitorState } from '@fundax/client';
import { type PrerenderedPage, renderElement } from '@fundax/client/app/prerender';

import { App } from './app/app';

/**
 * The shell's one page as the build writes it (vite.prerender.ts): as a visitor first sees it,
 * the sign-in card and the nearby section, painted before any script runs and then hydrated.
 */
export async function prerenderPages(): Promise<PrerenderedPage[]> {
  const origins = apiOrigins(configFromEnv(import.meta.env));
  const page = await renderElement(<App store={makeStore(visitorState())} />);
  return [
    {
      page: '/',
      file: 'index.html',
      ...page,
      modules: [],
      preloadScripts: false,
      // The nearby search starts as the entry runs.
      origins: [origins.functions],
    },
  ];
}
