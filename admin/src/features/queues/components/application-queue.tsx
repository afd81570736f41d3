import { reviewApplicationThunk } from '@fundax/client';
import { ReviewActions } from '@fundax/client/ui';
import { NETWORK_LABELS, formatShortDay } from '@fundax/core';

import { useAnnouncer } from '../hooks/use-announcer';
import { useQueue } from '../hooks/use-queue';
import { QueueSection } from './queue-section';

/**
 * Angel applications submitted within the last 3 months, newest first (docs/product.md §5.4), with their
 * answers and categories. Older pending ones are not shown: the query's cutoff is core's.
 */
export function ApplicationQueue() {
  const { queue, reload } = useQueue('applications');
  const { heading, message, announce, clear } = useAnnouncer();
  return (
    <QueueSection
      title="Angel applications to review"
      what="pending applications"
      queue={queue}
      reload={reload}
      heading={heading}
      message={message}
      clearMessage={clear}
      emptyText="No angel applications from the last 3 months are waiting."
    >
      <ul className="plain-list stack">
        {queue.items.map((application) => (
          <li key={application.id}>
            <article className="section" aria-label={`Application of ${application.applicantName}`}>
              <h3>{application.applicantName}</h3>
              <p className="muted small">
                Submitted {formatShortDay(new Date(application.submitDate * 1000))} ·{' '}
                {application.categories.map((category) => NETWORK_LABELS[category]).join(', ')}
              </p>
              <dl className="details-list">
                {Object.entries(application.answers).map(([question, answer]) => (
                  <div key={question}>
                    <dt>{question}</dt>
                    <dd>{answer || <span className="muted">No answer</span>}</dd>
                  </div>
                ))}
              </dl>
              <ReviewActions
                id={application.id}
                name={application.applicantName}
                thunk={reviewApplicationThunk}
                onReviewed={announce}
              />
            </article>
          </li>
        ))}
      </ul>
    </QueueSection>
  );
}
