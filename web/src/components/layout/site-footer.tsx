import { Link } from '@fundax/client';

import './site-footer.css';

const COLUMNS = [
  {
    title: 'Raise money',
    links: [
      { to: '/fundaxers/info', label: 'How fundraising works' },
      { to: '/fundraising/new', label: 'Start a fundraiser' },
      { to: '/fundaxers/success-stories', label: 'Success stories' },
    ],
  },
  {
    title: 'Businesses',
    links: [
      { to: '/partner/signup', label: 'Become a partner' },
      { to: '/funders', label: 'Our funders' },
      { to: '/businesses', label: 'Local businesses' },
    ],
  },
  {
    title: 'Networking',
    links: [
      { to: '/angels', label: 'Networking groups' },
      { to: '/angels/sign-up', label: 'Become an angel' },
      { to: '/angels/top-categories', label: 'Top categories' },
    ],
  },
  {
    title: 'Fundax',
    links: [
      { to: '/about-us', label: 'About us' },
      { to: '/support', label: 'Support' },
      { to: '/terms', label: 'Terms' },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="site-footer__title">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="container site-footer__note">
        Fundax · Community fundraising with local businesses in Albuquerque and Rio Rancho, New
        Mexico.
      </p>
    </footer>
  );
}
