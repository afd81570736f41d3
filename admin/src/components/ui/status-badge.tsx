export type BadgeTone =
  'pending' | 'approved' | 'rejected' | 'cancelled' | 'disabled' | 'paid' | 'neutral';

/** A short state label ("Pending", "Paid", ...); the word carries the meaning, not the colour. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: string }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}
