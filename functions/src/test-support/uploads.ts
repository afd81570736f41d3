// Test files and the upload round trip (requestUpload, then a PUT), as a client makes them.
import { type UploadContentType, type UploadPurpose, requestUpload } from '@fundax/core';
import sharp from 'sharp';

import { call } from '../../../tests/support/call';
import type { TestUser } from '../../../tests/support/users';
import { ok } from './fixtures';

/** A real JPEG of the given size (solid colour, optionally with camera metadata). */
export async function jpeg(width: number, height: number, exif = false): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#0f5c4d' } });
  return (
    exif ? image.withExif({ IFD0: { Make: 'Phone', Copyright: 'Where it was taken' } }) : image
  )
    .jpeg()
    .toBuffer();
}

export async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#b4540f80' } })
    .png()
    .toBuffer();
}

export async function webp(): Promise<Buffer> {
  return sharp({ create: { width: 48, height: 32, channels: 3, background: '#1a5fb4' } })
    .webp()
    .toBuffer();
}

/** A small but well-formed PDF. */
export function pdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

/** The start of an MP4 (an ftyp box) padded to the size asked for. */
export function mp4(size = 4096): Buffer {
  const bytes = Buffer.alloc(size);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftypisom', 4, 'latin1');
  return bytes;
}

export interface Grant {
  fileId: string;
  uploadUrl: string;
  headers: Record<string, string>;
}

export async function grant(
  user: TestUser,
  purpose: UploadPurpose,
  contentType: UploadContentType,
  sizeBytes: number,
): Promise<Grant> {
  return ok(await call(requestUpload, { purpose, contentType, sizeBytes }, user));
}

export async function put(
  url: string,
  body: Buffer,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(url, { method: 'PUT', headers, body });
}

/** Requests an upload for these bytes and PUTs them; returns the file id once stored. */
export async function upload(
  user: TestUser,
  purpose: UploadPurpose,
  contentType: UploadContentType,
  body: Buffer,
): Promise<string> {
  const granted = await grant(user, purpose, contentType, body.length);
  const response = await put(granted.uploadUrl, body, granted.headers);
  if (response.status !== 200) {
    throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  }
  return granted.fileId;
}
