import { makeStore, startSession } from '@fundax/client';

/** The web app's one store. The session starts with it: Auth is asked for the current user. */
export const store = makeStore();
store.dispatch(startSession());
