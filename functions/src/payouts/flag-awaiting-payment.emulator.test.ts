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

/**
 * Settled events in the history test: more than a page of the sweep's reads, so reading them
 * would show. Not thousands: each seeded event sets off the emulator's search and alert
 * triggers, and 5,000 left 10,000 trigger runs queued that starved the next files' mail.
 */
const SETTLED_HISTORY = FLAG_PAGE_SIZE + 100;

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

    // The paid and the cancelled event are settled (owing nobody): flagged so, once.
    expect(await flagAwaitingPayment()).toEqual({ scanned: 4, changed: 4, skipped: 0 });
    const flags = async (ids: string[]) =>
      Promise.all(
        ids.map(async (id) => {
          const { awaitingPayment, settled } = (await read('events', id))._protected;
          return [awaitingPayment, settled];
        }),
      );
    expect(await flags([unpaid, fundaxerUnpaid])).toEqual([
      [true, false],
      [true, false],
    ]);
    expect(await flags([partnerOnlyPaid, cancelled])).toEqual([
      [false, true],
      [false, true],
    ]);
    expect(await flags([upcoming, pending])).toEqual([
      [false, false],
      [false, false],
    ]);
    // Settled events are not read again; the open ones are, and need nothing.
    expect(await flagAwaitingPayment()).toEqual({ scanned: 2, changed: 0, skipped: 0 });
  });

  it('reads only the open events, however many settled ones history holds (more than a page here)', async () => {
    const venueId = await seedVenue('partner-1');
    const settledTemplate = (
      await adminDb()
        .doc(`events/${await seedEvent(venueId, ended)}`)
        .get()
    ).data();
    await adminDb().recursiveDelete(adminDb().collection('events'));
    const writer = adminDb().bulkWriter();
    for (let i = 0; i < SETTLED_HISTORY; i += 1) {
      void writer.create(adminDb().collection('events').doc(), {
        ...settledTemplate,
        eventStart: new Date(Date.now() - (i + 2) * 86_400_000),
        eventEnd: new Date(Date.now() - (i + 2) * 86_400_000 + 3_600_000),
        _protected: {
          disbursal: { partner: mark, fundaxer: null },
          awaitingPayment: false,
          countedHash: null,
          resultsReported: true,
          settled: true,
        },
      });
    }
    await writer.close();
    const open = await Promise.all([
      seedEvent(venueId, { ...ended, fundaxer }),
      seedEvent(venueId, { ...ended, fundaxer }),
      seedEvent(venueId, ended),
    ]);
    // What the schedule's query read before it skipped settled events: every ended event.
    const everyEnded = await adminDb()
      .collection('events')
      .where('_status.approved', '==', true)
      .where('eventEnd', '<', new Date())
      .count()
      .get();
    const first = await flagAwaitingPayment();
    const second = await flagAwaitingPayment();
    console.info(
      `flagAwaitingPayment over ${SETTLED_HISTORY} settled and ${open.length} open events: ` +
        `${first.scanned} events read (first run), ${second.scanned} (second run); ` +
        `without the settled filter it would read ${everyEnded.data().count} each run`,
    );
    expect(everyEnded.data().count).toBe(SETTLED_HISTORY + open.length);
    expect(first).toEqual({ scanned: open.length, changed: open.length, skipped: 0 });
    // The partner-only event is still unpaid; the other two as well: all three stay open.
    expect(second).toEqual({ scanned: open.length, changed: 0, skipped: 0 });
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
