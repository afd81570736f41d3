import { z } from '../zod';
import { locationSchema } from '../geo/validation';
import { timestampSchema } from './common';

/**
 * users/{uid}/notifications/{id}: one message of a person's in-app inbox. Written only by
 * functions, in the same transaction as the decision it tells about; read only by its owner.
 * `kind` is text so that a message of a kind retired later still reads.
 */
export const notificationSchema = z.object({
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z._default(z.nullable(z.string()), null),
  createdAt: timestampSchema,
  readAt: z._default(z.nullable(timestampSchema), null),
});
export type Notification = z.infer<typeof notificationSchema>;

/**
 * adminFeed/{kind-subjectId}: what waits for an admin (a new venue, event, application or
 * support request), written in the transaction that created it; `handledAt` is set when an
 * admin reviews or answers it. Readable by admins only.
 */
export const adminFeedItemSchema = z.object({
  kind: z.string(),
  subjectId: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  createdAt: timestampSchema,
  handledAt: z._default(z.nullable(timestampSchema), null),
});
export type AdminFeedItem = z.infer<typeof adminFeedItemSchema>;

/**
 * Where the project's own sender has got with one mail document. `pending` waits for a first
 * attempt; `sending` is claimed by one sender until `leaseExpiresAt`; `retry` failed for sure
 * (the server refused it or was not reached) and waits until `nextAttemptAt`; `sent`, `failed`
 * (refused for good, or out of attempts) and `unconfirmed` (a sender claimed it and never said
 * how it went, so it may or may not have gone out: never sent again) are final.
 */
export const MAIL_STATES = [
  'pending',
  'sending',
  'retry',
  'sent',
  'failed',
  'unconfirmed',
] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const outboxSchema = z.object({
  state: z.enum(MAIL_STATES),
  attempts: z.number().check(z.int(), z.nonnegative()),
  nextAttemptAt: z._default(z.nullable(timestampSchema), null),
  leaseExpiresAt: z._default(z.nullable(timestampSchema), null),
  claimId: z._default(z.nullable(z.string()), null),
  lastError: z._default(z.nullable(z.string()), null),
  sentAt: z._default(z.nullable(timestampSchema), null),
  messageId: z._default(z.nullable(z.string()), null),
});
export type Outbox = z.infer<typeof outboxSchema>;

/**
 * mail/{id}: one email, in the Trigger Email extension's format (`to`, `message.subject`,
 * `message.text`, `message.html`, and the extension's top-level `headers`), so a project can
 * deliver it with the extension unchanged, or with the project's own sender, which keeps its
 * progress under `outbox` (the extension keeps its own under `delivery`). Never readable by
 * clients: it holds addresses and unsubscribe links.
 */
export const mailSchema = z.object({
  to: z.string(),
  message: z.object({ subject: z.string(), text: z.string(), html: z.string() }),
  headers: z._default(z.record(z.string(), z.string()), {}),
  kind: z.string(),
  recipientId: z.string(),
  createdAt: timestampSchema,
  outbox: outboxSchema,
});
export type Mail = z.infer<typeof mailSchema>;

/** A person's alert area for new events: a circle and the geohash cells that cover it. */
export const eventAlertsSchema = z.object({
  center: locationSchema,
  radiusKm: z.number().check(z.positive()),
  enabled: z.boolean(),
  /** The covering cells subscribers are looked up by (alertCells); empty while disabled. */
  cells: z._default(z.array(z.string()), []),
  updatedAt: timestampSchema,
});
export type EventAlerts = z.infer<typeof eventAlertsSchema>;

/**
 * alertDigests/{uid}: new events found for a person's alerts since their last daily email. The
 * daily schedule turns each into one email and deletes it. Functions only.
 */
export const alertDigestSchema = z.object({
  recipientId: z.string(),
  events: z.array(
    z.object({
      eventId: z.string(),
      eventTitle: z.string(),
      venueName: z.string(),
      startsAt: timestampSchema,
      distanceKm: z.number().check(z.nonnegative()),
      givebackPercent: z.number(),
    }),
  ),
  updatedAt: timestampSchema,
});
export type AlertDigest = z.infer<typeof alertDigestSchema>;
