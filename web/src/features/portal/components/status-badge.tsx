import type { EventState, VenueState } from '../api/event-status';

const LABELS: Record<EventState | VenueState, string> = {
  approved: 'Approved',
  pending: 'Pending review',
  rejected: 'Not approved',
  cancelled: 'Cancelled',
  removed: 'Removed',
};

/** An event's or venue's review state as a coloured badge (text, never colour alone). */
export function StatusBadge({ state }: { state: EventState | VenueState }) {
  return <span className={`badge status-badge status-badge--${state}`}>{LABELS[state]}</span>;
}
