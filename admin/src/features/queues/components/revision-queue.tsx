import { Link, reviewRevisionThunk } from '@fundax/client';
import { ChangeTable, ReviewActions } from '@fundax/client/ui';
import { formatDateTime, revisionChangeRows } from '@fundax/core';

import { TableFrame } from '../../../components/ui/table-frame';
import type { RevisionRecord } from '../../../utils/records';
import { useAnnouncer } from '../hooks/use-announcer';
import { useQueue } from '../hooks/use-queue';
import { QueueSection } from './queue-section';

const KIND = { event: 'Event', venue: 'Venue' } as const;

/**
 * Changes to approved events and venues that both sides agreed to, oldest first: the approved
 * version stays public until an admin approves the change here (then it applies) or rejects it
 * with a reason the owner sees.
 */
export function RevisionQueue() {
  const { queue, reload } = useQueue('revisions');
  const { heading, message, announce, clear } = useAnnouncer();
  return (
    <QueueSection
      title="Changes to review"
      what="changes to approved listings"
      queue={queue}
      reload={reload}
      heading={heading}
      message={message}
      clearMessage={clear}
      emptyText="No change to an approved event or venue is waiting for review."
    >
      <ul className="stack" aria-label="Changes to review">
        {queue.items.map((revision) => (
          <RevisionItem key={revision.id} revision={revision} announce={announce} />
        ))}
      </ul>
    </QueueSection>
  );
}

function RevisionItem({
  revision,
  announce,
}: {
  revision: RevisionRecord;
  announce: (message: string) => void;
}) {
  const name = `the change to “${revision.title}”`;
  return (
    <li className="card">
      <p>
        <strong>{KIND[revision.targetType]}</strong>{' '}
        <Link to={`/auth/record/${revision.targetId}?kind=${revision.targetType}`}>
          {revision.title}
        </Link>
        <span className="muted small"> · proposed {formatDateTime(revision.updatedAt)}</span>
      </p>
      <TableFrame label={`What ${name} changes`}>
        <ChangeTable
          rows={revisionChangeRows(revision)}
          caption={`What ${name} changes: approved value beside proposed`}
          className="table"
          captionHidden
        />
      </TableFrame>
      <ReviewActions
        id={revision.id}
        name={name}
        thunk={reviewRevisionThunk}
        onReviewed={announce}
      />
    </li>
  );
}
