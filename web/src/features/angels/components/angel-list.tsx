import { Link } from '@fundax/client';

import { EmptyState } from '../../../components/ui/empty-state';
import { angelPath } from '../../../utils/public-paths';
import type { PublicProfile } from '@fundax/core';
import './angels.css';

export function AngelList({ angels }: { angels: PublicProfile[] }) {
  if (angels.length === 0) {
    return (
      <EmptyState title="No listed angels in this category yet.">
        <p>
          Work in this field? <Link to="/angels/sign-up">Apply to take the seat</Link>.
        </p>
      </EmptyState>
    );
  }
  return (
    <ul className="grid angel-list">
      {angels.map((angel) => (
        <li key={angel.id}>
          <article className="card angel-card">
            <h3 className="angel-card__title">
              <Link to={angelPath(angel.id)}>{angel.displayName}</Link>
            </h3>
            <p className="muted">
              {[angel.organizationName, angel.city].filter(Boolean).join(' · ')}
            </p>
            {angel.bio ? <p>{angel.bio}</p> : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
