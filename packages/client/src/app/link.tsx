import { type AnchorHTMLAttributes, type MouseEvent, type Ref, memo, useContext } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of the app ("/events/1"), or a query or fragment of the current page ("?tab=2"). */
  to: string;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  /** Travels with the history entry (`useLocation().state`), as React Router's does. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

/** The address a link's `to` names, from the page it is on. */
function hrefOf(to: string, location: { pathname: string; search: string }): string {
  if (to.startsWith('?')) return location.pathname + to;
  if (to.startsWith('#')) return location.pathname + location.search + to;
  return to;
}

/** A click the browser should handle itself: a new tab or window, a download, another frame. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    (target !== undefined && target !== '_self') ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey
  );
}

/**
 * A link to a page of the app, followed by the router without a reload. It does what React
 * Router's `Link` does for the links the apps write (a path, a query or fragment of the current
 * page, optional `state` and `replace`), and a link to the page already shown replaces its
 * history entry, as React Router's does. It is the apps' only `Link` because React Router's
 * resolves relative paths against the route tree on every render: five hooks and two JSON
 * round trips of the route matches per link, about 20 ms of the portal dashboard's first render
 * at 4x CPU slowdown (docs/performance.md). This one reads the router's navigator and location.
 *
 * Memoised: a page's links mostly take a path and a text, so one renders again only when those
 * or the location change, not each time the part around it does (a dashboard's nav and lists
 * rendered their 11 to 25 links again at every read that answered).
 */
export const Link = memo(function Link({
  to,
  replace,
  state,
  onClick,
  target,
  ref,
  children,
  ...rest
}: LinkProps) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const href = hrefOf(to, location);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (leftToBrowser(event, target)) return;
    event.preventDefault();
    const here = location.pathname + location.search + location.hash;
    if (replace ?? here === href) navigator.replace(href, state);
    else navigator.push(href, state);
  };
  return (
    <a {...rest} ref={ref} href={href} target={target} onClick={follow}>
      {children}
    </a>
  );
});

/** Whether `pathname` is `to`'s page or one below it ("/" only itself), ignoring case. */
export function isActivePath(to: string, pathname: string): boolean {
  const path = to.split(/[?#]/)[0]!.toLowerCase();
  const here = pathname.toLowerCase();
  if (here === path) return true;
  return path !== '/' && here.startsWith(path.endsWith('/') ? path : `${path}/`);
}

/**
 * A navigation link that marks the page it leads to, as React Router's `NavLink` does: class
 * `active` and `aria-current="page"` on that page and the pages below it.
 */
export function NavLink({ className, ...props }: LinkProps) {
  const active = isActivePath(props.to, useLocation().pathname);
  const classes = [className, active ? 'active' : undefined].filter(Boolean).join(' ');
  return (
    <Link
      {...props}
      className={classes || undefined}
      aria-current={active ? 'page' : props['aria-current']}
    />
  );
}
