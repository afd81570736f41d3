import { randomUUID } from 'node:crypto';

import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';

import type { Arrival, FileStore } from './file-store';
import { IMMUTABLE_CACHE } from './storage-paths';

/** The project's default bucket (FIREBASE_CONFIG names it on a deployed function). */
export function bucket() {
  return getStorage(getApps()[0] ?? initializeApp()).bucket();
}

/**
 * A Firebase download URL: served by Firebase Storage to anyone holding the token, without
 * evaluating storage.rules (which deny every client read and write).
 */
function downloadUrl(bucketName: string, objectPath: string, token: string): string {
  return `https://firebasestorage.googleapis.com/v0/b/${bucketName}/o/${encodeURIComponent(objectPath)}?alt=media&token=${token}`;
}

const tokenMetadata = (contentType: string, token: string) => ({
  contentType,
  cacheControl: IMMUTABLE_CACHE,
  metadata: { firebaseStorageDownloadTokens: token },
});

export const bucketStore: FileStore = {
  async save(objectPath, bytes, contentType) {
    const token = randomUUID();
    const target = bucket();
    await target.file(objectPath).save(bytes, {
      resumable: false,
      metadata: tokenMetadata(contentType, token),
    });
    return downloadUrl(target.name, objectPath, token);
  },
};

/** An upload that landed in the bucket, as the finalize trigger sees it. */
export async function bucketArrival(
  objectPath: string,
  sizeBytes: number,
  contentType: string | null,
  head: Uint8Array,
): Promise<Arrival> {
  const file = bucket().file(objectPath);
  return Promise.resolve({
    sizeBytes,
    head,
    contentType,
    bytes: async () => (await file.download())[0],
    async keep(target, type) {
      const token = randomUUID();
      const destination = bucket().file(target);
      await file.copy(destination, {
        contentType: type,
        cacheControl: IMMUTABLE_CACHE,
        metadata: { firebaseStorageDownloadTokens: token },
      });
      return downloadUrl(bucket().name, target, token);
    },
    async discard() {
      await file.delete({ ignoreNotFound: true });
    },
  });
}
