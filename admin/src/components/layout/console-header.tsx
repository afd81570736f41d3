import { type ReactNode, useState } from 'react';
import { Link, NavLink } from '@fundax/client';
import { useLocation } from 'react-router';

import './console-header.css';

export interface NavItem {
  to: string;
  label: string;
}

/**
 * The console's header: its name, the navigation and the account. On a phone the navigation
 * folds behind a Menu button (aria-expanded), and folds again after each navigation.
 */
export function ConsoleHeader({ nav, account }: { nav: NavItem[]; account: ReactNode }) {
  const { pathname } = useLocation();
  // Open for the page it was opened on: navigating elsewhere folds it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  return (
    <header className="console-header">
      <div className="console-header__bar container">
        <Link to="/auth/dashboard" className="console-header__brand">
          Fundax <span>admin</span>
        </Link>
        <button
          type="button"
          className="console-header__menu"
          aria-expanded={open}
          aria-controls="console-nav"
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          Menu
        </button>
        <div className="console-header__account">{account}</div>
      </div>
      <nav
        id="console-nav"
        aria-label="Console"
        className={`console-nav container${open ? ' console-nav--open' : ''}`}
      >
        <ul>
          {nav.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to}>{item.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
