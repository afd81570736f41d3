import { saveNetworkingGroup } from '@fundax/core';
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

const group = {
  name: 'Rio Rancho Business Connect',
  description: 'Weekly referrals breakfast for local owners.',
  city: 'Rio Rancho',
  meets: 'Tuesdays 7:30 am',
};

describe('saveNetworkingGroup', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('adds a group with defaults and edits it', async () => {
    const admin = await administrator();
    const venueId = await seedVenue((await member('partner')).uid);
    const { id } = ok(await call(saveNetworkingGroup, { ...group, venueId }, admin));
    expect(await read('networkingGroups', id)).toMatchObject({
      ...group,
      venueId,
      categories: [],
      memberCount: 0,
      contactUrl: null,
    });
    ok(await call(saveNetworkingGroup, { ...group, id, memberCount: 31 }, admin));
    expect((await read('networkingGroups', id)).memberCount).toBe(31);
    expect((await auditEntries()).map((entry) => entry.changes)).toEqual([
      { created: true },
      { created: false },
    ]);
  });

  it('refuses an unknown group or venue with not-found', async () => {
    const admin = await administrator();
    await expectRefused(
      () => call(saveNetworkingGroup, { ...group, id: 'missing' }, admin),
      'not-found',
    );
    await expectRefused(
      () => call(saveNetworkingGroup, { ...group, venueId: 'missing' }, admin),
      'not-found',
    );
  });

  it('refuses non-admins and visitors', async () => {
    const angel = await member('angel');
    await expectRefused(() => call(saveNetworkingGroup, group, angel), 'permission-denied');
    await expectRefused(() => call(saveNetworkingGroup, group), 'unauthenticated');
  });

  it.each([
    ['a city outside the area', { city: 'Santa Fe' }],
    ['a negative member count', { memberCount: -1 }],
    ['an unknown category', { categories: ['gambling'] }],
    ['a bad contact url', { contactUrl: 'mailto:a@b.c' }],
    ['a missing schedule', { meets: undefined }],
  ])('refuses %s with invalid-argument', async (_label, change) => {
    await expectRefused(
      async () => call(saveNetworkingGroup, { ...group, ...change }, await administrator()),
      'invalid-argument',
    );
  });
});
