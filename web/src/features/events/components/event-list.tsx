import type { ReactNode } from 'react';

import { EmptyState } from '../../../components/ui/empty-state';
import type { EventView } from '@fundax/core';
import { EventCard } from './event-card';

interface EventListProps {
  events: EventView[];
  /** Said when the list is empty, with what to do next in `emptyHint`. */
  emptyTitle: string;
  emptyHint?: ReactNode;
  headingLevel?: 2 | 3;
}

export function EventList({ events, emptyTitle, emptyHint, headingLevel }: EventListProps) {
  if (events.length === 0) return <EmptyState title={emptyTitle}>{emptyHint}</EmptyState>;
  return (
    <ul className="grid event-list">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
