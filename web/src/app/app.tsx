import { type AppStore, type RootState, SessionRoot, followSavedCopy } from '@fundax/client';
import { PageSite } from '@fundax/client/ui';
import { type ReactNode, useEffect } from 'react';

import { SAVED_DASHBOARD } from '../utils/saved-dashboard';

/**
 * The web app around its router: the store with the session, and the public site's page frame.
 * The portal dashboard's saved copy goes whenever the session says nobody is signed in.
 * The browser renders it around its router (main.tsx), the build around a static one
 * (prerender.tsx), so a prerendered page hydrates as it was rendered.
 */
export function App({
  store,
  serverState,
  children,
}: {
  store: AppStore;
  serverState?: RootState;
  children: ReactNode;
}) {
  useEffect(() => followSavedCopy(store, SAVED_DASHBOARD), [store]);
  return (
    <SessionRoot store={store} serverState={serverState}>
      <PageSite name="Fundax" describe>
        {children}
      </PageSite>
    </SessionRoot>
  );
}
