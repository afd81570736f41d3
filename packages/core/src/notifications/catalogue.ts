import type { NotificationFacts, NotificationKind } from './kinds';
import { formatDistance } from '../format/distance';
import { formatCents } from '../format/money';
import { formatDay, formatFullWhen } from '../format/mountain-time';
import { sentence } from './wording';

/** The email of one message: its subject, its paragraphs, and the label of its one button. */
export interface EmailContent {
  subject: string;
  paragraphs: string[];
  action: string;
}

/** What one kind says, and where it sends the reader. */
export interface KindDefinition<K extends NotificationKind> {
  /** Who receives it (for the docs and the settings form). */
  audience: string;
  /** The settings form's label for this kind's email. */
  label: string;
  title(facts: NotificationFacts[K]): string;
  body(facts: NotificationFacts[K]): string;
  /** A web path (the public site or the portal), never a full URL. */
  link(facts: NotificationFacts[K]): string;
  email(facts: NotificationFacts[K]): EmailContent;
}

/** Where the settings for email live (the portal profile). */
export const NOTIFICATION_SETTINGS_PATH = '/portal/profile';

const portalEvent = (id: string) => `/portal/events/${encodeURIComponent(id)}`;
const quoted = (title: string) => `“${title}”`;
const reasonLine = (reason: string | null, fallback: string) =>
  reason ? `The reason given: ${sentence(reason)}` : fallback;

export const NOTIFICATION_CATALOGUE: { readonly [K in NotificationKind]: KindDefinition<K> } = {
  'venue-approved': {
    audience: 'the partner who owns the location',
    label: 'A location of yours is approved',
    title: (f) => `${f.venueName} is approved`,
    body: () =>
      'Your location is now public on Fundax: people nearby can find it, and give-back events can be planned there.',
    link: (f) => `/portal/locations/${encodeURIComponent(f.venueId)}`,
    email: (f) => ({
      subject: `${f.venueName} is approved on Fundax`,
      paragraphs: [
        `Good news: we reviewed ${f.venueName} and it is now public on Fundax.`,
        'People nearby can find it on the map, and you and fundaxers can plan give-back events there.',
      ],
      action: 'See your location',
    }),
  },
  'venue-rejected': {
    audience: 'the partner who owns the location',
    label: 'A location of yours is not approved',
    title: (f) => `${f.venueName} was not approved`,
    body: (f) =>
      `${reasonLine(f.reason, 'The reviewer gave no reason.')} Update the details on the location’s page, or ask us through Support.`,
    link: (f) => `/portal/locations/${encodeURIComponent(f.venueId)}`,
    email: (f) => ({
      subject: `${f.venueName} was not approved`,
      paragraphs: [
        `We reviewed ${f.venueName} and could not publish it yet.`,
        reasonLine(f.reason, 'The reviewer gave no reason.'),
        'You can update the location’s details in your portal. If anything is unclear, write to us through Support.',
      ],
      action: 'Update your location',
    }),
  },
  'event-approved': {
    audience: 'the organizer and the other party (the venue’s partner, the fundaxer)',
    label: 'An event of yours is approved',
    title: (f) => `${quoted(f.eventTitle)} is approved`,
    body: (f) =>
      `It is now public on Fundax. It starts ${formatFullWhen(f.startsAt)} at ${f.venueName}.`,
    link: (f) => portalEvent(f.eventId),
    email: (f) => ({
      subject: `Approved: ${f.eventTitle}`,
      paragraphs: [
        `${quoted(f.eventTitle)} at ${f.venueName} is approved and now public on Fundax.`,
        `It starts ${formatFullWhen(f.startsAt)}. Share it with your supporters: every visit helps.`,
      ],
      action: 'See the event',
    }),
  },
  'event-rejected': {
    audience: 'the organizer and the other party',
    label: 'An event of yours is not approved',
    title: (f) => `${quoted(f.eventTitle)} was not approved`,
    body: (f) =>
      `${reasonLine(f.reason, 'The reviewer gave no reason.')} Edit the event and it goes back to review.`,
    link: (f) => portalEvent(f.eventId),
    email: (f) => ({
      subject: `Not approved: ${f.eventTitle}`,
      paragraphs: [
        `We reviewed ${quoted(f.eventTitle)} and could not publish it.`,
        reasonLine(f.reason, 'The reviewer gave no reason.'),
        'Edit the event in your portal and it goes back to review.',
      ],
      action: 'Edit the event',
    }),
  },
  'event-proposal-waiting': {
    audience: 'the other party of a proposed event (the venue’s partner, or the named fundaxer)',
    label: 'An event proposal waits for your answer',
    title: (f) =>
      f.toPartner
        ? `${f.proposerName} proposed an event at ${f.venueName}`
        : `${f.proposerName} invited you to an event`,
    body: (f) =>
      f.toPartner
        ? `${quoted(f.eventTitle)}, ${formatFullWhen(f.startsAt)}. It goes to review only once you accept it.`
        : `${quoted(f.eventTitle)} at ${f.venueName}, ${formatFullWhen(f.startsAt)}, would raise money for your fundraiser. Accept or decline it.`,
    link: (f) => portalEvent(f.eventId),
    email: (f) => ({
      subject: f.toPartner
        ? `${f.proposerName} proposed an event at ${f.venueName}`
        : `${f.proposerName} invited you to ${f.eventTitle}`,
      paragraphs: [
        f.toPartner
          ? `${f.proposerName} would like to hold ${quoted(f.eventTitle)} at ${f.venueName} on ${formatFullWhen(f.startsAt)}.`
          : `${f.proposerName} named you as the fundaxer of ${quoted(f.eventTitle)} at ${f.venueName} on ${formatFullWhen(f.startsAt)}.`,
        'Nothing is published until you accept. If it does not suit you, decline it and say why.',
      ],
      action: 'Accept or decline',
    }),
  },
  'event-proposal-accepted': {
    audience: 'the proposer of the event',
    label: 'Your proposal is accepted',
    title: (f) => `${f.responderName} accepted ${quoted(f.eventTitle)}`,
    body: () =>
      'Both sides agree, so the event now goes to review. We will tell you once it is approved.',
    link: (f) => portalEvent(f.eventId),
    email: (f) => ({
      subject: `Accepted: ${f.eventTitle}`,
      paragraphs: [
        `${f.responderName} accepted ${quoted(f.eventTitle)}.`,
        'The event now goes to our review. We will write again once it is approved.',
      ],
      action: 'See the event',
    }),
  },
  'event-proposal-declined': {
    audience: 'the proposer of the event',
    label: 'Your proposal is declined',
    title: (f) => `${f.responderName} declined ${quoted(f.eventTitle)}`,
    body: (f) =>
      `${reasonLine(f.reason, 'They gave no reason.')} The event will not go ahead as proposed.`,
    link: (f) => portalEvent(f.eventId),
    email: (f) => ({
      subject: `Declined: ${f.eventTitle}`,
      paragraphs: [
        `${f.responderName} declined ${quoted(f.eventTitle)}, so it will not go ahead as proposed.`,
        reasonLine(f.reason, 'They gave no reason.'),
      ],
      action: 'See the event',
    }),
  },
  'event-cancelled': {
    audience: 'the event’s parties other than the one who cancelled it',
    label: 'An event of yours is cancelled',
    title: (f) => `${quoted(f.eventTitle)} was cancelled`,
    body: (f) =>
      `${f.cancelledByName} cancelled the event planned for ${formatFullWhen(f.startsAt)}. ${reasonLine(f.reason, 'No reason was given.')}`,
    link: (f) => portalEvent(f.eventId),
    email: (f) => ({
      subject: `Cancelled: ${f.eventTitle}`,
      paragraphs: [
        `${f.cancelledByName} cancelled ${quoted(f.eventTitle)}, planned for ${formatFullWhen(f.startsAt)}.`,
        reasonLine(f.reason, 'No reason was given.'),
        'It no longer shows on Fundax. Let your supporters know it will not take place.',
      ],
      action: 'See the event',
    }),
  },
  'event-results-reported': {
    audience: 'the event’s fundaxer',
    label: 'The results of your event are in',
    title: (f) => `${quoted(f.eventTitle)} raised ${formatCents(f.raisedCents)}`,
    body: (f) =>
      `The partner reported the results: ${formatCents(f.raisedCents)} for your fundraiser. We will tell you when your payout is recorded.`,
    link: (f) => portalEvent(f.eventId),
    email: (f) => ({
      subject: `${f.eventTitle} raised ${formatCents(f.raisedCents)}`,
      paragraphs: [
        `The results of ${quoted(f.eventTitle)} are in: ${formatCents(f.raisedCents)} raised for your fundraiser.`,
        'Thank you for bringing your supporters. We will write again when your payout is recorded.',
      ],
      action: 'See the results',
    }),
  },
  'payout-recorded': {
    audience: 'the payee (the event’s partner or fundaxer)',
    label: 'A payout to you is recorded',
    title: (f) => `Payout recorded: ${formatCents(f.amountCents)}`,
    body: (f) =>
      `${formatCents(f.amountCents)} for ${quoted(f.eventTitle)}, sent ${formatDay(f.paidAt)}. Reference: ${f.reference}.`,
    link: (f) => portalEvent(f.eventId),
    email: (f) => ({
      subject: `Payout of ${formatCents(f.amountCents)} for ${f.eventTitle}`,
      paragraphs: [
        `We recorded a payout to you of ${formatCents(f.amountCents)} for ${quoted(f.eventTitle)}.`,
        `Date: ${formatDay(f.paidAt)} (Mountain Time). Reference: ${f.reference}.`,
        'Allow a few business days for the money to reach your account. If it does not arrive, tell us through Support with the reference.',
      ],
      action: 'See the payout',
    }),
  },
  'payout-reversed': {
    audience: 'the payee of the reversed payout',
    label: 'A payout to you is reversed',
    title: (f) => `Payout reversed: ${formatCents(f.amountCents)}`,
    body: (f) =>
      `The payout for ${quoted(f.eventTitle)} (reference ${f.reference}) was reversed on ${formatDay(f.reversedAt)}. ${reasonLine(f.reason, '')}`.trim(),
    link: (f) => portalEvent(f.eventId),
    email: (f) => ({
      subject: `Payout reversed for ${f.eventTitle}`,
      paragraphs: [
        `The payout of ${formatCents(f.amountCents)} for ${quoted(f.eventTitle)} (reference ${f.reference}) was reversed on ${formatDay(f.reversedAt)} (Mountain Time).`,
        reasonLine(f.reason, ''),
        'The event shows as awaiting payment again until a new payout is recorded.',
      ].filter((paragraph) => paragraph !== ''),
      action: 'See the event',
    }),
  },
  'application-approved': {
    audience: 'the angel applicant',
    label: 'Your angel application is decided',
    title: () => 'Welcome to the Fundax angels',
    body: (f) =>
      `Your application is approved and your profile is now listed. Membership dues are ${formatCents(f.duesCents)}.`,
    link: (f) => `/angels/payment/${encodeURIComponent(f.applicationId)}`,
    email: (f) => ({
      subject: 'Your angel application is approved',
      paragraphs: [
        'Welcome: your application to the Fundax angels is approved, and your profile is now listed for local businesses to find.',
        `Membership dues are ${formatCents(f.duesCents)}. Your dues page shows how to pay.`,
      ],
      action: 'See your dues',
    }),
  },
  'application-rejected': {
    audience: 'the angel applicant',
    label: 'Your angel application is decided',
    title: () => 'Your angel application was not approved',
    body: (f) =>
      `${reasonLine(f.reason, 'The reviewer gave no reason.')} You can apply again later.`,
    link: () => '/portal/dashboard',
    email: (f) => ({
      subject: 'Your angel application was not approved',
      paragraphs: [
        'Thank you for applying to the Fundax angels. We could not approve your application this time.',
        reasonLine(f.reason, 'The reviewer gave no reason.'),
        'You are welcome to apply again later.',
      ],
      action: 'Open your portal',
    }),
  },
  'angel-dues-recorded': {
    audience: 'the angel who paid',
    label: 'Your dues are recorded',
    title: (f) => `Dues received: ${formatCents(f.amountCents)}`,
    body: (f) =>
      `Thank you. We recorded your membership dues on ${formatDay(f.paidAt)}. Reference: ${f.reference}.`,
    link: (f) => `/angels/payment/${encodeURIComponent(f.applicationId)}`,
    email: (f) => ({
      subject: 'Your membership dues are recorded',
      paragraphs: [
        `Thank you: we recorded your membership dues of ${formatCents(f.amountCents)} on ${formatDay(f.paidAt)} (Mountain Time).`,
        `Reference: ${f.reference}. Keep it for your records.`,
      ],
      action: 'See your dues',
    }),
  },
  'support-answered': {
    audience: 'the person who asked',
    label: 'Your support request is answered',
    title: (f) => `Answer to ${quoted(f.subject)}`,
    body: (f) => f.resolution,
    link: () => '/portal/support',
    email: (f) => ({
      subject: `Re: ${f.subject}`,
      paragraphs: [`We answered your request ${quoted(f.subject)}:`, f.resolution],
      action: 'See your requests',
    }),
  },
  'event-alert': {
    audience: 'people whose event alert area contains a newly published event',
    label: 'New events appear in your alert area (one email a day at most)',
    title: (f) => `New near you: ${f.eventTitle}`,
    body: (f) =>
      `${f.venueName}, ${formatDistance(f.distanceKm)} away, ${formatFullWhen(f.startsAt)}. ${f.givebackPercent}% of what you spend there goes to the cause.`,
    link: (f) => `/event/${encodeURIComponent(f.eventId)}`,
    email: (f) => ({
      subject: `New near you: ${f.eventTitle}`,
      paragraphs: [
        `${quoted(f.eventTitle)} at ${f.venueName}, ${formatDistance(f.distanceKm)} from the centre of your alert area.`,
        `${formatFullWhen(f.startsAt)}. ${f.givebackPercent}% of what you spend there goes to the cause.`,
      ],
      action: 'See the event',
    }),
  },
};

/** A message ready to store and send: the in-app texts and the email, built from facts. */
export interface NotificationMessage<K extends NotificationKind = NotificationKind> {
  kind: K;
  title: string;
  body: string;
  link: string;
  email: EmailContent;
}

export function notificationMessage<K extends NotificationKind>(
  kind: K,
  facts: NotificationFacts[K],
): NotificationMessage<K> {
  const definition = NOTIFICATION_CATALOGUE[kind] as KindDefinition<K>;
  return {
    kind,
    title: definition.title(facts),
    body: definition.body(facts),
    link: definition.link(facts),
    email: definition.email(facts),
  };
}
