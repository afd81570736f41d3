import { type ReactNode, useState } from 'react';
import { Link, NavLink } from '@fundax/client';

import { HeaderSearch } from './header-search';
import './site-header.css';

const NAV = [
  { to: '/special-events', label: 'Events' },
  { to: '/fundaxer-listing', label: 'Fundraisers' },
  { to: '/partners', label: 'Partners' },
  { to: '/angels', label: 'Networking' },
  { to: '/about-us', label: 'About' },
];

/**
 * The site header: brand, search box, menu. `account` is the sign-in / portal control, supplied by the app layer (it
 * depends on the session, which shared components must not know about).
 */
export function SiteHeader({ account }: { account: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to="/" className="site-header__brand" aria-label="Fundax home">
          <span aria-hidden="true" className="site-header__mark">
            ◆
          </span>
          Fundax
        </Link>
        <HeaderSearch />
        <button
          type="button"
          className="site-header__toggle"
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpen((value) => !value)}
        >
          Menu
        </button>
        <nav id="site-nav" aria-label="Main" className="site-header__nav" data-open={open}>
          <ul>
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} onClick={() => setOpen(false)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="site-header__account">{account}</div>
        </nav>
      </div>
    </header>
  );
}
