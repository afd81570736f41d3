/**
 * A progress indicator that screen readers announce. `reserve`: for a list with more of the page
 * after it, hold a screen's height, so what follows starts below the fold and does not jump
 * when the list arrives (a layout shift).
 */
export function Loading({
  label = 'Loading…',
  reserve = false,
}: {
  label?: string;
  reserve?: boolean;
}) {
  return (
    <p role="status" className={reserve ? 'muted loading-reserve' : 'muted'}>
      <span className="spinner" aria-hidden="true" /> {label}
    </p>
  );
}
