import {
  type AppStore,
  type RootState,
  followSavedCopy,
  followSessionSummary,
  hasPersistedUser,
  isOnline,
  startSession,
  useOnline,
} from '@fundax/client';
import { type ReactNode, useEffect, useState } from 'react';
import { Provider } from 'react-redux';

import { OFFLINE_COPY } from '../lib/offline-copy';

/**
 * The app's root: its store, the session, and the offline copy's lifetime.
 * - The session starts at once online, and for a visitor with no stored sign-in (nothing to
 *   ask the network). A signed-in phone that opens offline does not start it: Auth and the
 *   account read would only fail; the page shows the saved copy, and the session starts when
 *   the network comes back.
 * - What the next visit restores at once is kept up to date (session-summary.ts).
 * - `serverState`: when hydrating the prerendered page, the state the build rendered it with.
 * - Whenever the session says nobody is signed in (sign-out, or a session Auth no longer
 *   honours), the saved copy is removed: nothing of one person stays for the next.
 */
export function MobileRoot({
  store,
  serverState,
  children,
}: {
  store: AppStore;
  serverState?: RootState;
  children: ReactNode;
}) {
  const online = useOnline();
  const [startNow, setStartNow] = useState(() => isOnline() || !hasPersistedUser());
  // Latched while rendering (not in an effect): once the network is back the session starts,
  // and going offline again later does not stop it.
  if (online && !startNow) setStartNow(true);
  useEffect(() => (startNow ? store.dispatch(startSession()) : undefined), [store, startNow]);
  useEffect(() => followSessionSummary(store), [store]);
  useEffect(() => followSavedCopy(store, OFFLINE_COPY), [store]);
  return (
    <Provider store={store} serverState={serverState}>
      {children}
    </Provider>
  );
}
