import { LoadError, Loading } from '@fundax/client/ui';
import { type ReactNode, type RefObject, useId } from 'react';

import type { QueueState } from '../api/queues-slice';

interface QueueSectionProps {
  title: string;
  /** What the list holds, for messages: "pending events". */
  what: string;
  queue: QueueState<unknown>;
  reload: () => void;
  /** Shown when nothing waits. */
  emptyText: string;
  /** The heading that takes focus after an item is handled (from useAnnouncer). */
  heading: RefObject<HTMLHeadingElement | null>;
  /** What just happened, for the status line (from useAnnouncer). */
  message: string | null;
  clearMessage: () => void;
  children: ReactNode;
}

/**
 * One admin action list: its heading (which takes focus after an item is handled), a reload
 * button, its loading, error and empty states, and a status line saying what just happened.
 */
export function QueueSection({
  title,
  what,
  queue,
  reload,
  emptyText,
  heading,
  message,
  clearMessage,
  children,
}: QueueSectionProps) {
  const headingId = useId();
  const loading = queue.status === 'loading' || queue.status === 'idle';
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="section-header">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {title}{' '}
          {queue.status === 'succeeded' ? (
            <span className="muted small">
              ({queue.items.length}
              {queue.more ? '+' : ''})
            </span>
          ) : null}
        </h2>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => {
            clearMessage();
            reload();
          }}
          disabled={queue.status === 'loading'}
          aria-label={`Reload ${title.toLowerCase()}`}
        >
          Reload
        </button>
      </div>
      {/* One live region that exists before its message, so the message is announced. */}
      <div role="status">
        {message ? <p className="notice notice--success">{message}</p> : null}
      </div>
      {queue.error ? <LoadError error={queue.error} what={`the ${what}`} onRetry={reload} /> : null}
      {loading && queue.items.length === 0 ? <Loading label={`Loading the ${what}…`} /> : null}
      {queue.status === 'succeeded' && queue.items.length === 0 ? (
        <p className="muted">{emptyText}</p>
      ) : null}
      {queue.items.length > 0 ? children : null}
      {queue.more && queue.items.length > 0 ? (
        <p className="muted small">
          More are waiting: the next ones appear here as these are handled.
        </p>
      ) : null}
    </section>
  );
}
