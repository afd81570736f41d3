import { reviewVenue } from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import {
  administrator,
  auditEntries,
  expectRefused,
  member,
  ok,
  read,
  seedVenue,
} from '../test-support/fixtures';

describe('reviewVenue', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('approves once, then rejects with a reason, auditing each change', async () => {
    const partner = await member('partner');
    const id = await seedVenue(partner.uid, { approved: null });
    const admin = await administrator();
    expect(ok(await call(reviewVenue, { id, decision: 'approve' }, admin))).toEqual({
      id,
      approved: true,
    });
    ok(await call(reviewVenue, { id, decision: 'approve' }, admin));
    ok(await call(reviewVenue, { id, decision: 'reject', reason: 'Closed permanently.' }, admin));
    expect((await read('venues', id))._status).toMatchObject({
      approved: false,
      reason: 'Closed permanently.',
    });
    expect((await auditEntries()).map((entry) => entry.action)).toEqual([
      'venue.approve',
      'venue.reject',
    ]);
  });

  it('leaves one consistent state when two admins approve at once', async () => {
    const partner = await member('partner');
    const id = await seedVenue(partner.uid, { approved: null });
    await Promise.all([
      call(reviewVenue, { id, decision: 'approve' }, await administrator()),
      call(reviewVenue, { id, decision: 'approve' }, await administrator()),
    ]);
    expect(await auditEntries()).toHaveLength(1);
    expect((await read('venues', id))._status.approved).toBe(true);
  });

  it('refuses a removed venue with failed-precondition', async () => {
    const partner = await member('partner');
    const id = await seedVenue(partner.uid, { approved: null, disabled: true });
    await expectRefused(
      async () => call(reviewVenue, { id, decision: 'approve' }, await administrator()),
      'failed-precondition',
    );
  });

  it('refuses non-admins, visitors and unknown venues', async () => {
    const partner = await member('partner');
    const id = await seedVenue(partner.uid, { approved: null });
    await expectRefused(
      () => call(reviewVenue, { id, decision: 'approve' }, partner),
      'permission-denied',
    );
    await expectRefused(() => call(reviewVenue, { id, decision: 'approve' }), 'unauthenticated');
    await expectRefused(
      async () => call(reviewVenue, { id: 'missing', decision: 'approve' }, await administrator()),
      'not-found',
    );
  });

  it.each([
    ['a rejection without a reason', { id: 'v1', decision: 'reject' }],
    ['a decision as a boolean', { id: 'v1', decision: true }],
    ['a reserved id', { id: '__id__', decision: 'approve' }],
  ])('refuses %s with invalid-argument', async (_label, payload) => {
    await expectRefused(
      async () => call(reviewVenue, payload, await administrator()),
      'invalid-argument',
    );
  });
});
