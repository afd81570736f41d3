import { saveResource } from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import { administrator, expectRefused, member, ok, read } from '../test-support/fixtures';

const resource = {
  kind: 'video',
  title: 'Running a give-back night',
  url: 'https://videos.fundax.example/give-back-night.mp4',
  audience: ['partner'],
  durationSeconds: 312,
};

describe('saveResource', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('adds a resource with defaults and edits it', async () => {
    const admin = await administrator();
    const { id } = ok(await call(saveResource, resource, admin));
    expect(await read('resources', id)).toMatchObject({
      ...resource,
      description: '',
      sizeBytes: null,
    });
    ok(await call(saveResource, { ...resource, id, title: 'Your first give-back night' }, admin));
    expect((await read('resources', id)).title).toBe('Your first give-back night');
  });

  it('refuses an unknown resource with not-found', async () => {
    await expectRefused(
      async () => call(saveResource, { ...resource, id: 'missing' }, await administrator()),
      'not-found',
    );
  });

  it('refuses non-admins and visitors', async () => {
    const partner = await member('partner');
    await expectRefused(() => call(saveResource, resource, partner), 'permission-denied');
    await expectRefused(() => call(saveResource, resource), 'unauthenticated');
  });

  it.each([
    ['an unknown kind', { kind: 'podcast' }],
    ['a url that is not https', { url: 'javascript:alert(1)' }],
    ['an unknown audience', { audience: ['admin'] }],
    ['a negative duration', { durationSeconds: -3 }],
    ['an id with a slash', { id: 'resources/r1' }],
  ])('refuses %s with invalid-argument', async (_label, change) => {
    await expectRefused(
      async () => call(saveResource, { ...resource, ...change }, await administrator()),
      'invalid-argument',
    );
  });
});
