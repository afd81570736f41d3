import { type ReactNode, useEffect } from 'react';
import { Provider } from 'react-redux';

import { followSessionSummary } from '../session/session-summary';
import { startSession } from '../session/start-session';
import type { AppStore, RootState } from '../store/make-store';

/**
 * An app's root: its store, and the session started once. Startup asks Auth for the current
 * user (and its claims) and follows sign-in and sign-out from then on.
 *
 * `serverState`: when hydrating a prerendered page, the state the build rendered it with (see
 * `visitorState`), so the first render matches the HTML even if a read the page started has
 * changed the store meanwhile; React then renders the difference.
 */
export function SessionRoot({
  store,
  serverState,
  children,
}: {
  store: AppStore;
  serverState?: RootState;
  children: ReactNode;
}) {
  useEffect(() => store.dispatch(startSession()), [store]);
  // What the next visit restores at once (session-summary.ts).
  useEffect(() => followSessionSummary(store), [store]);
  return (
    <Provider store={store} serverState={serverState}>
      {children}
    </Provider>
  );
}
