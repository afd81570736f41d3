import { deleteResource, saveResource } from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import {
  administrator,
  auditEntries,
  exists,
  expectRefused,
  member,
  ok,
} from '../test-support/fixtures';

const resource = {
  kind: 'document',
  title: 'Partner agreement',
  url: 'https://docs.fundax.example/partner-agreement.pdf',
};

describe('deleteResource', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('removes a resource; the audit log keeps that it existed', async () => {
    const admin = await administrator();
    const { id } = ok(await call(saveResource, resource, admin));
    expect(ok(await call(deleteResource, { id }, admin))).toEqual({ id });
    expect(await exists('resources', id)).toBe(false);
    expect((await auditEntries()).map((entry) => entry.action)).toEqual([
      'resource.save',
      'resource.delete',
    ]);
    await expectRefused(() => call(deleteResource, { id }, admin), 'not-found');
  });

  it('refuses non-admins and visitors', async () => {
    const { id } = ok(await call(saveResource, resource, await administrator()));
    const partner = await member('partner');
    await expectRefused(() => call(deleteResource, { id }, partner), 'permission-denied');
    await expectRefused(() => call(deleteResource, { id }), 'unauthenticated');
  });

  it.each([
    ['a missing id', {}],
    ['an id with a slash', { id: 'a/b' }],
    ['a dot id', { id: '..' }],
  ])('refuses %s with invalid-argument', async (_label, payload) => {
    await expectRefused(
      async () => call(deleteResource, payload, await administrator()),
      'invalid-argument',
    );
  });
});
