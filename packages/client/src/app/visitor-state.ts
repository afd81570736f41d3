import { signedOut } from '../session/session-events';
import { type RootState, makeStore } from '../store/make-store';

/**
 * The store's state on a visitor's first render: nothing read yet, and known to be signed out.
 * The build prerenders every page from this state, and the browser hydrates from it.
 */
export function visitorState(): RootState {
  const store = makeStore();
  store.dispatch(signedOut());
  return store.getState();
}
