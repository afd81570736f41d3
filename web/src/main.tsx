import { configFromEnv, initFirebase, startRoutedApp } from '@fundax/client';
import '@fundax/client/styles/tokens.css';
import '@fundax/client/styles/base.css';
import '@fundax/client/styles/ui.css';

import { App } from './app/app';
import { routes } from './app/router';
import { store } from './app/store';
import './styles/site.css';

initFirebase(configFromEnv(import.meta.env));

// Link-preview tags the Hosting function put in <head> for crawlers (functions/src/cards): the
// pages render their own, so these must not linger beside them or past a navigation.
for (const tag of document.head.querySelectorAll('[data-social-card]')) tag.remove();

// Once the prerendered page is on screen: the session as known without Auth, the first page's
// code (already loaded where it was preloaded) and its reads, then the app renders (hydrates) it.
void startRoutedApp({
  store,
  routes,
  App,
  // The portal's reads and Auth load once the page (its greeting, the LCP) is painted.
  holdForPage: true,
});
