import type { Role } from '@fundax/core';
import { memo, useState } from 'react';
import { Link } from '@fundax/client';
import { useLocation } from 'react-router';

import { BellIcon, INBOX_PATH, UnreadBadge, notificationsName } from './notification-bell';

interface NavItem {
  to: string;
  label: string;
  /** Who sees it; everyone when absent. */
  roles?: readonly Role[];
  /** Whether the item is the current page, when more than its exact path counts. */
  current?: (path: string) => boolean;
  /** The inbox: the item carries the bell and the unread count. */
  inbox?: true;
}

const HOSTS = ['partner', 'fundaxer'] as const;

export const PORTAL_NAV: readonly NavItem[] = [
  { to: '/portal/dashboard', label: 'Dashboard' },
  { to: INBOX_PATH, label: 'Notifications', inbox: true },
  {
    to: '/portal/events',
    label: 'Events',
    roles: HOSTS,
    current: (path) => path.startsWith('/portal/events') && path !== '/portal/events/history',
  },
  { to: '/portal/events/history', label: 'Event history', roles: HOSTS },
  {
    to: '/portal/locations',
    label: 'Locations',
    roles: ['partner'],
    current: (path) => path.startsWith('/portal/locations'),
  },
  { to: '/portal/fundz', label: 'Fundz', roles: HOSTS },
  { to: '/portal/fundz/history', label: 'Payout history', roles: HOSTS },
  { to: '/portal/organization', label: 'Organization' },
  { to: '/portal/profile', label: 'Profile' },
  { to: '/portal/account', label: 'Account' },
  { to: '/portal/videos', label: 'Videos' },
  { to: '/portal/documents', label: 'Documents' },
  { to: '/portal/support', label: 'Support' },
];

export function navItemsFor(role: Role | ''): NavItem[] {
  return PORTAL_NAV.filter((item) => !item.roles || (role !== '' && item.roles.includes(role)));
}

function isCurrent(item: NavItem, path: string): boolean {
  return item.current ? item.current(path) : path === item.to;
}

/**
 * The portal's sub-navigation, with the pages this role uses. A sidebar on wide screens; on a
 * phone a button naming the current page opens the list (the page stays in view). `unread` is
 * the inbox's unread count (null until known), shown on the Notifications item. Memoised: the
 * portal's frame renders again as the session settles, and the nav changes only with its props
 * and the location.
 */
export const PortalNav = memo(function PortalNav({
  userRole,
  unread = null,
}: {
  userRole: Role | '';
  unread?: number | null;
}) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const items = navItemsFor(userRole);
  const here = items.find((item) => isCurrent(item, pathname));
  return (
    <nav className="portal-nav" aria-label="Portal">
      <button
        type="button"
        className="portal-nav__toggle"
        aria-expanded={open}
        aria-controls="portal-nav-list"
        onClick={() => setOpen((value) => !value)}
      >
        <span>Portal menu</span>
        {here ? <span className="portal-nav__here">: {here.label}</span> : null}
      </button>
      <ul id="portal-nav-list" className="portal-nav__list" data-open={open}>
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={isCurrent(item, pathname) ? 'page' : undefined}
              onClick={() => setOpen(false)}
              {...(item.inbox
                ? { className: 'portal-nav__inbox', 'aria-label': notificationsName(unread) }
                : {})}
            >
              {item.inbox ? <BellIcon /> : null}
              {item.label}
              {/* A space: the visible text reads "Notifications 3", inside the name. */}
              {item.inbox ? (
                <>
                  {' '}
                  <UnreadBadge unread={unread} />
                </>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
});
