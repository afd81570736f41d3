import { EmailWithVerification } from '@fundax/client/ui';
import { formatDateTime } from '@fundax/core';
import { useEffect, useRef, useState } from 'react';

import { useAnnouncer } from '../hooks/use-announcer';
import { useQueue } from '../hooks/use-queue';
import { QueueSection } from './queue-section';
import { ResolveForm } from './resolve-form';

/** Open support requests, oldest first, each resolved with a note of what was done. */
export function SupportQueue() {
  const { queue, reload } = useQueue('support');
  const { heading, message, announce, clear } = useAnnouncer();
  return (
    <QueueSection
      title="Open support requests"
      what="open support requests"
      queue={queue}
      reload={reload}
      heading={heading}
      message={message}
      clearMessage={clear}
      emptyText="No support requests are open."
    >
      <ul className="plain-list stack">
        {queue.items.map((request) => (
          <li key={request.id}>
            <SupportRequestItem request={request} onResolved={announce} />
          </li>
        ))}
      </ul>
    </QueueSection>
  );
}

function SupportRequestItem({
  request,
  onResolved,
}: {
  request: {
    id: string;
    subject: string;
    message: string;
    requesterEmail: string | null;
    /** Whether the address was verified when they wrote: an unverified one proves nothing. */
    requesterEmailVerified: boolean;
    createdAt: string;
  };
  onResolved: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [closedByCancel, setClosedByCancel] = useState(false);
  const resolveButton = useRef<HTMLButtonElement>(null);
  // Cancelling the form gives focus back to the button that opened it.
  useEffect(() => {
    if (closedByCancel && !open) resolveButton.current?.focus();
  }, [closedByCancel, open]);
  return (
    <article className="section" aria-label={`Support request: ${request.subject}`}>
      <h3>{request.subject}</h3>
      <p className="muted small">
        <EmailWithVerification
          email={request.requesterEmail}
          verified={request.requesterEmailVerified}
          none="No email on file"
        />{' '}
        · {formatDateTime(request.createdAt)}
      </p>
      <p className="pre-line">{request.message}</p>
      {open ? (
        <ResolveForm
          id={request.id}
          subject={request.subject}
          onResolved={onResolved}
          onCancel={() => {
            setClosedByCancel(true);
            setOpen(false);
          }}
        />
      ) : (
        <button
          ref={resolveButton}
          type="button"
          className="button button--small"
          onClick={() => setOpen(true)}
          aria-label={`Resolve… ${request.subject}`}
        >
          Resolve…
        </button>
      )}
    </article>
  );
}
