import { randomUUID } from 'node:crypto';

import { type Mail, type Outbox, parseDocument } from '@fundax/core';
import type { DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';

import { db } from '../../platform/admin';
import { mailFrom, mailSender, smtpUrl } from '../mail-settings';
import {
  type Claimer,
  type SendOutcome,
  afterAttempt,
  claimed,
  holdsClaim,
  isClaimable,
} from './outbox-state';
import { sendOverSmtp } from './smtp-send';

/** The outbox fields as Firestore update paths. */
const outboxUpdate = (outbox: Outbox) => ({ outbox });

function readMail(id: string, data: unknown): Mail | null {
  try {
    return parseDocument('mail', id, data);
  } catch {
    // Not a document of ours (e.g. written for the extension by hand): leave it alone.
    logger.warn('Mail document does not parse; left alone', { id });
    return null;
  }
}

/**
 * Claims a document for one attempt, in a transaction: only a claimable one (pending, or a due
 * retry) moves to `sending`, so of two senders racing for it exactly one gets it.
 */
export async function claimMail(
  ref: DocumentReference,
  now: Date,
  by: Claimer,
): Promise<{ mail: Mail; claimId: string } | null> {
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return null;
    const mail = readMail(ref.id, snapshot.data());
    if (!mail || !isClaimable(mail.outbox, now, by)) return null;
    const claimId = randomUUID();
    tx.update(ref, outboxUpdate(claimed(mail.outbox, claimId, now)));
    return { mail, claimId };
  });
}

/** Writes how the attempt ended, if the document still carries this claim. */
export async function recordOutcome(
  ref: DocumentReference,
  claimId: string,
  outcome: SendOutcome,
  now: Date,
): Promise<Outbox | null> {
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const mail = snapshot.exists ? readMail(ref.id, snapshot.data()) : null;
    if (!mail || !holdsClaim(mail.outbox, claimId)) return null;
    const next = afterAttempt(mail.outbox, outcome, now);
    tx.update(ref, outboxUpdate(next));
    return next;
  });
}

function send(id: string, mail: Mail, config: { url: string; from: string }): Promise<SendOutcome> {
  const domain = /@([^>\s]+)>?\s*$/.exec(config.from)?.[1] ?? 'fundax.invalid';
  return sendOverSmtp(config.url, {
    from: config.from,
    to: mail.to,
    subject: mail.message.subject,
    text: mail.message.text,
    html: mail.message.html,
    headers: mail.headers,
    // The same id on any copy lets a receiving server recognise it (belt and braces).
    messageId: `<${id}@${domain}>`,
  });
}

/**
 * One attempt at one document: claim it, send it, record the outcome. Returns the outbox as
 * left, or null when there was nothing to do (not ours to send, not claimable, or no SMTP
 * configured, in which case the document waits untouched for the sweep).
 */
export async function deliverMail(
  ref: DocumentReference,
  now: Date,
  by: Claimer,
): Promise<Outbox | null> {
  if (mailSender() !== 'fundax') return null;
  const url = smtpUrl();
  const from = mailFrom();
  if (!url || !from) {
    logger.error('Mail is not configured: set the SMTP_URL secret and MAIL_FROM', { id: ref.id });
    return null;
  }
  const claim = await claimMail(ref, now, by);
  if (!claim) return null;
  const outcome = await send(ref.id, claim.mail, { url, from });
  const left = await recordOutcome(ref, claim.claimId, outcome, new Date());
  logger.info('Mail attempt', {
    id: ref.id,
    state: left?.state ?? 'lost-claim',
    attempts: claim.mail.outbox.attempts + 1,
    ...(outcome.result === 'sent' ? {} : { error: outcome.error }),
  });
  return left;
}

/** The mail collection (the extension's default name, which its MAIL_COLLECTION must match). */
export const mailCollection = () => db().collection('mail');
