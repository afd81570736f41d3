import {
  type AppStore,
  type RootState,
  selectLoggedIn,
  selectUserStatus,
  useAppSelector,
} from '@fundax/client';
import { SignOutButton } from '@fundax/client/ui';

import { NearbyEvents } from '../features/nearby/components/nearby-events';
import { AccountSection } from './account-section';
import { MobileRoot } from './mobile-root';
import { OfflineBanner } from './offline-banner';

function Header() {
  const loggedIn = useAppSelector(selectLoggedIn);
  const status = useAppSelector(selectUserStatus);
  return (
    <header className="bar">
      <h1 className="bar__brand">
        <span aria-hidden="true" className="bar__mark">
          ◆
        </span>{' '}
        Fundax
      </h1>
      {loggedIn || status === 'missing' ? <SignOutButton /> : null}
    </header>
  );
}

/** The single dashboard page: the account (sign in or dashboard), then events nearby. */
export function Shell() {
  return (
    <>
      <Header />
      <OfflineBanner />
      <main className="page stack">
        <AccountSection />
        {/* In the first load and the prerendered page: nearby runs its callable over a plain
            fetch (no contract, zod or Functions SDK), asked for as the entry runs. */}
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
    <MobileRoot store={store} serverState={serverState}>
      <Shell />
    </MobileRoot>
  );
}
