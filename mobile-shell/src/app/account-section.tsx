import {
  type SavedCopy,
  mayBeEmailLink,
  lazyPart,
  persistedUserId,
  savedPart,
  selectAccount,
  selectIdentity,
  selectIsAdmin,
  selectSession,
  selectUid,
  selectUserStatus,
  useAppSelector,
  useOnline,
} from '@fundax/client';
import { Loading, Notice } from '@fundax/client/ui';
import { Suspense, useEffect, useMemo } from 'react';

import { readOfflineCopy } from '../lib/offline-copy';
import { webUrl } from '../utils/web-url';
import { SignIn } from './sign-in';
import type { Viewer } from './viewer';

// Only signed-in people need the dashboard, its actions and their slices: a visitor's first
// load skips them all. Once visited, the service worker has them for offline use.
const SignedInPage = lazyPart(
  async () => (await import('./signed-in/signed-in-page')).SignedInPage,
  'your dashboard',
);

function SignedIn(props: { viewer: Viewer; live: boolean; copy: SavedCopy | null }) {
  return (
    <Suspense fallback={<Loading label="Loading your dashboard…" />}>
      <SignedInPage {...props} />
    </Suspense>
  );
}

/**
 * Sign in, or the signed-in page: live once the session has the account (or knows an admin
 * without one), else from this phone's saved copy of the user it is still signed in as
 * (offline, or while the session starts), else what a signed-in person without an account can
 * do.
 */
export function AccountSection() {
  const status = useAppSelector(selectUserStatus);
  const uid = useAppSelector(selectUid);
  const account = useAppSelector(selectAccount);
  const identity = useAppSelector(selectIdentity);
  const isAdmin = useAppSelector(selectIsAdmin);
  const session = useAppSelector(selectSession);
  const online = useOnline();
  // The saved copy, only for the user this phone is signed in as (Auth's stored user before
  // the session has started, the session's own after).
  const copy = useMemo(
    () => (status === 'signed-out' ? null : readOfflineCopy(uid ?? persistedUserId())),
    [status, uid],
  );
  const saved = savedPart<Viewer>(copy, 'viewer');
  useEffect(() => {
    // Signed in from an emailed link: the link's one-time code leaves the address bar.
    if (status === 'loaded' && mayBeEmailLink(window.location.href)) {
      window.history.replaceState(null, '', '/');
    }
  }, [status]);
  switch (status) {
    case 'loaded':
      return (
        <SignedIn
          viewer={{
            uid: uid ?? '',
            // A session restored at start-up has its role and name before the account loads.
            role: account?.role ?? (session.role === '' ? null : session.role),
            displayName: account?.displayName ?? session.displayName,
            admin: isAdmin,
          }}
          live
          copy={copy}
        />
      );
    case 'missing':
      return isAdmin ? (
        <SignedIn
          viewer={{
            uid: uid ?? '',
            role: null,
            displayName: identity?.displayName ?? null,
            admin: true,
          }}
          live
          copy={copy}
        />
      ) : (
        <FinishSignUp email={identity?.email ?? null} />
      );
    case 'signed-out':
      return <SignIn online={online} />;
    case 'failed':
      return saved ? (
        <>
          <Notice tone="warning">
            <p>We could not reach Fundax, so this is what your phone saved.</p>
          </Notice>
          <SignedIn viewer={saved} live={false} copy={copy} />
        </>
      ) : (
        <SignIn online={online} />
      );
    default:
      if (saved) return <SignedIn viewer={saved} live={false} copy={copy} />;
      return online ? (
        <Loading label="Checking your sign-in…" />
      ) : (
        <Notice>
          <p>Your dashboard shows here once you are back online.</p>
        </Notice>
      );
  }
}

function FinishSignUp({ email }: { email: string | null }) {
  const signUp = webUrl('/portal/dashboard');
  return (
    <section className="card" aria-labelledby="no-account-heading">
      <h2 id="no-account-heading">Finish setting up your account</h2>
      <p>
        You are signed in{email ? ` as ${email}` : ''}, but your Fundax account is not set up yet.
        Finish signing up on the web site.
      </p>
      {signUp ? (
        <p>
          <a href={signUp}>Finish signing up</a>
        </p>
      ) : null}
    </section>
  );
}
