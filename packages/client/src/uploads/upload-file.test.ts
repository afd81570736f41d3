import type { FileRecord } from '@fundax/core';
import { describe, expect, it, vi } from 'vitest';

import { CallFailure } from '../callables/call-error';
import { type UploadSteps, putFailure, uploadFile } from './upload-file';

const grant = {
  fileId: 'f1',
  uploadUrl: 'http://127.0.0.1:5001/demo-fundax/us-central1/localFiles/upload/f1?token=t',
  headers: {},
  expiresAt: '2026-12-01T12:15:00.000Z',
};

const CARD_URL = 'https://cdn.example/card.webp';
const image = {
  fileId: 'f1',
  variants: [
    { name: 'card' as const, url: 'https://cdn.example/card.webp', width: 1200, height: 800 },
  ],
};

function record(overrides: Partial<FileRecord>): FileRecord {
  const at = new Date('2026-12-01T12:00:00Z');
  return {
    ownerId: 'u1',
    purpose: 'venue-photo',
    contentType: 'image/jpeg',
    sizeBytes: 4,
    state: 'pending',
    rejectReason: null,
    storedBytes: null,
    url: null,
    image: null,
    uploadTokenHash: null,
    uploadExpiresAt: at,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

function steps(records: (FileRecord | null)[]) {
  const queue = [...records];
  return {
    request: vi.fn<UploadSteps['request']>().mockResolvedValue(grant),
    put: vi.fn<UploadSteps['put']>().mockImplementation(async (_grant, body, onProgress) => {
      onProgress({ loaded: body.size, total: body.size });
      return Promise.resolve();
    }),
    readRecord: vi
      .fn<UploadSteps['readRecord']>()
      .mockImplementation(() => Promise.resolve(queue.shift() ?? null)),
    wait: vi.fn<UploadSteps['wait']>().mockResolvedValue(undefined),
  };
}

const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CallFailure);
  return (error as CallFailure).error;
}

describe('uploadFile', () => {
  it('requests a URL, PUTs the bytes untyped with the grant’s headers, and returns the stored file', async () => {
    const fake = steps([
      record({ state: 'pending' }),
      record({ state: 'stored', storedBytes: 4, image, url: CARD_URL }),
    ]);
    const progress = vi.fn();
    const uploaded = await uploadFile(photo, 'venue-photo', { onProgress: progress }, fake);
    expect(fake.request).toHaveBeenCalledWith({
      purpose: 'venue-photo',
      contentType: 'image/jpeg',
      sizeBytes: 4,
    });
    const body = fake.put.mock.calls[0]?.[1];
    expect(body?.size).toBe(4);
    expect(body?.type).toBe('');
    expect(progress).toHaveBeenCalledWith({ loaded: 4, total: 4 });
    expect(fake.wait).toHaveBeenCalledTimes(1);
    expect(uploaded).toEqual({ fileId: 'f1', sizeBytes: 4, image, url: CARD_URL });
  });

  it('refuses a wrong type or size before asking the server', async () => {
    const fake = steps([]);
    const gif = new Blob(['GIF89a'], { type: 'image/gif' });
    expect(await failure(uploadFile(gif, 'event-image', {}, fake))).toEqual({
      code: 'invalid-argument',
      message: 'A event-image must be a JPEG, PNG or WebP image.',
    });
    const big = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/png' });
    expect((await failure(uploadFile(big, 'venue-photo', {}, fake))).message).toContain(
      'at most 5 MB',
    );
    expect((await failure(uploadFile(photo, 'resource', {}, fake))).message).toContain(
      'PDF document or an MP4 video',
    );
    expect(fake.request).not.toHaveBeenCalled();
  });

  it('reports the server’s reason when the upload is refused on arrival', async () => {
    const fake = steps([
      record({ state: 'rejected', rejectReason: 'The file is not a image/jpeg file.' }),
    ]);
    expect(await failure(uploadFile(photo, 'venue-photo', {}, fake))).toEqual({
      code: 'invalid-argument',
      message: 'The file is not a image/jpeg file.',
    });
  });

  it('passes a PUT failure on as a call error', async () => {
    const fake = steps([]);
    fake.put.mockRejectedValue(
      new CallFailure(putFailure(409, '{"error":{"code":"already-exists","message":"Used."}}')),
    );
    expect(await failure(uploadFile(photo, 'venue-photo', {}, fake))).toEqual({
      code: 'already-exists',
      message: 'Used.',
    });
    expect(fake.readRecord).not.toHaveBeenCalled();
  });

  it('gives up when the server never judges the upload', async () => {
    const fake = steps([]);
    fake.readRecord.mockResolvedValue(record({ state: 'pending' }));
    expect((await failure(uploadFile(photo, 'venue-photo', {}, fake))).code).toBe(
      'deadline-exceeded',
    );
  });
});

describe('putFailure', () => {
  it('keeps the local function’s code and message, and words Cloud Storage’s statuses', () => {
    expect(putFailure(400, '{"error":{"code":"invalid-argument","message":"Too short."}}')).toEqual(
      {
        code: 'invalid-argument',
        message: 'Too short.',
      },
    );
    expect(putFailure(403, '<Error><Code>SignatureDoesNotMatch</Code></Error>').code).toBe(
      'permission-denied',
    );
    expect(putFailure(412, '').code).toBe('already-exists');
    expect(putFailure(0, '').code).toBe('unavailable');
  });
});
