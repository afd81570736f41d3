import { timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';

import { type DocumentOf, FundaxError, SNIFF_BYTES } from '@fundax/core';
import type { Request } from 'firebase-functions/v2/https';

import { docRef, readDoc } from '../data/documents';
import { runTransaction } from '../data/run-transaction';
import { type ArrivalOutcome, acceptArrival } from './accept-arrival';
import type { Arrival } from './file-store';
import { keepLocal, localFile, localStore } from './local-store';
import { uploadPath } from './storage-paths';
import { hashUploadToken } from './upload-grant';

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Takes the upload's single-use token, in a transaction: an unknown file is `not-found`, a URL
 * already used `already-exists`, a wrong token or an expired URL `permission-denied`. Two PUTs
 * racing on one URL cannot both pass.
 */
async function claimUpload(fileId: string, token: string, now: Date) {
  return runTransaction(async (tx) => {
    const record = await readDoc(tx, 'files', fileId);
    if (!record) throw new FundaxError('not-found', 'There is no upload with that id.');
    if (record.state !== 'pending' || record.uploadTokenHash === null) {
      throw new FundaxError(
        'already-exists',
        'This upload URL was already used. Ask for a new one to upload again.',
      );
    }
    if (!sameHash(hashUploadToken(token), record.uploadTokenHash)) {
      throw new FundaxError('permission-denied', 'This upload URL is not valid.');
    }
    if (record.uploadExpiresAt.getTime() <= now.getTime()) {
      throw new FundaxError('permission-denied', 'This upload URL has expired. Ask for a new one.');
    }
    tx.update(docRef('files', fileId), { uploadTokenHash: null, updatedAt: now });
    return record;
  });
}

/**
 * Lands the request body in a temp file, counting bytes, keeping the first ones for sniffing,
 * and writing no more than one byte past the declared size (the count goes on, so an oversize
 * upload is reported with its real size).
 */
async function land(request: Request, fileId: string, cap: number) {
  const file = localFile(uploadPath(fileId));
  await mkdir(path.dirname(file), { recursive: true });
  let count = 0;
  let head = Buffer.alloc(0);
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const room = Math.max(0, cap + 1 - count);
      count += chunk.length;
      if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
      done(null, room > 0 ? chunk.subarray(0, room) : undefined);
    },
  });
  // A typed body was already read by the emulator's body parser (up to 32 MB).
  const source = (request as Request & { rawBody?: Buffer }).rawBody;
  if (source !== undefined && request.readableEnded) {
    counter.end(source);
    await pipeline(counter, createWriteStream(file));
  } else {
    await pipeline(request, counter, createWriteStream(file));
  }
  return { file, sizeBytes: count, head: new Uint8Array(head) };
}

/** PUT /upload/{fileId}?token=…: one upload, judged exactly as the Storage trigger judges it. */
export async function receiveLocalUpload(
  request: Request,
  fileId: string,
): Promise<ArrivalOutcome> {
  const token = typeof request.query.token === 'string' ? request.query.token : '';
  const record: DocumentOf<'files'> = await claimUpload(fileId, token, new Date());
  let landed;
  try {
    landed = await land(request, fileId, record.sizeBytes);
  } catch {
    // The client went away mid-upload: the token is spent, so the file is refused (a new
    // requestUpload starts over) and the partial bytes are dropped.
    await rm(localFile(uploadPath(fileId)), { force: true });
    await docRef('files', fileId).update({
      state: 'rejected',
      rejectReason: 'The upload was interrupted. Try again.',
      updatedAt: new Date(),
    });
    throw new FundaxError('aborted', 'The upload was interrupted. Try again.');
  }
  const arrival: Arrival = {
    sizeBytes: landed.sizeBytes,
    head: landed.head,
    contentType: request.get('content-type')?.split(';')[0]?.trim() || null,
    bytes: () => readFile(landed.file),
    keep: (target, contentType) => keepLocal(landed.file, target, contentType),
    discard: () => rm(landed.file, { force: true }),
  };
  return acceptArrival(fileId, record, arrival, localStore);
}
