import { useNow } from '@fundax/client';
import { Badge, type BadgeTone, Loaded, Notice } from '@fundax/client/ui';
import type { ConsentState, FundaxerConsentState, PayoutParty } from '@fundax/core';
import { useState } from 'react';

import { ReviewNote } from '../../../components/portal/review-note';
import { type PortalEvent, sideAskedOf } from '../../../utils/portal-event';
import { type RevisionView, revisionSideAskedOf } from '../../../utils/portal-revision';
import { usePortalUser } from '../../../utils/use-portal-user';
import { useEventRevision } from '../hooks/use-proposals';
import { ChangeTable } from './change-table';
import { RespondForm } from './respond-form';

const ANSWERS: Record<ConsentState | 'none', { text: string; tone: BadgeTone }> = {
  agreed: { text: 'Agreed', tone: 'approved' },
  awaiting: { text: 'Not answered yet', tone: 'pending' },
  declined: { text: 'Declined', tone: 'rejected' },
  none: { text: 'No fundaxer', tone: 'neutral' },
};

/** Where each side stands on a deal: the partner, and the fundaxer if there is one. */
function Answers({
  consent,
  event,
  uid,
}: {
  consent: { partner: ConsentState; fundaxer: FundaxerConsentState };
  event: Pick<PortalEvent, 'partnerId' | 'venueName' | 'fundaxerName'> & {
    fundaxerId: string | null;
  };
  uid: string;
}) {
  const who = (side: PayoutParty) => {
    const you = (side === 'partner' ? event.partnerId : event.fundaxerId) === uid ? ' (you)' : '';
    return side === 'partner'
      ? `Partner, ${event.venueName}${you}`
      : `Fundaxer${event.fundaxerName ? `, ${event.fundaxerName}` : ''}${you}`;
  };
  return (
    <dl className="portal-facts">
      {(['partner', 'fundaxer'] as const).map((side) => (
        <div key={side}>
          <dt>{who(side)}</dt>
          <dd>
            <Badge tone={ANSWERS[consent[side]].tone}>{ANSWERS[consent[side]].text}</Badge>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The agreement behind one of the user's events: while it waits for review, whether both sides
 * agreed (and the reason of a decline, for the proposer); accept or decline for the side asked.
 * Once approved, a change to it waits as a revision: the approved version stays public beside
 * it, with the other side's answer and the review's outcome.
 */
export function EventAgreement({ event }: { event: PortalEvent }) {
  const { uid } = usePortalUser();
  const now = useNow();
  const [message, setMessage] = useState<string | null>(null);
  const pending = event.status.approved === null && !event.status.cancelled;
  const side = sideAskedOf(event, uid, now);
  return (
    <>
      {message ? (
        <Notice tone="success">
          <p>{message}</p>
        </Notice>
      ) : null}
      {pending ? (
        <section className="card stack" aria-labelledby="agreement-heading">
          <h2 id="agreement-heading">Agreement</h2>
          <p className="muted">
            Both sides agree to the venue, dates and give-back before a Fundax admin reviews the
            event.
          </p>
          <Answers consent={event.consent} event={event} uid={uid} />
          <ReviewNote label="Reason for declining" reason={event.consent.reason} />
          {side ? (
            <RespondForm
              eventId={event.id}
              title={event.title}
              side={side}
              onAnswered={setMessage}
            />
          ) : null}
        </section>
      ) : null}
      {event.status.approved === true ? (
        <EventChange event={event} uid={uid} onAnswered={setMessage} />
      ) : null}
    </>
  );
}

function EventChange({
  event,
  uid,
  onAnswered,
}: {
  event: PortalEvent;
  uid: string;
  onAnswered: (message: string) => void;
}) {
  const { entry, retry } = useEventRevision(event.id);
  return (
    <Loaded entry={entry} what="the change waiting for review" retry={retry}>
      {(revision) =>
        revision && shown(revision) ? (
          <RevisionPanel event={event} revision={revision} uid={uid} onAnswered={onAnswered} />
        ) : null
      }
    </Loaded>
  );
}

/** A pending change, or one an admin rejected or that expired (its parties should know). */
const shown = (revision: RevisionView) =>
  revision.state === 'pending' || revision.state === 'rejected' || revision.state === 'expired';

const HEADINGS: Record<RevisionView['state'], string> = {
  pending: 'Change waiting for review',
  rejected: 'Change not approved',
  expired: 'Change expired',
  approved: 'Change approved',
  withdrawn: 'Change withdrawn',
};

function RevisionPanel({
  event,
  revision,
  uid,
  onAnswered,
}: {
  event: PortalEvent;
  revision: RevisionView;
  uid: string;
  onAnswered: (message: string) => void;
}) {
  const side = revisionSideAskedOf(revision, uid);
  const waitsFor = (['partner', 'fundaxer'] as const).filter(
    (party) => revision.consent[party] === 'awaiting',
  );
  return (
    <section className="card stack" aria-labelledby="revision-heading">
      <h2 id="revision-heading">{HEADINGS[revision.state]}</h2>
      {revision.state === 'pending' ? (
        <p className="muted">
          The event stays public as approved until a Fundax admin approves this change
          {waitsFor.length > 0 ? `, after the ${waitsFor.join(' and the ')} accepts it` : ''}.
        </p>
      ) : null}
      {revision.state === 'rejected' ? (
        <ReviewNote label="Reason" reason={revision.reason ?? 'No reason was given.'} />
      ) : null}
      {revision.state === 'expired' ? (
        <p className="muted">The event ended before this change was reviewed.</p>
      ) : null}
      <ChangeTable rows={revision.rows} caption="Approved version beside the change" />
      {revision.state === 'pending' ? (
        <>
          <Answers
            consent={revision.consent}
            event={{
              ...event,
              fundaxerId: revision.fundaxerId,
              fundaxerName:
                'fundaxerName' in revision.changes
                  ? (revision.changes.fundaxerName ?? null)
                  : event.fundaxerName,
            }}
            uid={uid}
          />
          <ReviewNote label="Reason for declining" reason={revision.consent.reason} />
        </>
      ) : null}
      {side ? (
        <RespondForm
          eventId={event.id}
          title={event.title}
          side={side}
          change
          onAnswered={onAnswered}
        />
      ) : null}
    </section>
  );
}
