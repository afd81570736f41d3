import { type ReactNode, useState } from 'react';

/**
 * A progress indicator that screen readers announce. The words show at once; the turning mark
 * beside them only once the wait has lasted a second (`.spinner--deferred`, ui.css). `reserve`:
 * for a list with more of the page after it, hold a screen's height, so what follows starts
 * below the fold and does not jump when the list arrives (a layout shift).
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
      <span className="spinner spinner--deferred" aria-hidden="true" /> {label}
    </p>
  );
}

/**
 * What a layout shows while a page's code loads on a navigation: the progress line (`children`,
 * `Loading` by default) under the title the document had, so that it is never without one until
 * the page puts in its own (the page that held the title is gone meanwhile).
 */
export function PageLoading({ children }: { children?: ReactNode }) {
  const [title] = useState(() => (typeof document === 'undefined' ? '' : document.title));
  return (
    <>
      {title ? <title>{title}</title> : null}
      {children ?? <Loading />}
    </>
  );
}
