import { Link, setSpecialEventThunk, useThunk } from '@fundax/client';
import { Badge, CallFailureNotice, LoadError, Loading } from '@fundax/client/ui';
import { formatDateTime } from '@fundax/core';
import { useRef, useState } from 'react';

import { TableFrame } from '../../../components/ui/table-frame';
import type { EventRecord } from '../../../utils/records';
import { CONTENT_LIMIT } from '../api/content-reads';
import { useContent } from '../hooks/use-content';

/** Approved upcoming events, featured or not, each with its feature switch (setSpecialEvent). */
export function SpecialEventsTable() {
  const { entry, reload } = useContent('special');
  const status = useRef<HTMLParagraphElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const events = entry.data;
  return (
    <section className="section" aria-labelledby="special-candidates">
      <h2 id="special-candidates">Approved upcoming events</h2>
      <p ref={status} role="status" className="small">
        {message ??
          `Featured events appear on the public special-events page until they end. The next ${CONTENT_LIMIT} events to end are listed.`}
      </p>
      {entry.error ? (
        <LoadError error={entry.error} what="the upcoming events" onRetry={reload} />
      ) : null}
      {!events && !entry.error ? <Loading label="Loading the upcoming events…" /> : null}
      {events?.length === 0 ? <p className="muted">No approved event is coming up.</p> : null}
      {events && events.length > 0 ? (
        <TableFrame label="Approved upcoming events">
          <table className="table">
            <caption className="visually-hidden">
              Approved upcoming events, soonest end first
            </caption>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Starts</th>
                <th scope="col">Venue</th>
                <th scope="col">Featured</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {events.map((event) => (
                <SpecialRow key={event.id} event={event} onChanged={setMessage} />
              ))}
            </tbody>
          </table>
        </TableFrame>
      ) : null}
    </section>
  );
}

function SpecialRow({
  event,
  onChanged,
}: {
  event: EventRecord;
  onChanged: (message: string) => void;
}) {
  const toggle = useThunk(setSpecialEventThunk);
  const onClick = async () => {
    const outcome = await toggle.run({ id: event.id, special: !event.special });
    if (outcome.ok) {
      onChanged(
        event.special ? `“${event.title}” is no longer featured.` : `“${event.title}” is featured.`,
      );
    }
  };
  return (
    <tr>
      <th scope="row">
        <Link to={`/auth/record/${event.id}?kind=event`}>{event.title}</Link>
      </th>
      <td>{formatDateTime(event.eventStart)}</td>
      <td>{event.venueName}</td>
      <td>
        {event.special ? (
          <Badge tone="approved">Featured</Badge>
        ) : (
          <Badge tone="neutral">Not featured</Badge>
        )}
      </td>
      <td>
        <button
          type="button"
          className={`button button--small${event.special ? ' button--secondary' : ''}`}
          disabled={toggle.pending}
          aria-busy={toggle.pending || undefined}
          aria-label={`${toggle.pending ? 'Saving…' : event.special ? 'Unfeature' : 'Feature'} ${event.title}`}
          onClick={() => void onClick()}
        >
          {toggle.pending ? <span className="spinner" aria-hidden="true" /> : null}
          {toggle.pending ? 'Saving…' : event.special ? 'Unfeature' : 'Feature'}
        </button>
        <CallFailureNotice
          error={toggle.status === 'failed' ? toggle.error : null}
          prefix="Not changed."
        />
      </td>
    </tr>
  );
}
