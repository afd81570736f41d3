import { createHash, randomBytes } from 'node:crypto';

import type { UploadContentType } from '@fundax/core';

import { bucket } from './bucket-store';
import { localFilesBaseUrl, onEmulator } from './files-env';
import { uploadPath } from './storage-paths';

export interface UploadGrant {
  url: string;
  /** Headers the PUT must carry. */
  headers: Record<string, string>;
  /** Emulator only: the SHA-256 of the token in the URL (the record keeps only this). */
  tokenHash: string | null;
}

export function hashUploadToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Locally: the emulator-only upload function, with a random single-use token. The PUT carries
 * no Content-Type on purpose: the emulator buffers typed bodies only up to 32 MB, while an
 * untyped body streams (resources reach 200 MB). The bytes themselves prove the type.
 */
function localGrant(fileId: string): UploadGrant {
  const token = randomBytes(32).toString('base64url');
  return {
    url: `${localFilesBaseUrl()}/upload/${fileId}?token=${token}`,
    headers: {},
    tokenHash: hashUploadToken(token),
  };
}

/**
 * In production: a V4 signed URL to PUT exactly this object, with this Content-Type and byte
 * count, once (if-generation-match 0 refuses a second PUT over it). Signing without a key
 * file uses the IAM signBlob API: the functions' service account needs
 * `iam.serviceAccounts.signBlob` on itself (role Service Account Token Creator).
 */
async function signedGrant(
  fileId: string,
  contentType: UploadContentType,
  sizeBytes: number,
  expires: Date,
): Promise<UploadGrant> {
  const extensionHeaders = {
    'x-goog-if-generation-match': '0',
    'x-goog-content-length-range': `${sizeBytes},${sizeBytes}`,
  };
  const [url] = await bucket().file(uploadPath(fileId)).getSignedUrl({
    version: 'v4',
    action: 'write',
    expires,
    contentType,
    extensionHeaders,
  });
  return { url, headers: { 'content-type': contentType, ...extensionHeaders }, tokenHash: null };
}

export async function uploadGrant(
  fileId: string,
  contentType: UploadContentType,
  sizeBytes: number,
  expires: Date,
): Promise<UploadGrant> {
  return onEmulator() ? localGrant(fileId) : signedGrant(fileId, contentType, sizeBytes, expires);
}
