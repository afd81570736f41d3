import { Badge, Loaded } from '@fundax/client/ui';
import { formatShortDay } from '@fundax/core';

import { EmptyState } from '../../../components/ui/empty-state';
import type { SupportRequestView } from '../api/support-request-view';
import { useSupportRequests } from '../hooks/use-support-requests';

/** The user's own support requests, newest first, with the team's answer once resolved. */
export function SupportRequests() {
  const { entry, retry } = useSupportRequests();
  return (
    <section className="portal-section" aria-labelledby="requests-heading">
      <h2 id="requests-heading">Your requests</h2>
      <Loaded entry={entry} what="your requests" retry={retry}>
        {(requests) =>
          requests.length === 0 ? (
            <EmptyState title="No requests yet">
              <p>Questions about an event, a payout or your account? Send one below.</p>
            </EmptyState>
          ) : (
            <ul className="portal-list" aria-label="Your support requests">
              {requests.map((request) => (
                <li key={request.id}>
                  <RequestCard request={request} />
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </section>
  );
}

function RequestCard({ request }: { request: SupportRequestView }) {
  const resolved = request.status === 'resolved';
  return (
    <article className="card portal-item">
      <p className="portal-item__meta">
        <Badge tone={resolved ? 'approved' : 'pending'}>{resolved ? 'Resolved' : 'Open'}</Badge>
        <span className="muted">
          Sent <time dateTime={request.createdAt}>{formatShortDay(request.createdAt)}</time>
        </span>
      </p>
      <h3>{request.subject}</h3>
      <p className="support-message">{request.message}</p>
      {resolved && request.resolution ? (
        <p>
          <strong>Our answer:</strong> {request.resolution}
        </p>
      ) : null}
    </article>
  );
}
