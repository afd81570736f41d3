/** A progress indicator that screen readers announce. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p role="status" className="muted">
      <span className="spinner" aria-hidden="true" /> {label}
    </p>
  );
}
