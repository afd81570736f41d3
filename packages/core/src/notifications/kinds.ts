import { z } from '../zod';

/**
 * Every kind of message Fundax sends a person. Each has an in-app text, a link and an email
 * template in the catalogue (catalogue.ts), and a per-kind email switch in the person's
 * settings. The in-app inbox always gets the message; email only when the kind is on.
 */
export const NOTIFICATION_KINDS = [
  'venue-approved',
  'venue-rejected',
  'event-approved',
  'event-rejected',
  'event-proposal-waiting',
  'event-proposal-accepted',
  'event-proposal-declined',
  'event-cancelled',
  'event-results-reported',
  'payout-recorded',
  'payout-reversed',
  'application-approved',
  'application-rejected',
  'angel-dues-recorded',
  'support-answered',
  'event-alert',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS, {
  error: 'That is not a kind of Fundax message.',
});

export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** What each kind's texts are made from: ids for the link, names and amounts for the words. */
export interface NotificationFacts {
  'venue-approved': { venueId: string; venueName: string };
  'venue-rejected': { venueId: string; venueName: string; reason: string | null };
  'event-approved': { eventId: string; eventTitle: string; venueName: string; startsAt: Date };
  'event-rejected': { eventId: string; eventTitle: string; reason: string | null };
  'event-proposal-waiting': {
    eventId: string;
    eventTitle: string;
    venueName: string;
    startsAt: Date;
    proposerName: string;
    /** The recipient is the venue's partner (a fundaxer proposed), else the named fundaxer. */
    toPartner: boolean;
  };
  'event-proposal-accepted': { eventId: string; eventTitle: string; responderName: string };
  'event-proposal-declined': {
    eventId: string;
    eventTitle: string;
    responderName: string;
    reason: string | null;
  };
  'event-cancelled': {
    eventId: string;
    eventTitle: string;
    startsAt: Date;
    cancelledByName: string;
    reason: string | null;
  };
  'event-results-reported': { eventId: string; eventTitle: string; raisedCents: number };
  'payout-recorded': {
    eventId: string;
    eventTitle: string;
    amountCents: number;
    reference: string;
    paidAt: Date;
  };
  'payout-reversed': {
    eventId: string;
    eventTitle: string;
    amountCents: number;
    reference: string;
    reversedAt: Date;
    reason: string;
  };
  'application-approved': { applicationId: string; duesCents: number };
  'application-rejected': { applicationId: string; reason: string | null };
  'angel-dues-recorded': {
    applicationId: string;
    amountCents: number;
    reference: string;
    paidAt: Date;
  };
  'support-answered': { requestId: string; subject: string; resolution: string };
  'event-alert': {
    eventId: string;
    eventTitle: string;
    venueName: string;
    startsAt: Date;
    distanceKm: number;
    givebackPercent: number;
  };
}
