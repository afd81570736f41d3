import { type ReactNode, memo } from 'react';
import { Link } from '@fundax/client';

/** One section of the dashboard, named by its heading. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="portal-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * The few things a role comes to the dashboard to do, the first one as the main action.
 * Memoised, with each role's links a constant: the page renders again as each read answers.
 */
export const QuickActions = memo(function QuickActions({
  links,
}: {
  links: readonly { to: string; label: string }[];
}) {
  return (
    <nav aria-label="Quick actions" className="portal-actions portal-quick-actions">
      {links.map((link, index) => (
        <Link
          key={link.to}
          to={link.to}
          className={index === 0 ? 'button' : 'button button--secondary'}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
});
