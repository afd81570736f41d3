import type { ScheduledEvent } from 'firebase-functions/v2/scheduler';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { adminDb } from '../../../tests/support/admin';
import { clearFirestore } from '../../../tests/support/reset';
import { inHours, read, seedEvent, seedVenue } from '../test-support/fixtures';
import { FLAG_PAGE_SIZE, flagAwaitingPayment } from './flag-awaiting-payment';
import { flagEventsAwaitingPayment } from './flag-events-awaiting-payment';

const ended = { start: inHours(-5), end: inHours(-2) };
const fundaxer = { id: 'fundaxer-1', name: 'Dana' };
const mark = { paidAt: new Date(), entryId: 'payment-x' };

describe('flagEventsAwaitingPayment (handler against the Firestore emulator)', () => {
  beforeAll(() => {
    adminDb(); // the Admin SDK app on the emulator project, shared with the handler
  });

  beforeEach(async () => {
    await clearFirestore();
  });

  it('flags ended approved events with an unpaid party, and only those', async () => {
    const venueId = await seedVenue('partner-1');
    const unpaid = await seedEvent(venueId, { ...ended, fundaxer });
    const partnerOnlyPaid = await seedEvent(venueId, ended);
    await adminDb()
      .doc(`events/${partnerOnlyPaid}`)
      .update({ '_protected.disbursal.partner': mark });
    const fundaxerUnpaid = await seedEvent(venueId, { ...ended, fundaxer });
    await adminDb()
      .doc(`events/${fundaxerUnpaid}`)
      .update({ '_protected.disbursal.partner': mark });
    const upcoming = await seedEvent(venueId);
    const pending = await seedEvent(venueId, { ...ended, approved: null });
    const cancelled = await seedEvent(venueId, { ...ended, cancelled: true });

    expect(await flagAwaitingPayment()).toEqual({ scanned: 4, changed: 2, skipped: 0 });
    const flags = async (ids: string[]) =>
      Promise.all(ids.map(async (id) => (await read('events', id))._protected.awaitingPayment));
    expect(await flags([unpaid, fundaxerUnpaid])).toEqual([true, true]);
    expect(await flags([partnerOnlyPaid, upcoming, pending, cancelled])).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('changes nothing the second time, and clears a flag once the event is paid', async () => {
    const venueId = await seedVenue('partner-1');
    const id = await seedEvent(venueId, ended);
    expect((await flagAwaitingPayment()).changed).toBe(1);
    const updateTime = (await adminDb().doc(`events/${id}`).get()).updateTime;
    expect((await flagAwaitingPayment()).changed).toBe(0);
    expect((await adminDb().doc(`events/${id}`).get()).updateTime?.isEqual(updateTime!)).toBe(true);
    await adminDb().doc(`events/${id}`).update({ '_protected.disbursal.partner': mark });
    expect((await flagAwaitingPayment()).changed).toBe(1);
    expect((await read('events', id))._protected.awaitingPayment).toBe(false);
  });

  it('pages through more events than one page holds', async () => {
    const venueId = await seedVenue('partner-1');
    const template = (
      await adminDb()
        .doc(`events/${await seedEvent(venueId, ended)}`)
        .get()
    ).data();
    const writer = adminDb().bulkWriter();
    for (let i = 0; i < FLAG_PAGE_SIZE + 20; i += 1) {
      void writer.create(adminDb().collection('events').doc(), template ?? {});
    }
    await writer.close();
    expect(await flagAwaitingPayment()).toEqual({
      scanned: FLAG_PAGE_SIZE + 21,
      changed: FLAG_PAGE_SIZE + 21,
      skipped: 0,
    });
  });

  it('skips an invalid event, reporting it by id, and flags the rest', async () => {
    const venueId = await seedVenue('partner-1');
    const good = await seedEvent(venueId, ended);
    const bad = await seedEvent(venueId, ended);
    await adminDb().doc(`events/${bad}`).update({ title: 7 });
    expect(await flagAwaitingPayment()).toEqual({ scanned: 2, changed: 1, skipped: 1 });
    expect((await read('events', good))._protected.awaitingPayment).toBe(true);
  });

  it('runs as the deployed scheduled function', async () => {
    const venueId = await seedVenue('partner-1');
    const id = await seedEvent(venueId, ended);
    const event: ScheduledEvent = { scheduleTime: new Date().toISOString() };
    await flagEventsAwaitingPayment.run(event);
    expect((await read('events', id))._protected.awaitingPayment).toBe(true);
  });
});
