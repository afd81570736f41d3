import { configFromEnv, initFirebase, startRoutedApp } from '@fundax/client';
import '@fundax/client/styles/tokens.css';
import '@fundax/client/styles/base.css';
import '@fundax/client/styles/ui.css';

import { App } from './app/app';
import { routes } from './app/router';
import { store } from './app/store';
import './styles/console.css';

initFirebase(configFromEnv(import.meta.env));

// Once the prerendered page is on screen: the session as known without Auth, the first page's
// code and its reads, then the app renders it (see docs/performance.md).
void startRoutedApp({ store, routes, App });
