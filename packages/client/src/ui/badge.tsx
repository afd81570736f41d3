import { LISTING_STATE_LABELS, type ListingState } from '@fundax/core';

/** The colours a badge can take; the word carries the meaning, never the colour alone. */
export type BadgeTone = ListingState | 'paid' | 'due' | 'neutral' | 'accent';

/** A short state label ("Pending review", "Paid", "Special event"). */
export function Badge({ tone, children }: { tone?: BadgeTone; children: string }) {
  return <span className={tone ? `badge badge--${tone}` : 'badge'}>{children}</span>;
}

/** An event's or venue's state, in the one wording every app uses. */
export function ListingBadge({ state }: { state: ListingState }) {
  return <Badge tone={state}>{LISTING_STATE_LABELS[state]}</Badge>;
}
