import {
  type Location,
  alertCells,
  cancelEvent,
  parseDocument,
  reviewEvent,
  setEventAlerts,
  setNotificationPreferences,
} from '@fundax/core';
import functionsTest from 'firebase-functions-test';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { adminDb } from '../../../../tests/support/admin';
import { call } from '../../../../tests/support/call';
import { settledMailTo, waitForMail } from '../../../../tests/support/mail-catcher';
import { clearAuth, clearFirestore } from '../../../../tests/support/reset';
import { createUser } from '../../../../tests/support/users';
import {
  ABQ,
  type Member,
  administrator,
  expectRefused,
  member,
  ok,
  read,
  seedEvent,
  seedVenue,
} from '../../test-support/fixtures';
import { inbox } from '../../test-support/inbox';
import { sendAlertDigests } from './alert-digests';
import { announceEvent, announceNewEvent } from './announce-new-event';

const KM_PER_DEGREE_LAT = 111.32;
/** A point `km` north of Albuquerque's centre. */
const north = (km: number): Location => [ABQ[0] + km / KM_PER_DEGREE_LAT, ABQ[1]];
const DAY = 24 * 60 * 60 * 1000;

const alertsOf = async (uid: string) =>
  (await inbox(uid)).filter((message) => message.kind === 'event-alert');

async function until<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
): Promise<T> {
  // The announcement is a trigger: on a busy machine the emulator may start a worker for it
  // first (seconds), behind the other triggers of the same writes.
  const deadline = Date.now() + 45_000;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function subscriber(center: Location, radiusKm: number, name: string): Promise<Member> {
  const person = await member('angel', { displayName: name });
  ok(await call(setEventAlerts, { center, radiusKm, enabled: true }, person));
  return person;
}

describe('setEventAlerts', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('stores the circle with the cells that cover it; switched off, no cells', async () => {
    const person = await member('fundaxer');
    const input = { center: ABQ, radiusKm: 12, enabled: true };
    expect(ok(await call(setEventAlerts, input, person))).toEqual(input);
    const { eventAlerts } = await read('users', person.uid);
    expect(eventAlerts).toMatchObject({ center: ABQ, radiusKm: 12, enabled: true });
    expect(eventAlerts?.cells).toEqual(alertCells(ABQ, 12));
    ok(await call(setEventAlerts, { ...input, enabled: false }, person));
    expect((await read('users', person.uid)).eventAlerts).toMatchObject({
      center: ABQ,
      radiusKm: 12,
      enabled: false,
      cells: [],
    });
  });

  it('is open to any registered account, and refuses bad circles', async () => {
    await expectRefused(
      () => call(setEventAlerts, { center: ABQ, radiusKm: 5, enabled: true }),
      'unauthenticated',
    );
    await expectRefused(
      async () =>
        call(setEventAlerts, { center: ABQ, radiusKm: 5, enabled: true }, await createUser()),
      'failed-precondition',
    );
    const person = await member('angel');
    for (const bad of [
      { center: ABQ, radiusKm: 0.5, enabled: true },
      { center: ABQ, radiusKm: 51, enabled: true },
      { center: [95, 0], radiusKm: 5, enabled: true },
      { center: ABQ, radiusKm: 5 },
    ]) {
      await expectRefused(() => call(setEventAlerts, bad, person), 'invalid-argument');
    }
  });
});

describe('alerts for new events nearby', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('an approval alerts everyone whose circle holds the event, once; nobody else', async () => {
    const partner = await member('partner');
    const venueId = await seedVenue(partner.uid, {
      location: north(2),
      name: 'Barelas Coffee House',
    });
    const eventId = await seedEvent(venueId, { approved: null });
    const near = await subscriber(ABQ, 5, 'Priya Raman');
    const quiet = await subscriber(north(1), 3, 'Quiet Reader');
    ok(await call(setNotificationPreferences, { email: { 'event-alert': false } }, quiet));
    const far = await subscriber(north(6), 1, 'Far Away');
    const edge = await subscriber(north(4.5), 2, 'Just Outside');
    // The partner's own circle holds the event, but nobody is alerted to their own event.
    ok(await call(setEventAlerts, { center: ABQ, radiusKm: 10, enabled: true }, partner));
    const switchedOff = await subscriber(ABQ, 10, 'Switched Off');
    ok(await call(setEventAlerts, { center: ABQ, radiusKm: 10, enabled: false }, switchedOff));

    const admin = await administrator();
    ok(await call(reviewEvent, { id: eventId, decision: 'approve' }, admin));
    const [alert] = await until(
      () => alertsOf(near.uid),
      (found) => found.length > 0,
      'the alert',
    );
    expect(alert).toMatchObject({
      id: `event-alert-${eventId}`,
      title: 'New near you: Band night',
      link: `/event/${eventId}`,
      readAt: null,
    });
    expect(alert?.body).toMatch(
      /^Barelas Coffee House, 2\.0 km \(1\.2 mi\) away, .* M[SD]T\. 15% of what/,
    );
    await until(
      () => alertsOf(quiet.uid),
      (found) => found.length === 1,
      'the quiet alert',
    );

    // Rejected and approved again: it became public twice, but nobody hears of it twice.
    ok(
      await call(
        reviewEvent,
        { id: eventId, decision: 'reject', reason: 'Wrong date on it.' },
        admin,
      ),
    );
    ok(await call(reviewEvent, { id: eventId, decision: 'approve' }, admin));
    const event = await read('events', eventId);
    const again = await announceEvent({ ...event, id: eventId }, new Date());
    expect(again).toMatchObject({ matched: 2, alerted: 0 });
    // Read: the accounts whose covering holds the point (the two, and the partner), no others.
    expect(again.reads).toBe(3);
    expect(await alertsOf(near.uid)).toHaveLength(1);
    for (const nobody of [far, edge, partner, switchedOff])
      expect(await alertsOf(nobody.uid)).toEqual([]);

    // The daily email waits in a digest for those who want it, not for the quiet one.
    const digest = await adminDb().doc(`alertDigests/${near.uid}`).get();
    expect(parseDocument('alertDigests', digest.id, digest.data()).events).toMatchObject([
      { eventId, eventTitle: 'Band night', venueName: 'Barelas Coffee House' },
    ]);
    expect((await adminDb().doc(`alertDigests/${quiet.uid}`).get()).exists).toBe(false);
  });

  it('sends the digest at most once a day, and drops events withdrawn meanwhile', async () => {
    const partner = await member('partner');
    const venueId = await seedVenue(partner.uid, { location: north(1) });
    const near = await subscriber(ABQ, 5, 'Priya Raman');
    const admin = await administrator();
    const approve = async () => {
      const id = await seedEvent(venueId, { approved: null });
      ok(await call(reviewEvent, { id, decision: 'approve' }, admin));
      await until(
        async () => (await alertsOf(near.uid)).some((alert) => alert.id === `event-alert-${id}`),
        Boolean,
        'the alert',
      );
      return id;
    };
    await approve();
    const today = new Date();
    expect(await sendAlertDigests(today)).toMatchObject({ sent: 1 });
    const [mail] = await waitForMail(near.email, { subject: 'New near you: Band night' });
    expect(mail?.text).toContain('A new give-back event was published in your alert area:');
    expect(mail?.headers['list-unsubscribe']).toMatch(/unsubscribe\?t=/);

    // A second event the same day waits for tomorrow's email.
    await approve();
    expect(await sendAlertDigests(today)).toMatchObject({ sent: 0, 'already-today': 1 });
    const withdrawn = await approve();
    ok(await call(cancelEvent, { id: withdrawn, reason: 'Closed for repairs.' }, partner));
    const tomorrow = new Date(today.getTime() + DAY);
    expect(await sendAlertDigests(tomorrow)).toMatchObject({ sent: 1 });
    const both = await waitForMail(near.email, { count: 2 });
    expect(both.map((message) => message.subject)).toEqual([
      'New near you: Band night',
      'New near you: Band night',
    ]);
    expect(await settledMailTo(near.email)).toHaveLength(2);
    expect(await sendAlertDigests(tomorrow)).toMatchObject({ sent: 0 });
  });
});

describe('an announcement that runs late (a retry, a backlog)', () => {
  const fft = functionsTest({ projectId: 'demo-fundax' });
  afterAll(() => fft.cleanup());

  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  /**
   * Runs the trigger (in this process, firebase-functions-test) on an approval, after the
   * event has changed as `since` says. The approval's before and after are real snapshots, read
   * from copies outside `events` (no trigger watches them), so the emulator's own run of the
   * trigger never sees an approval: the stored event goes from pending to `since` directly.
   */
  async function lateAnnouncement(since: Record<string, unknown>) {
    const partner = await member('partner');
    const venueId = await seedVenue(partner.uid, { location: north(1) });
    const near = await subscriber(ABQ, 5, 'Priya Raman');
    const ref = adminDb().doc(`events/${await seedEvent(venueId, { approved: null })}`);
    const pending = (await ref.get()).data() as { _status: Record<string, unknown> };
    const copies = adminDb().collection('lateAnnouncementCopies');
    await copies.doc('before').set(pending);
    await copies.doc('after').set({ ...pending, _status: { ...pending._status, approved: true } });
    await ref.update(since);
    await fft.wrap(announceNewEvent)({
      data: fft.makeChange(await copies.doc('before').get(), await copies.doc('after').get()),
      params: { id: ref.id },
    });
    return alertsOf(near.uid);
  }

  it('announces the event as it stands now', async () => {
    const [alert] = await lateAnnouncement({
      '_status.approved': true,
      title: 'Green Chile Cook-off',
    });
    expect(alert?.title).toBe('New near you: Green Chile Cook-off');
  });

  it('tells nobody of an event cancelled meanwhile', async () => {
    expect(
      await lateAnnouncement({
        '_status.approved': true,
        '_status.cancelled': true,
        '_status.cancelReason': 'Flooded.',
      }),
    ).toEqual([]);
  });

  it('tells nobody of an event rejected meanwhile', async () => {
    expect(
      await lateAnnouncement({ '_status.approved': false, '_status.reason': 'Wrong date.' }),
    ).toEqual([]);
  });
});
