import { ListingBadge } from '@fundax/client/ui';
import type { ListingState } from '@fundax/core';
import { Link } from '@fundax/client';

import { ReviewNote } from './review-note';

/** An event or a location waiting for review or turned down, as the dashboard lists it. */
export interface AttentionItem {
  key: string;
  state: ListingState;
  title: string;
  href: string;
  /** When it is (an event) or what it is (a location). */
  note: string;
  /** The reviewer's reason, when it was turned down. */
  reason: string | null;
}

/** Events and locations waiting for review or turned down, with the reviewer's reason. */
export function AttentionList({ items }: { items: AttentionItem[] }) {
  if (items.length === 0) {
    return <p className="muted">Nothing is waiting for review.</p>;
  }
  return (
    <ul className="portal-list" aria-label="Waiting for review or not approved">
      {items.map((item) => (
        <li key={item.key} className="portal-item">
          <p className="portal-item__meta">
            <ListingBadge state={item.state} />
            <Link to={item.href}>{item.title}</Link>
            <span className="muted">{item.note}</span>
          </p>
          <ReviewNote label="Reason" reason={item.reason} />
        </li>
      ))}
    </ul>
  );
}
