import { MAX_IMAGE_BYTES, MAX_RESOURCE_BYTES, requestUpload } from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import { createUser } from '../../../tests/support/users';
import { administrator, expectRefused, member, ok, read } from '../test-support/fixtures';

const photo = { purpose: 'venue-photo', contentType: 'image/jpeg', sizeBytes: 1_204_112 };

describe('requestUpload', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('hands a partner a single-use local upload URL and records the file as pending', async () => {
    const partner = await member('partner');
    const before = Date.now();
    const granted = ok(await call(requestUpload, photo, partner));
    expect(granted.uploadUrl).toMatch(
      new RegExp(`/us-central1/localFiles/upload/${granted.fileId}\\?token=[\\w-]{43}$`),
    );
    // No Content-Type on the local PUT: the bytes prove the type (see upload-grant.ts).
    expect(granted.headers).toEqual({});
    const expires = Date.parse(granted.expiresAt);
    expect(expires - before).toBeGreaterThan(14 * 60_000);
    expect(expires - before).toBeLessThanOrEqual(16 * 60_000);
    const record = await read('files', granted.fileId);
    expect(record).toMatchObject({
      ownerId: partner.uid,
      purpose: 'venue-photo',
      contentType: 'image/jpeg',
      sizeBytes: 1_204_112,
      state: 'pending',
      image: null,
      url: null,
    });
    // Only a hash of the token is kept, never the token itself.
    const token = new URL(granted.uploadUrl).searchParams.get('token') ?? '';
    expect(record.uploadTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(record)).not.toContain(token);
  });

  it.each([
    ['partner', 'event-image', 'image/png'],
    ['fundaxer', 'event-image', 'image/webp'],
  ] as const)('lets a %s upload an %s', async (role, purpose, contentType) => {
    const user = await member(role);
    ok(await call(requestUpload, { purpose, contentType, sizeBytes: MAX_IMAGE_BYTES }, user));
  });

  it('lets an admin without a role account upload a 200 MB video', async () => {
    const admin = await administrator();
    const granted = ok(
      await call(
        requestUpload,
        { purpose: 'resource', contentType: 'video/mp4', sizeBytes: MAX_RESOURCE_BYTES },
        admin,
      ),
    );
    expect((await read('files', granted.fileId)).ownerId).toBe(admin.uid);
  });

  it.each([
    ['fundaxer', 'venue-photo', 'image/jpeg'],
    ['angel', 'venue-photo', 'image/jpeg'],
    ['angel', 'event-image', 'image/jpeg'],
    ['partner', 'resource', 'application/pdf'],
    ['fundaxer', 'resource', 'video/mp4'],
  ] as const)(
    'refuses a %s a forged purpose (%s) with permission-denied',
    async (role, purpose, type) => {
      const user = await member(role);
      await expectRefused(
        () => call(requestUpload, { purpose, contentType: type, sizeBytes: 1000 }, user),
        'permission-denied',
      );
    },
  );

  it('refuses a visitor, and a user who has not registered', async () => {
    await expectRefused(() => call(requestUpload, photo), 'unauthenticated');
    const user = await createUser();
    await expectRefused(() => call(requestUpload, photo, user), 'failed-precondition');
  });

  it.each([
    ['an unknown purpose', { ...photo, purpose: 'avatar' }],
    ['a GIF', { ...photo, contentType: 'image/gif' }],
    ['an SVG (scriptable)', { ...photo, contentType: 'image/svg+xml' }],
    ['HTML', { ...photo, contentType: 'text/html' }],
    ['a PDF as a photo', { ...photo, contentType: 'application/pdf' }],
    ['a photo over 5 MB', { ...photo, sizeBytes: MAX_IMAGE_BYTES + 1 }],
    ['a size as text', { ...photo, sizeBytes: '1204112' }],
    ['a negative size', { ...photo, sizeBytes: -1 }],
    ['no size', { purpose: 'venue-photo', contentType: 'image/jpeg' }],
    ['a forged owner', { ...photo, ownerId: 'someone-else' }],
    ['a forged state', { ...photo, state: 'stored' }],
    ['an array', [photo]],
  ])('refuses %s with invalid-argument and writes nothing', async (_label, payload) => {
    const partner = await member('partner');
    await expectRefused(() => call(requestUpload, payload, partner), 'invalid-argument');
  });

  it('refuses a resource over 200 MB', async () => {
    const admin = await administrator();
    await expectRefused(
      () =>
        call(
          requestUpload,
          { purpose: 'resource', contentType: 'video/mp4', sizeBytes: MAX_RESOURCE_BYTES + 1 },
          admin,
        ),
      'invalid-argument',
    );
  });
});
