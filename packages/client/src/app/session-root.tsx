import { type ReactNode, useEffect } from 'react';
import { Provider } from 'react-redux';

import { startSession } from '../session/start-session';
import type { AppStore } from '../store/make-store';

/**
 * An app's root: its store, and the session started once. Startup asks Auth for the current
 * user (and its claims) and follows sign-in and sign-out from then on.
 */
export function SessionRoot({ store, children }: { store: AppStore; children: ReactNode }) {
  useEffect(() => store.dispatch(startSession()), [store]);
  return <Provider store={store}>{children}</Provider>;
}
