import {
  configFromEnv,
  initFirebase,
  isOnline,
  mountApp,
  settleSession,
  visitorState,
} from '@fundax/client';
import { searchNearby } from '@fundax/client/nearby/nearby-slice';
import '@fundax/client/styles/tokens.css';
import '@fundax/client/styles/base.css';
import '@fundax/client/styles/ui.css';
import { StrictMode } from 'react';

import { App } from './app/app';
import { store } from './app/store';
import { nearbyQuery } from './features/nearby/components/nearby-events';
import './styles/app.css';

initFirebase(configFromEnv(import.meta.env));
// Offline, a signed-in phone shows the copy it saved instead, and the session starts when the
// network is back (MobileRoot): nothing to settle or ask for now.
if (isOnline()) {
  store.dispatch(settleSession());
  // The events nearby (the page's largest content) are asked for before anything renders.
  void store.dispatch(searchNearby(nearbyQuery(null)));
}

mountApp(
  (hydrating) => (
    <StrictMode>
      <App store={store} serverState={hydrating ? visitorState() : undefined} />
    </StrictMode>
  ),
  { page: '/' },
);
