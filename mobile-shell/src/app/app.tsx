import { SessionRoot, selectLoggedIn, useAppSelector } from '@fundax/client';
import { SignOutButton } from '@fundax/client/ui';

import { NearbyEvents } from '../features/nearby/components/nearby-events';
import { AccountSection } from './account-section';
import { store } from './store';

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

export function App() {
  return (
    <SessionRoot store={store}>
      <Shell />
    </SessionRoot>
  );
}
