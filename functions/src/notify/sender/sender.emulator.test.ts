// The project's own mail sender, run in this process through firebase-functions-test against
// the Firestore emulator: claims, retries with backoff, refusals, expired leases, and racing
// senders. The Functions emulator runs the same trigger on every new mail document too, so a
// test that creates a pending document has two senders racing for real; tests of the retry
// path create `retry` documents, which only a sweep (never the creation trigger) may claim.
import { type Mail, type Outbox, parseDocument } from '@fundax/core';
import functionsTest from 'firebase-functions-test';
import type { DocumentReference } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import { adminDb } from '../../../../tests/support/admin';
import { settledMailTo, waitForMail } from '../../../../tests/support/mail-catcher';
import { clearFirestore } from '../../../../tests/support/reset';
import { claimMail, recordOutcome } from './deliver-mail';
import { fakeSmtp } from './fake-smtp.test-support';
import { retryQueuedMail, sendQueuedMail } from './mail-functions';
import { LEASE_MS, RETRY_DELAYS_MS } from './outbox-state';
import { retryDueMail } from './retry-due-mail';

const fft = functionsTest({ projectId: 'demo-fundax' });
const MINUTE = 60_000;

let seq = 0;
/** A mail document to a fresh address, in the given outbox state. */
async function queue(
  outbox: Partial<Outbox>,
  createdAt = new Date(),
): Promise<{ ref: DocumentReference; to: string }> {
  seq += 1;
  const to = `sender-test-${Date.now().toString(36)}-${seq}@example.test`;
  const ref = adminDb()
    .collection('mail')
    .doc(`sender-test-${seq}-${Date.now().toString(36)}`);
  const mail: Mail = {
    to,
    message: { subject: `Sender test ${seq}`, text: 'Hello.', html: '<p>Hello.</p>' },
    headers: { 'List-Unsubscribe': '<https://example.test/u>' },
    kind: 'support-answered',
    recipientId: 'u-sender-test',
    createdAt,
    outbox: {
      state: 'pending',
      attempts: 0,
      nextAttemptAt: null,
      leaseExpiresAt: null,
      claimId: null,
      lastError: null,
      sentAt: null,
      messageId: null,
      ...outbox,
    },
  };
  await ref.create(mail);
  return { ref, to };
}

const outboxOf = async (ref: DocumentReference) =>
  parseDocument('mail', ref.id, (await ref.get()).data()).outbox;

const catcherSmtp = process.env.SMTP_URL;

describe('the mail sender (firebase-functions-test, in this process)', () => {
  beforeEach(async () => {
    await clearFirestore();
    process.env.SMTP_URL = catcherSmtp;
  });
  afterEach(() => {
    process.env.SMTP_URL = catcherSmtp;
  });
  afterAll(() => {
    fft.cleanup();
  });

  it('sends a new document once, however many senders race for it', async () => {
    const { ref, to } = await queue({ nextAttemptAt: new Date(Date.now() + 2 * MINUTE) });
    const snapshot = await ref.get();
    const trigger = fft.wrap(sendQueuedMail);
    // Three of ours at once, plus the Functions emulator's own trigger on the same document.
    await Promise.all(
      [1, 2, 3].map(async () => {
        await trigger({ data: snapshot, params: { id: ref.id } });
      }),
    );
    await waitForMail(to);
    expect(await settledMailTo(to)).toHaveLength(1);
    expect(await outboxOf(ref)).toMatchObject({ state: 'sent', attempts: 1, leaseExpiresAt: null });
    // A late duplicate event for the same document changes nothing.
    await trigger({ data: snapshot, params: { id: ref.id } });
    expect(await settledMailTo(to, 500)).toHaveLength(1);
  });

  it('retries a refusal for now with backoff, then delivers, counting the attempts', async () => {
    const smtp = await fakeSmtp('refuse-rcpt-for-now');
    try {
      const now = new Date();
      const { ref, to } = await queue({
        state: 'retry',
        attempts: 1,
        nextAttemptAt: new Date(now.getTime() + MINUTE),
      });
      // Not due yet: the sweep leaves it.
      expect(await retryDueMail(now)).toEqual({ expired: 0, attempted: 0 });
      process.env.SMTP_URL = smtp.url;
      const due = new Date(now.getTime() + MINUTE);
      expect(await retryDueMail(due)).toEqual({ expired: 0, attempted: 1 });
      const retried = await outboxOf(ref);
      expect(retried).toMatchObject({
        state: 'retry',
        attempts: 2,
        lastError: 'EENVELOPE 451 during RCPT TO',
      });
      expect(Math.round((retried.nextAttemptAt!.getTime() - Date.now()) / MINUTE)).toBe(
        RETRY_DELAYS_MS[1] / MINUTE,
      );
      expect(smtp.received).toEqual([]);
      process.env.SMTP_URL = catcherSmtp;
      await retryDueMail(new Date(retried.nextAttemptAt!.getTime() + 1));
      await waitForMail(to);
      expect(await outboxOf(ref)).toMatchObject({ state: 'sent', attempts: 3, lastError: null });
    } finally {
      await smtp.close();
    }
  });

  it('gives up at once on a permanent refusal', async () => {
    const smtp = await fakeSmtp('refuse-rcpt-for-good');
    try {
      process.env.SMTP_URL = smtp.url;
      const { ref } = await queue({
        state: 'retry',
        attempts: 1,
        nextAttemptAt: new Date(Date.now() - 1),
      });
      await retryDueMail(new Date());
      expect(await outboxOf(ref)).toMatchObject({
        state: 'failed',
        attempts: 2,
        lastError: 'EENVELOPE 550 during RCPT TO',
      });
      expect(await retryDueMail(new Date(Date.now() + 24 * 60 * MINUTE))).toEqual({
        expired: 0,
        attempted: 0,
      });
    } finally {
      await smtp.close();
    }
  });

  it('never sends again what may have gone out: a line cut after the message', async () => {
    const smtp = await fakeSmtp('drop-after-message');
    try {
      process.env.SMTP_URL = smtp.url;
      const { ref } = await queue({
        state: 'retry',
        attempts: 1,
        nextAttemptAt: new Date(Date.now() - 1),
      });
      await retryDueMail(new Date());
      expect(smtp.received).toHaveLength(1);
      expect(await outboxOf(ref)).toMatchObject({ state: 'unconfirmed', attempts: 2 });
      await retryDueMail(new Date(Date.now() + 24 * 60 * MINUTE));
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('closes a claim whose sender never reported (unconfirmed, not resent); a late report still counts', async () => {
    const { ref, to } = await queue({
      state: 'retry',
      attempts: 1,
      nextAttemptAt: new Date(Date.now() - 1),
    });
    const now = new Date();
    const claim = await claimMail(ref, now, 'sweep');
    expect(claim).not.toBeNull();
    expect(await claimMail(ref, now, 'sweep')).toBeNull();
    // Within the lease nothing happens; past it, the claim is closed, never handed to another.
    expect(await retryDueMail(new Date(now.getTime() + LEASE_MS - 1))).toEqual({
      expired: 0,
      attempted: 0,
    });
    expect(await retryDueMail(new Date(now.getTime() + LEASE_MS))).toEqual({
      expired: 1,
      attempted: 0,
    });
    expect(await outboxOf(ref)).toMatchObject({ state: 'unconfirmed', attempts: 2 });
    expect(await retryDueMail(new Date(now.getTime() + 10 * LEASE_MS))).toEqual({
      expired: 0,
      attempted: 0,
    });
    expect(await settledMailTo(to, 500)).toHaveLength(0);
    // The slow sender does report in the end: the document says what really happened.
    await recordOutcome(ref, claim!.claimId, { result: 'sent', messageId: '<late@x>' }, new Date());
    expect(await outboxOf(ref)).toMatchObject({ state: 'sent', messageId: '<late@x>' });
    // A stranger's claim id writes nothing.
    expect(
      await recordOutcome(ref, 'someone-else', { result: 'retry', error: 'x' }, new Date()),
    ).toBeNull();
  });

  it('two sweeps at once send each due document once', async () => {
    const due = await Promise.all(
      [1, 2, 3, 4].map(() =>
        queue({ state: 'retry', attempts: 1, nextAttemptAt: new Date(Date.now() - 1) }),
      ),
    );
    const runs = await Promise.all([retryDueMail(new Date()), retryDueMail(new Date())]);
    expect(runs[0].attempted + runs[1].attempted).toBe(4);
    for (const { ref, to } of due) {
      await waitForMail(to);
      expect(await settledMailTo(to, 300)).toHaveLength(1);
      expect(await outboxOf(ref)).toMatchObject({ state: 'sent', attempts: 2 });
    }
  });

  it('the deployed schedule runs the sweep', async () => {
    const long = new Date(Date.now() - 10 * MINUTE);
    const { ref, to } = await queue({ state: 'retry', attempts: 1, nextAttemptAt: long });
    // firebase-functions-test wraps v2 schedules as v1 ones (no scheduleTime): run it as deployed.
    await retryQueuedMail.run({ scheduleTime: new Date().toISOString() });
    await waitForMail(to);
    expect(await outboxOf(ref)).toMatchObject({ state: 'sent' });
  });

  it('leaves everything alone while the Trigger Email extension is the sender', async () => {
    process.env.MAIL_SENDER = 'extension';
    try {
      const { ref } = await queue({
        state: 'retry',
        attempts: 1,
        nextAttemptAt: new Date(Date.now() - 1),
      });
      expect(await retryDueMail(new Date())).toEqual({ expired: 0, attempted: 0 });
      await fft.wrap(sendQueuedMail)({ data: await ref.get(), params: { id: ref.id } });
      expect(await outboxOf(ref)).toMatchObject({ state: 'retry', attempts: 1 });
    } finally {
      delete process.env.MAIL_SENDER;
    }
  });
});
