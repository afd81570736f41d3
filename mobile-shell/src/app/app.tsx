import {
  type AppStore,
  type RootState,
  SessionRoot,
  selectLoggedIn,
  useAppSelector,
} from '@fundax/client';
import { SignOutButton } from '@fundax/client/ui';

import { NearbyEvents } from '../features/nearby/components/nearby-events';
import { AccountSection } from './account-section';

function Header() {
  const loggedIn = useAppSelector(selectLoggedIn);
  return (
    <header className="bar">
      <h1 className="bar__brand">
        <span aria-hidden="true" className="bar__mark">
          ◆
        </span>{' '}
        Fundax
      </h1>
      {loggedIn ? <SignOutButton /> : null}
    </header>
  );
}

/** The single dashboard page: the account (sign in or dashboard), then events nearby. */
export function Shell() {
  return (
    <>
      <Header />
      <main className="page stack">
        <AccountSection />
        <NearbyEvents />
      </main>
    </>
  );
}

/**
 * The shell with its store and session. The browser renders it (main.tsx), the build
 * prerenders it as a visitor first sees it (prerender.tsx), and the browser hydrates that.
 */
export function App({ store, serverState }: { store: AppStore; serverState?: RootState }) {
  return (
    <SessionRoot store={store} serverState={serverState}>
      <Shell />
    </SessionRoot>
  );
}
