// The one-line calls the callables make to tell people about their decisions. Each takes the
// transaction and the documents the handler already has, works out who is told what, and
// writes the messages (and admin feed changes) in that same transaction.
import { ANGEL_DUES_CENTS, type DocumentOf, type WithId, awaitedSides } from '@fundax/core';

import { readDoc } from '../data/documents';
import { type CreatingWrites, addToAdminFeed, markAdminFeedHandled } from './admin-feed';
import { type Writes, notification, notify } from './notify';

type StoredEvent = WithId<DocumentOf<'events'>>;
type StoredVenue = WithId<DocumentOf<'venues'>>;
type StoredApplication = WithId<DocumentOf<'applications'>>;
type StoredRequest = WithId<DocumentOf<'supportRequests'>>;
type Named = { displayName: string };

/** What a review decided (the handlers' ReviewTransition carries these). */
export interface Decision {
  approved: boolean;
  status: { reason: string | null; reviewedAt: Date | null };
}

const decisionKey = (id: string, decision: Decision) =>
  `${id}-${(decision.status.reviewedAt ?? new Date()).getTime()}`;

/** The people an event concerns: its organizer, its venue's partner and its fundaxer, once each. */
export function eventParties(event: Pick<StoredEvent, 'organizerId' | 'partnerId' | 'fundaxerId'>) {
  return [...new Set([event.organizerId, event.partnerId, event.fundaxerId])].filter(
    (uid): uid is string => typeof uid === 'string' && uid !== '',
  );
}

/** A person's name for a sentence ("Miguel Baca cancelled ..."), read outside the transaction. */
async function nameOf(uid: string, fallback: string): Promise<string> {
  const account = await readDoc(null, 'users', uid).catch(() => null);
  return account?.displayName ?? fallback;
}

/** reviewVenue: the owner hears the decision (with the reason); the admin feed item is done. */
export async function notifyVenueReviewed(tx: Writes, venue: StoredVenue, decision: Decision) {
  const key = decisionKey(venue.id, decision);
  const facts = { venueId: venue.id, venueName: venue.name };
  await notify(
    tx,
    venue.ownerId,
    decision.approved
      ? notification('venue-approved', facts, key)
      : notification('venue-rejected', { ...facts, reason: decision.status.reason }, key),
  );
  await markAdminFeedHandled(
    tx,
    'venue-submitted',
    venue.id,
    decision.status.reviewedAt ?? new Date(),
  );
}

/** reviewEvent: the organizer and the other party hear the decision; the feed item is done. */
export async function notifyEventReviewed(tx: Writes, event: StoredEvent, decision: Decision) {
  const key = decisionKey(event.id, decision);
  const message = decision.approved
    ? notification(
        'event-approved',
        {
          eventId: event.id,
          eventTitle: event.title,
          venueName: event.venueName,
          startsAt: event.eventStart,
        },
        key,
      )
    : notification(
        'event-rejected',
        { eventId: event.id, eventTitle: event.title, reason: decision.status.reason },
        key,
      );
  for (const uid of eventParties(event)) await notify(tx, uid, message);
  await markAdminFeedHandled(
    tx,
    'event-submitted',
    event.id,
    decision.status.reviewedAt ?? new Date(),
  );
}

/**
 * A proposal waits for an answer: whoever its consent waits for (the venue's partner when a
 * fundaxer proposed it, the named fundaxer when a partner did, or the side asked again after a
 * change of dates, terms or fundaxer) hears who asks. `key` names the occasion (the event's
 * creation, an edit's time), so each new question is a new message and a retry is not.
 */
export async function notifyProposalWaiting(
  tx: Writes,
  event: Pick<
    StoredEvent,
    'id' | 'title' | 'venueName' | 'eventStart' | 'partnerId' | 'fundaxerId' | 'consent'
  >,
  proposerId: string,
  key: string,
) {
  const asked = awaitedSides(event.consent)
    .map((side) => (side === 'partner' ? event.partnerId : event.fundaxerId))
    .filter((uid): uid is string => typeof uid === 'string' && uid !== proposerId);
  if (asked.length === 0) return;
  const proposerName = await nameOf(proposerId, 'Someone');
  for (const uid of asked) {
    const facts = {
      eventId: event.id,
      eventTitle: event.title,
      venueName: event.venueName,
      startsAt: event.eventStart,
      proposerName,
      toPartner: uid === event.partnerId,
    };
    await notify(
      tx,
      uid,
      notification('event-proposal-waiting', facts, `${event.id}-${key}-${uid}`),
    );
  }
}

/** The other party answered a proposal: the proposer (the organizer) hears it, with the reason. */
export async function notifyProposalAnswered(
  tx: Writes,
  event: StoredEvent,
  responderId: string,
  answer: { accepted: boolean; reason: string | null; at: Date },
) {
  const responderName = await nameOf(responderId, 'The other party');
  const facts = { eventId: event.id, eventTitle: event.title, responderName };
  const key = `${event.id}-${responderId}-${answer.at.getTime()}`;
  await notify(
    tx,
    event.organizerId,
    answer.accepted
      ? notification('event-proposal-accepted', facts, key)
      : notification('event-proposal-declined', { ...facts, reason: answer.reason }, key),
  );
}

/** cancelEvent: every party but the one who cancelled hears it, with the reason. */
export async function notifyEventCancelled(
  tx: Writes,
  event: StoredEvent,
  cancelledBy: { uid: string; admin: boolean },
  reason: string | null,
) {
  const recipients = eventParties(event).filter((uid) => uid !== cancelledBy.uid);
  if (recipients.length === 0) return;
  const cancelledByName = await nameOf(
    cancelledBy.uid,
    cancelledBy.admin ? 'A Fundax administrator' : 'The organizer',
  );
  const message = notification(
    'event-cancelled',
    {
      eventId: event.id,
      eventTitle: event.title,
      startsAt: event.eventStart,
      cancelledByName,
      reason,
    },
    event.id,
  );
  for (const uid of recipients) await notify(tx, uid, message);
}

/** reportEventResults: the fundaxer hears what the event raised, when the figure changed. */
export async function notifyResultsReported(
  tx: Writes,
  event: StoredEvent,
  raisedCents: number,
  now: Date,
) {
  if (!event.fundaxerId || raisedCents === event.raisedCents) return;
  const facts = { eventId: event.id, eventTitle: event.title, raisedCents };
  await notify(
    tx,
    event.fundaxerId,
    notification('event-results-reported', facts, `${event.id}-${now.getTime()}`),
  );
}

type StoredLedgerEntry = Pick<DocumentOf<'ledger'>, 'payeeId' | 'amountCents' | 'reference'>;

/** markDisbursal: the payee hears the amount, the reference and the date. */
export async function notifyPayoutRecorded(
  tx: Writes,
  event: StoredEvent,
  entryId: string,
  payment: StoredLedgerEntry,
  now: Date,
) {
  const facts = {
    eventId: event.id,
    eventTitle: event.title,
    amountCents: payment.amountCents,
    reference: payment.reference,
    paidAt: now,
  };
  await notify(tx, payment.payeeId, notification('payout-recorded', facts, entryId));
}

/** reverseDisbursal: the payee of the reversed payment hears it, with the reason. */
export async function notifyPayoutReversed(
  tx: Writes,
  event: StoredEvent,
  entryId: string,
  payment: StoredLedgerEntry,
  reason: string,
  now: Date,
) {
  const facts = {
    eventId: event.id,
    eventTitle: event.title,
    amountCents: payment.amountCents,
    reference: payment.reference,
    reversedAt: now,
    reason,
  };
  await notify(tx, payment.payeeId, notification('payout-reversed', facts, entryId));
}

/** reviewApplication: the applicant hears the decision (dues, or the reason). */
export async function notifyApplicationReviewed(
  tx: Writes,
  application: StoredApplication,
  decision: Decision,
) {
  const key = decisionKey(application.id, decision);
  await notify(
    tx,
    application.applicantId,
    decision.approved
      ? notification(
          'application-approved',
          {
            applicationId: application.id,
            duesCents: application.dues?.amountCents ?? ANGEL_DUES_CENTS,
          },
          key,
        )
      : notification(
          'application-rejected',
          { applicationId: application.id, reason: decision.status.reason },
          key,
        ),
  );
  await markAdminFeedHandled(
    tx,
    'application-submitted',
    application.id,
    decision.status.reviewedAt ?? new Date(),
  );
}

/** markAngelDuesPaid: the angel hears that the dues are recorded. */
export async function notifyDuesRecorded(
  tx: Writes,
  application: StoredApplication,
  dues: { amountCents: number; reference: string },
  now: Date,
) {
  const facts = {
    applicationId: application.id,
    amountCents: dues.amountCents,
    reference: dues.reference,
    paidAt: now,
  };
  await notify(
    tx,
    application.applicantId,
    notification('angel-dues-recorded', facts, application.id),
  );
}

/** resolveSupportRequest: the requester gets the answer; the feed item is done. */
export async function notifySupportAnswered(
  tx: Writes,
  request: StoredRequest,
  resolution: string,
  now: Date,
) {
  const facts = { requestId: request.id, subject: request.subject, resolution };
  await notify(tx, request.requesterId, notification('support-answered', facts, request.id));
  await markAdminFeedHandled(tx, 'support-requested', request.id, now);
}

/** createVenue: the admins' feed gets the new location to review. */
export function feedNewVenue(
  tx: CreatingWrites,
  venueId: string,
  venue: { name: string },
  owner: Named,
) {
  addToAdminFeed(tx, 'venue-submitted', {
    venueId,
    venueName: venue.name,
    ownerName: owner.displayName,
  });
}

/**
 * createEvent, respondToEvent: the admins' feed gets an event once it is ready for review (both
 * sides agree). An event asked again after a change and agreed again is ready again: the item
 * is replaced, so it waits (unhandled) from now.
 */
export function feedNewEvent(
  tx: CreatingWrites,
  eventId: string,
  event: { title: string; eventStart: string | Date },
  venue: { name: string },
  organizer: Named,
) {
  addToAdminFeed(
    tx,
    'event-submitted',
    {
      eventId,
      eventTitle: event.title,
      venueName: venue.name,
      startsAt: new Date(event.eventStart),
      organizerName: organizer.displayName,
    },
    new Date(),
    { replace: true },
  );
}

/** submitAngelApplication: the admins' feed gets the new application. */
export function feedNewApplication(tx: CreatingWrites, applicationId: string, applicant: Named) {
  addToAdminFeed(tx, 'application-submitted', {
    applicationId,
    applicantName: applicant.displayName,
  });
}

/** createSupportRequest: the admins' feed gets the new request. */
export function feedNewSupportRequest(
  tx: CreatingWrites,
  requestId: string,
  request: { subject: string },
) {
  addToAdminFeed(tx, 'support-requested', { requestId, subject: request.subject });
}
