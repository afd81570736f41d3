import { createHash, randomBytes } from 'node:crypto';

import { UPLOAD_URL_TTL_MINUTES } from '@fundax/core';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';

import { adminDb } from '../../../tests/support/admin';
import { PROJECT_ID, emulatorHosts } from '../../../tests/support/emulator-hosts';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import { type Member, administrator, member, read } from '../test-support/fixtures';
import { grant, jpeg, mp4, pdf, png, put } from '../test-support/uploads';

const base = () => `http://${emulatorHosts().functions}/${PROJECT_ID}/us-central1/localFiles`;

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

describe('local uploads (localFiles, emulator only)', () => {
  let partner: Member;

  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
    partner = await member('partner');
  });

  it('stores a photo as WebP thumbnail and card variants, served with long-lived caching', async () => {
    const bytes = await jpeg(1600, 900, true);
    const granted = await grant(partner, 'venue-photo', 'image/jpeg', bytes.length);
    const response = await put(granted.uploadUrl, bytes, granted.headers);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ fileId: granted.fileId, state: 'stored' });

    const record = await read('files', granted.fileId);
    expect(record).toMatchObject({
      state: 'stored',
      storedBytes: bytes.length,
      uploadTokenHash: null,
    });
    expect(record.image?.variants.map(({ name, width, height }) => [name, width, height])).toEqual([
      ['thumb', 400, 225],
      ['card', 1200, 675],
    ]);
    expect(record.url).toBe(record.image?.variants[1]?.url);
    for (const variant of record.image?.variants ?? []) {
      const served = await fetch(variant.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual([
        'webp',
        variant.width,
        variant.height,
      ]);
      // The camera metadata of the original is not published.
      expect(metadata.exif).toBeUndefined();
    }
  });

  it('never enlarges a small image', async () => {
    const bytes = await png(300, 120);
    const granted = await grant(partner, 'event-image', 'image/png', bytes.length);
    expect((await put(granted.uploadUrl, bytes)).status).toBe(200);
    const { image } = await read('files', granted.fileId);
    expect(image?.variants.map(({ width, height }) => [width, height])).toEqual([
      [300, 120],
      [300, 120],
    ]);
  });

  it('stores an admin’s PDF whole and serves byte ranges of it', async () => {
    const admin = await administrator();
    const bytes = pdf();
    const granted = await grant(admin, 'resource', 'application/pdf', bytes.length);
    expect((await put(granted.uploadUrl, bytes)).status).toBe(200);
    const record = await read('files', granted.fileId);
    expect(record).toMatchObject({ state: 'stored', storedBytes: bytes.length, image: null });
    const whole = await fetch(record.url ?? '');
    expect(whole.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
    const part = await fetch(record.url ?? '', { headers: { range: 'bytes=0-4' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-4/${bytes.length}`);
    expect(await part.text()).toBe('%PDF-');
  });

  it('streams a video larger than the emulator’s 32 MB body limit', async () => {
    const admin = await administrator();
    const bytes = mp4(40 * 1024 * 1024);
    const granted = await grant(admin, 'resource', 'video/mp4', bytes.length);
    expect((await put(granted.uploadUrl, bytes)).status).toBe(200);
    expect(await read('files', granted.fileId)).toMatchObject({
      state: 'stored',
      storedBytes: bytes.length,
    });
  });

  it.each([
    [
      'fewer bytes than requested',
      'image/jpeg',
      async () => (await jpeg(64, 64)).subarray(0, 200),
      201,
    ],
    ['more bytes than requested', 'image/jpeg', async () => jpeg(64, 64), 100],
    ['a JPEG sent as a PNG', 'image/png', async () => jpeg(64, 64), null],
    [
      'HTML sent as a JPEG',
      'image/jpeg',
      () => Buffer.from('<!doctype html><script>alert(1)</script>'),
      null,
    ],
    [
      'a damaged JPEG',
      'image/jpeg',
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(500)]),
      null,
    ],
  ] as const)(
    'rejects %s with 400 and stores nothing',
    async (_label, declared, body, declaredSize) => {
      const bytes = await body();
      const granted = await grant(partner, 'venue-photo', declared, declaredSize ?? bytes.length);
      const response = await put(granted.uploadUrl, bytes);
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('invalid-argument');
      const record = await read('files', granted.fileId);
      expect(record).toMatchObject({ state: 'rejected', image: null, url: null });
      expect(record.rejectReason).toBe(error.message);
    },
  );

  it('rejects a PUT whose Content-Type differs from the one requested', async () => {
    const bytes = await jpeg(64, 64);
    const granted = await grant(partner, 'venue-photo', 'image/jpeg', bytes.length);
    const response = await put(granted.uploadUrl, bytes, { 'content-type': 'image/png' });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toContain('sent as image/png');
  });

  it('takes one PUT per URL: a second one is 409 and leaves the stored file alone', async () => {
    const bytes = await jpeg(64, 64);
    const granted = await grant(partner, 'venue-photo', 'image/jpeg', bytes.length);
    expect((await put(granted.uploadUrl, bytes)).status).toBe(200);
    const stored = await read('files', granted.fileId);
    const again = await put(granted.uploadUrl, await png(64, 64));
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('already-exists');
    expect(await read('files', granted.fileId)).toEqual(stored);
  });

  it('refuses a forged token with 403 and keeps the URL usable for its owner', async () => {
    const bytes = await jpeg(64, 64);
    const granted = await grant(partner, 'venue-photo', 'image/jpeg', bytes.length);
    const forged = `${base()}/upload/${granted.fileId}?token=${randomBytes(32).toString('base64url')}`;
    const refused = await put(forged, bytes);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe('permission-denied');
    expect((await put(`${base()}/upload/${granted.fileId}`, bytes)).status).toBe(403);
    expect((await read('files', granted.fileId)).state).toBe('pending');
    expect((await put(granted.uploadUrl, bytes)).status).toBe(200);
  });

  it('refuses an expired URL with 403', async () => {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    const ref = adminDb().collection('files').doc();
    await ref.set({
      ownerId: partner.uid,
      purpose: 'venue-photo',
      contentType: 'image/jpeg',
      sizeBytes: 10,
      state: 'pending',
      uploadTokenHash: createHash('sha256').update(token).digest('hex'),
      uploadExpiresAt: new Date(now - 1000),
      createdAt: new Date(now - UPLOAD_URL_TTL_MINUTES * 60_000 - 1000),
      updatedAt: new Date(now - UPLOAD_URL_TTL_MINUTES * 60_000 - 1000),
    });
    const response = await put(`${base()}/upload/${ref.id}?token=${token}`, await jpeg(8, 8));
    expect(response.status).toBe(403);
    expect((await errorOf(response)).message).toContain('expired');
  });

  it('answers 404 for an unknown upload, an unknown path, a wrong download token, or a path outside files/', async () => {
    expect((await put(`${base()}/upload/nope?token=x`, pdf())).status).toBe(404);
    expect((await fetch(`${base()}/o/files/nope/card.webp?token=x`)).status).toBe(404);
    expect((await fetch(`${base()}/o/../../firebase.json`)).status).toBe(404);
    const bytes = await jpeg(64, 64);
    const granted = await grant(partner, 'venue-photo', 'image/jpeg', bytes.length);
    await put(granted.uploadUrl, bytes);
    const url = new URL((await read('files', granted.fileId)).url ?? '');
    url.searchParams.set('token', 'forged');
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(url.href.replace(/\?.*$/, ''))).status).toBe(404);
  });
});
