import {
  selectEmailToVerify,
  selectRole,
  selectSessionRestored,
  useAccountEmailSync,
  lazyPart,
  useAppSelector,
} from '@fundax/client';
import { selectKnownUnreadCount } from '@fundax/client/notifications/unread-count';
import { PageLoading, PageSite } from '@fundax/client/ui';
import { Suspense } from 'react';
import { Outlet } from 'react-router';

import { NewMessagesAnnouncer, NotificationBell } from './notification-bell';
import { PortalNav } from './portal-nav';
import './portal.css';

// Neither says anything when its code cannot be fetched: the bell goes without its count, and
// the request to verify waits for the next page load.
const UnreadCountReader = lazyPart(async () => (await import('./unread-count-reader')).default);

// Its own chunk: only a password user who has not verified yet ever loads it.
const VerifyEmailBanner = lazyPart(
  async () => (await import('./verify-email-banner')).VerifyEmailBanner,
);

/**
 * The portal's frame, inside the site layout: its sub-navigation beside the current page, and
 * the bell with the unread count (beside the menu's button on phones; on wide screens the
 * menu's Notifications item shows the count), with the request to verify the email above the
 * page while that is due. The bell appears with the frame, after the account loaded, so it
 * moves nothing already on screen; the count fills the badge in place. The account's copy of
 * the email follows the identity's here, whichever page the person opens first.
 */
export function PortalShell() {
  const role = useAppSelector(selectRole);
  const unread = useAppSelector(selectKnownUnreadCount);
  const emailToVerify = useAppSelector(selectEmailToVerify);
  // The count is read once Auth has confirmed a restored session (no read can go before): its
  // code and Firestore then load after the page, and beside the page's own reads, not before.
  const restored = useAppSelector(selectSessionRestored);
  useAccountEmailSync();
  return (
    <div className="container portal">
      <div className="portal__side">
        <PortalNav userRole={role} unread={unread} />
        <NotificationBell unread={unread} />
        <NewMessagesAnnouncer unread={unread} />
        {restored ? null : (
          <Suspense fallback={null}>
            <UnreadCountReader />
          </Suspense>
        )}
      </div>
      <div className="portal__page">
        {emailToVerify ? (
          <Suspense fallback={null}>
            <VerifyEmailBanner />
          </Suspense>
        ) : null}
        {/* Portal pages are private (no description) and sit in this frame, not their own. */}
        <PageSite name="Your Fundax portal" framed={false}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageSite>
      </div>
    </div>
  );
}
