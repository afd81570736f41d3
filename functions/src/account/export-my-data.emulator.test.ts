// exportMyData through the Functions emulator: everything about the caller, nothing about
// anyone else, as plain JSON, and nothing written but the rate-limit counter.
import { createSupportRequest, exportMyData, markDisbursal, reviewVenue } from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import {
  administrator,
  expectRefused,
  inHours,
  member,
  ok,
  seedEvent,
  seedVenue,
  snapshotDb,
} from '../test-support/fixtures';

const ids = (documents: Record<string, unknown>[] | undefined) =>
  (documents ?? []).map((document) => document.id).sort();

describe('exportMyData', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('exports everything held about the caller and nothing about anyone else', async () => {
    const admin = await administrator();
    const partner = await member('partner', { displayName: 'Miguel Baca' });
    const fundaxer = await member('fundaxer');
    const venue = await seedVenue(partner.uid, { approved: null });
    ok(await call(reviewVenue, { id: venue, decision: 'approve' }, admin));
    const upcoming = await seedEvent(venue, {
      fundaxer: { id: fundaxer.uid, name: 'Test fundaxer' },
    });
    const past = await seedEvent(venue, { start: inHours(-6), end: inHours(-3) });
    const payout = ok(
      await call(
        markDisbursal,
        {
          eventId: past,
          party: 'partner',
          amountCents: 9_005,
          reference: 'Check 2044',
          idempotencyKey: 'export-test-0001',
        },
        admin,
      ),
    );
    const request = ok(
      await call(
        createSupportRequest,
        { subject: 'Payout question', message: 'When does the check arrive?' },
        partner,
      ),
    );
    // Someone else's listing and request, which must not appear.
    const stranger = await member('partner');
    const theirs = await seedEvent(await seedVenue(stranger.uid));
    ok(
      await call(
        createSupportRequest,
        { subject: 'Other question', message: 'Nothing to do with Miguel.' },
        stranger,
      ),
    );

    const before = await snapshotDb();
    const exported = ok(await call(exportMyData, {}, partner));
    const after = await snapshotDb();

    expect(exported).toMatchObject({
      format: 'fundax-export/1',
      uid: partner.uid,
      identity: {
        email: partner.email,
        emailVerified: true,
        providers: ['password'],
        admin: false,
      },
    });
    const { documents } = exported;
    expect(ids(documents.users)).toEqual([partner.uid]);
    expect(documents.users?.[0]).toMatchObject({
      displayName: 'Miguel Baca',
      email: partner.email,
      role: 'partner',
    });
    expect(ids(documents.profiles)).toEqual([partner.uid]);
    expect(ids(documents.venues)).toEqual([venue]);
    expect(ids(documents.events)).toEqual([upcoming, past].sort());
    expect(ids(documents.ledger)).toEqual([payout.entryId]);
    expect(documents.ledger?.[0]).toMatchObject({ amountCents: 9_005, reference: 'Check 2044' });
    expect(ids(documents.supportRequests)).toEqual([request.id]);
    expect(ids(documents.applications)).toEqual([]);
    // The audit entries that name them: the venue approval is about their venue, not them;
    // their own support request is no audited action, so none.
    expect(documents.auditLog).toEqual([]);
    expect(ids(documents.rateLimits)).toEqual([partner.uid]);
    // Plain JSON: times as ISO strings, nothing that would not survive a round trip.
    expect(JSON.parse(JSON.stringify(exported))).toEqual(exported);
    expect(documents.users?.[0]?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    const text = JSON.stringify(exported);
    expect(text).not.toContain(theirs);
    expect(text).not.toContain(stranger.uid);
    expect(text).not.toContain('Nothing to do with Miguel.');

    // Nothing written but the export's own rate-limit charge.
    const touched = Object.keys(after).filter(
      (path) => JSON.stringify(after[path]) !== JSON.stringify(before[path]),
    );
    expect(touched).toEqual([`rateLimits/${partner.uid}`]);
  });

  it('exports an admin’s own actions, and a bare identity without an account', async () => {
    const admin = await administrator();
    const partner = await member('partner');
    const venue = await seedVenue(partner.uid, { approved: null });
    ok(await call(reviewVenue, { id: venue, decision: 'approve' }, admin));
    const exported = ok(await call(exportMyData, {}, admin));
    expect(exported.identity.admin).toBe(true);
    expect(exported.documents.auditLog).toMatchObject([
      { action: 'venue.approve', actorId: admin.uid, targetId: venue },
    ]);
    expect(exported.documents.users).toEqual([]);
    expect(exported.documents.venues).toEqual([]);
  });

  it('refuses a visitor and any input', async () => {
    await expectRefused(() => call(exportMyData, {}), 'unauthenticated');
    const admin = await administrator();
    await expectRefused(
      () => call(exportMyData, { uid: 'someone-else' }, admin),
      'invalid-argument',
    );
  });
});
