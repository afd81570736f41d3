// deleteAccount through the Functions emulator: the database before and after, document by
// document, for a partner and for a fundaxer; the identity gone; the guards (a recent sign-in,
// never the last admin) refusing with nothing changed.
import {
  createSupportRequest,
  deleteAccount,
  markDisbursal,
  nearbyEvents,
  nearbyVenues,
  reviewEvent,
  reviewVenue,
} from '@fundax/core';
import { getApps } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { beforeEach, describe, expect, it } from 'vitest';

import { adminDb } from '../../../tests/support/admin';
import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import { createUser, signIn, withSignInAge } from '../../../tests/support/users';
import {
  ABQ,
  type Member,
  administrator,
  expectFailure,
  expectRefused,
  inHours,
  member,
  ok,
  read,
  seedApplication,
  seedEvent,
  seedVenue,
  snapshotDb,
} from '../test-support/fixtures';
import { SCRUBBED_ANSWERS, SCRUBBED_APPLICANT } from './erase-personal-data';
import { CANCELLED_FUNDAXER_GONE, CANCELLED_HOST_GONE } from './withdraw-listings';

/** What changed between two snapshots of the database, by document path. */
function diff(before: Record<string, unknown>, after: Record<string, unknown>) {
  const paths = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return {
    removed: paths.filter((path) => path in before && !(path in after)),
    added: paths.filter((path) => !(path in before) && path in after),
    changed: paths.filter(
      (path) =>
        path in before &&
        path in after &&
        JSON.stringify(before[path]) !== JSON.stringify(after[path]),
    ),
  };
}

/** Paths with the millisecond time that ends a notification's id shown as `<at>`. */
const unstamped = (paths: string[]) =>
  paths.map((path) => path.replace(/-\d{13}$/, '-<at>')).sort();

/** A person's news, which goes with their account: the inbox message and its email. */
const news = (uid: string, id: string) => [`mail/${uid}-${id}`, `users/${uid}/notifications/${id}`];

async function identityExists(uid: string): Promise<boolean> {
  adminDb();
  return getAuth(getApps()[0])
    .getUser(uid)
    .then(() => true)
    .catch(() => false);
}

/**
 * A partner with two venues (one approved and searchable, one pending), an upcoming approved
 * event at the first naming a fundaxer, an upcoming event the fundaxer organizes there, a past
 * event with a partner payout on the ledger, and a support request; beside them, another
 * partner's venue and event, untouched by anything below.
 */
async function world() {
  const admin = await administrator();
  const partner = await member('partner');
  const fundaxer = await member('fundaxer', { displayName: 'Dana Yazzie' });
  const other = await member('partner');
  const named = { id: fundaxer.uid, name: 'Dana Yazzie' };
  const venue = await seedVenue(partner.uid, { approved: null });
  ok(await call(reviewVenue, { id: venue, decision: 'approve' }, admin));
  const pendingVenue = await seedVenue(partner.uid, { approved: null, name: 'Second Cafe' });
  // The fundaxer has accepted: the event waits only for the admin.
  const upcoming = await seedEvent(venue, {
    approved: null,
    fundaxer: named,
    consent: { fundaxer: 'agreed' },
  });
  ok(await call(reviewEvent, { id: upcoming, decision: 'approve' }, admin));
  const byFundaxer = await seedEvent(venue, { organizerId: fundaxer.uid, fundaxer: named });
  const past = await seedEvent(venue, { start: inHours(-6), end: inHours(-3), fundaxer: named });
  const payout = ok(
    await call(
      markDisbursal,
      {
        eventId: past,
        party: 'partner',
        amountCents: 12_000,
        reference: 'ACH 2044',
        idempotencyKey: 'delete-test-0001',
      },
      admin,
    ),
  );
  const request = ok(
    await call(
      createSupportRequest,
      { subject: 'Closing', message: 'We are closing the business.' },
      partner,
    ),
  );
  const otherVenue = await seedVenue(other.uid, { location: [35.1, -106.6] });
  const otherEvent = await seedEvent(otherVenue);
  return {
    admin,
    partner,
    fundaxer,
    venue,
    pendingVenue,
    upcoming,
    byFundaxer,
    past,
    payout,
    request,
    otherVenue,
    otherEvent,
  };
}

const search = { center: ABQ, radiusKm: 5, limit: 50 };
const idsOf = (result: { items: { id: string }[] }) => result.items.map((item) => item.id);

describe('deleteAccount', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('deletes a partner: private data gone, listings off the public side, records kept', async () => {
    const w = await world();
    expect(idsOf(ok(await call(nearbyVenues, search)))).toContain(w.venue);
    const before = await snapshotDb();

    expect(ok(await call(deleteAccount, {}, w.partner))).toEqual({
      uid: w.partner.uid,
      cancelledEvents: 2,
      disabledVenues: 2,
    });

    const after = await snapshotDb();
    const changes = diff(before, after);
    expect(unstamped(changes.removed)).toEqual(
      [
        `profiles/${w.partner.uid}`,
        `rateLimits/${w.partner.uid}`,
        `supportRequests/${w.request.id}`,
        `users/${w.partner.uid}`,
        ...news(w.partner.uid, `venue-approved-${w.venue}-<at>`),
        ...news(w.partner.uid, `event-approved-${w.upcoming}-<at>`),
        ...news(w.partner.uid, `payout-recorded-${w.payout.entryId}`),
      ].sort(),
    );
    expect(changes.changed).toEqual(
      [
        `events/${w.byFundaxer}`,
        `events/${w.upcoming}`,
        `venues/${w.pendingVenue}`,
        `venues/${w.venue}`,
        ...changes.changed.filter((path) => path.startsWith('nearbyCounts/')),
      ].sort(),
    );
    // The searchable venue and the counted event left their cells: one venue and one event count.
    expect(changes.changed.filter((path) => path.startsWith('nearbyCounts/'))).toHaveLength(2);
    // Added: the audit trail (2 cancellations, 2 venues disabled, the deletion), and the
    // fundaxer told of both cancellations (inbox and mail, one per event however often it is
    // cancelled); nothing addressed to the partner.
    const audited = changes.added.filter((path) => path.startsWith('auditLog/'));
    expect(audited).toHaveLength(5);
    expect(unstamped(changes.added.filter((path) => !audited.includes(path)))).toEqual(
      [
        ...news(w.fundaxer.uid, `event-cancelled-${w.upcoming}`),
        ...news(w.fundaxer.uid, `event-cancelled-${w.byFundaxer}`),
      ].sort(),
    );
    const audit = audited.map((path) => after[path] as { action: string; actorId: string });
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'account.delete',
      'event.cancel',
      'event.cancel',
      'venue.disable',
      'venue.disable',
    ]);
    expect(audit.every((entry) => entry.actorId === w.partner.uid)).toBe(true);
    expect(JSON.stringify(audit)).not.toContain(w.partner.email);

    // Cancelled with a reason the fundaxer sees; disabled venues; the past event, its payout on
    // the ledger and everyone else's documents as they were.
    for (const id of [w.upcoming, w.byFundaxer]) {
      expect((await read('events', id))._status).toMatchObject({
        cancelled: true,
        disabled: true,
        cancelReason: CANCELLED_HOST_GONE,
      });
    }
    expect((await read('venues', w.venue))._status.disabled).toBe(true);
    expect((await read('venues', w.pendingVenue))._status.disabled).toBe(true);
    expect(after[`events/${w.past}`]).toEqual(before[`events/${w.past}`]);
    expect(after[`ledger/${w.payout.entryId}`]).toEqual(before[`ledger/${w.payout.entryId}`]);

    // Off the public side: nearby search no longer finds the venue or its events.
    expect(idsOf(ok(await call(nearbyVenues, search)))).not.toContain(w.venue);
    const events = idsOf(ok(await call(nearbyEvents, search)));
    expect(events).not.toContain(w.upcoming);
    expect(events).not.toContain(w.byFundaxer);
    expect(events).toContain(w.otherEvent);

    // The identity is gone: the password no longer signs in.
    expect(await identityExists(w.partner.uid)).toBe(false);
    await expect(signIn(w.partner.email, w.partner.password)).rejects.toThrow(/EMAIL_NOT_FOUND/);
  });

  it('deletes a fundaxer: events raising money for them cancelled, their name off the rest', async () => {
    const w = await world();
    const before = await snapshotDb();
    expect(ok(await call(deleteAccount, {}, w.fundaxer))).toEqual({
      uid: w.fundaxer.uid,
      cancelledEvents: 2,
      disabledVenues: 0,
    });
    const changes = diff(before, await snapshotDb());
    expect(unstamped(changes.removed)).toEqual(
      [
        `profiles/${w.fundaxer.uid}`,
        `users/${w.fundaxer.uid}`,
        ...news(w.fundaxer.uid, `event-approved-${w.upcoming}-<at>`),
      ].sort(),
    );
    const upcoming = await read('events', w.upcoming);
    expect(upcoming._status).toMatchObject({
      cancelled: true,
      cancelReason: CANCELLED_FUNDAXER_GONE,
    });
    expect((await read('events', w.byFundaxer))._status.cancelReason).toBe(CANCELLED_HOST_GONE);
    // The past event stays public (results, payouts) without the person's name.
    const past = await read('events', w.past);
    expect(past).toMatchObject({ fundaxerId: w.fundaxer.uid, fundaxerName: null });
    expect(past._status.cancelled).toBe(false);
    expect(upcoming.fundaxerName).toBeNull();
    // The partner's venue and account are theirs, untouched.
    expect(changes.changed.filter((path) => path.startsWith('venues/'))).toEqual([]);
    expect(changes.removed.filter((path) => path.includes(w.partner.uid))).toEqual([]);
    expect(await identityExists(w.partner.uid)).toBe(true);
  });

  it('keeps an angel’s paid dues as a record without their name, and deletes the rest', async () => {
    const angel = await member('angel');
    const paid = await seedApplication(angel, true);
    await adminDb()
      .doc(`applications/${paid}`)
      .update({
        dues: { amountCents: 25_000, status: 'paid', paidAt: new Date(), reference: 'CHK 9' },
      });
    const rejected = await seedApplication(angel, false);
    ok(await call(deleteAccount, {}, angel));
    expect(await read('applications', paid)).toMatchObject({
      applicantId: angel.uid,
      applicantName: SCRUBBED_APPLICANT,
      answers: SCRUBBED_ANSWERS,
      dues: { status: 'paid', amountCents: 25_000, reference: 'CHK 9' },
    });
    expect((await adminDb().doc(`applications/${rejected}`).get()).exists).toBe(false);
  });

  it('asks for a fresh sign-in when the last one is older than five minutes', async () => {
    const partner = await member('partner');
    const stale = withSignInAge(partner, 10 * 60);
    await expectRefused(() => call(deleteAccount, {}, stale), 'unauthenticated');
    const refused = await call(deleteAccount, {}, stale);
    expect(refused).toMatchObject({
      ok: false,
      status: 401,
      details: { reason: 'requires-recent-login', maxAgeSeconds: 300 },
      message: 'For your security, sign in again to delete your account.',
    });
    expect(await identityExists(partner.uid)).toBe(true);
    // Four minutes ago is recent enough.
    ok(await call(deleteAccount, {}, withSignInAge(partner, 4 * 60)));
  });

  it('refuses the last admin, and lets an admin go once another remains', async () => {
    const admin: Member = await member('partner', { admin: true });
    await expectRefused(() => call(deleteAccount, {}, admin), 'failed-precondition');
    const refused = await call(deleteAccount, {}, admin);
    expectFailure(refused, 'failed-precondition');
    expect(refused.ok ? '' : refused.message).toMatch(/last administrator/);
    await createUser({ claims: { admin: true } });
    ok(await call(deleteAccount, {}, admin));
    expect(await identityExists(admin.uid)).toBe(false);
  });

  it('answers a repeated call after success with nothing more to do, and a visitor with 401', async () => {
    const user = await member(null);
    ok(await call(deleteAccount, {}, user));
    const before = await snapshotDb();
    // The ID token outlives the identity for up to an hour: the repeat changes nothing.
    expect(ok(await call(deleteAccount, {}, user))).toEqual({
      uid: user.uid,
      cancelledEvents: 0,
      disabledVenues: 0,
    });
    expect(await snapshotDb()).toEqual(before);
    await expectRefused(() => call(deleteAccount, {}), 'unauthenticated');
    await expectRefused(() => call(deleteAccount, { confirm: true }, user), 'invalid-argument');
  });
});
