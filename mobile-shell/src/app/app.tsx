import { selectLoggedIn, selectUserStatus, useAppSelector } from '@fundax/client';
import { Loading, SignOutButton } from '@fundax/client/ui';
import { Suspense, lazy } from 'react';

import { AccountSection } from './account-section';
import { MobileRoot } from './mobile-root';
import { OfflineBanner } from './offline-banner';
import { store } from './store';

// Events nearby run a callable (its contract, zod and the Functions SDK): a chunk of its own,
// loaded as the page renders, so the first paint does not wait for it.
const NearbyEvents = lazy(() =>
  import('../features/nearby/components/nearby-events').then((module) => ({
    default: module.NearbyEvents,
  })),
);

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
        <Suspense fallback={<Loading label="Finding events…" />}>
          <NearbyEvents />
        </Suspense>
      </main>
    </>
  );
}

export function App() {
  return (
    <MobileRoot store={store}>
      <Shell />
    </MobileRoot>
  );
}
