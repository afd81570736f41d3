import {
  type AlertDigest,
  FUNCTIONS_REGION,
  FUNDAX_TIME_ZONE,
  emailWanted,
  mountainDateAndTime,
  notificationMessage,
  parseDocument,
  renderDigestEmail,
} from '@fundax/core';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { readDoc } from '../../data/documents';
import { db } from '../../platform/admin';
import { UNSUBSCRIBE_SECRET, boundSecrets } from '../../platform/secrets';
import { webUrl } from '../mail-settings';
import { emailLinks, mailDocument, reasonFor } from '../outgoing-mail';
import { isAnnounceable } from './announce-new-event';

/** Digests handled per page. */
const DIGEST_PAGE = 100;

/** The digest email of one person for one Mountain Time day: at most one a day, by its id. */
export const digestMailId = (uid: string, now: Date) =>
  `alert-digest-${uid}-${mountainDateAndTime(now).date}`;

type Outcome = 'sent' | 'nothing-left' | 'no-email' | 'already-today';

/**
 * One person's digest, in one transaction: the events still public (one read each), their
 * account, and today's digest email if there is one already. It writes the email and deletes
 * the digest; a digest whose events were all withdrawn, or whose person turned alert email off,
 * is deleted without an email. If today's email went out already, the digest waits for tomorrow.
 */
async function sendDigest(doc: QueryDocumentSnapshot, now: Date): Promise<Outcome> {
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(doc.ref);
    if (!snapshot.exists) return 'nothing-left';
    const digest: AlertDigest = parseDocument('alertDigests', doc.id, snapshot.data());
    const mailRef = db().collection('mail').doc(digestMailId(digest.recipientId, now));
    if ((await tx.get(mailRef)).exists) return 'already-today';
    const account = await readDoc(tx, 'users', digest.recipientId);
    const eventRefs = digest.events.map((entry) => db().collection('events').doc(entry.eventId));
    const events = eventRefs.length > 0 ? await tx.getAll(...eventRefs) : [];
    const stillPublic = digest.events.filter((entry, i) => {
      const event = events[i];
      return event?.exists && isAnnounceable(parseDocument('events', event.id, event.data()), now);
    });
    tx.delete(doc.ref);
    if (stillPublic.length === 0) return 'nothing-left';
    if (
      !account?.email ||
      !account.emailVerified ||
      !emailWanted(account.notificationSettings, 'event-alert')
    ) {
      return 'no-email';
    }
    const links = emailLinks(digest.recipientId, 'event-alert', '/');
    const entries = stillPublic.map((facts) => {
      const message = notificationMessage('event-alert', facts);
      return { content: message.email, url: `${webUrl()}${message.link}` };
    });
    const rendered = renderDigestEmail(
      entries,
      account.displayName,
      { unsubscribe: links.unsubscribe, settings: links.settings },
      reasonFor('event-alert'),
    );
    tx.create(
      mailRef,
      mailDocument(
        { uid: digest.recipientId, email: account.email },
        'event-alert',
        rendered,
        links.unsubscribe,
        now,
      ),
    );
    return 'sent';
  });
}

/** Every waiting digest becomes (at most) one email today. Reads grow with waiting digests only. */
export async function sendAlertDigests(now: Date): Promise<Record<Outcome, number>> {
  const tally: Record<Outcome, number> = {
    sent: 0,
    'nothing-left': 0,
    'no-email': 0,
    'already-today': 0,
  };
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const base = db().collection('alertDigests').limit(DIGEST_PAGE);
    const page = await (after ? base.startAfter(after) : base).get();
    for (const doc of page.docs) tally[await sendDigest(doc, now)] += 1;
    if (page.size < DIGEST_PAGE) return tally;
    after = page.docs[page.docs.length - 1];
  }
}

/** Every morning at 7:00 Mountain Time: the day's one email of new events near each person. */
export const sendEventAlertDigests = onSchedule(
  {
    schedule: 'every day 07:00',
    timeZone: FUNDAX_TIME_ZONE,
    region: FUNCTIONS_REGION,
    timeoutSeconds: 540,
    secrets: boundSecrets(UNSUBSCRIBE_SECRET),
  },
  async () => {
    const run = await sendAlertDigests(new Date());
    logger.info('sendEventAlertDigests finished', run);
  },
);
