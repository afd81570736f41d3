import {
  type DocumentOf,
  type StoredImage,
  isImagePurpose,
  sniffContentType,
  uploadProblem,
} from '@fundax/core';
import { logger } from 'firebase-functions';

import { docRef } from '../data/documents';
import type { Arrival, FileStore } from './file-store';
import { renderVariants } from './image-variants';
import { resourcePath, variantPath } from './storage-paths';

type FileRecord = DocumentOf<'files'>;

/**
 * Why the bytes that arrived are not what was requested, or null when they are: the same type
 * and size limits as on request, the exact declared byte count, the declared type proven by
 * the first bytes, and (when the PUT named one) the same Content-Type.
 */
export function arrivalProblem(record: FileRecord, arrival: Arrival): string | null {
  if (arrival.sizeBytes !== record.sizeBytes) {
    return `The upload was ${arrival.sizeBytes} bytes, not the ${record.sizeBytes} requested.`;
  }
  if (arrival.contentType !== null && arrival.contentType !== record.contentType) {
    return `The upload was sent as ${arrival.contentType}, not the ${record.contentType} requested.`;
  }
  const sniffed = sniffContentType(arrival.head);
  if (sniffed !== record.contentType) {
    return `The file is not a ${record.contentType} file (its contents say ${sniffed ?? 'otherwise'}).`;
  }
  return uploadProblem(record.purpose, sniffed, arrival.sizeBytes)?.message ?? null;
}

export type ArrivalOutcome =
  | { state: 'stored'; image: StoredImage | null; url: string | null }
  | { state: 'rejected'; reason: string };

async function store(
  fileId: string,
  record: FileRecord,
  arrival: Arrival,
  files: FileStore,
): Promise<ArrivalOutcome> {
  if (!isImagePurpose(record.purpose)) {
    const url = await arrival.keep(resourcePath(fileId, record.contentType), record.contentType);
    return { state: 'stored', image: null, url };
  }
  let rendered;
  try {
    rendered = await renderVariants(await arrival.bytes());
  } catch {
    return { state: 'rejected', reason: 'The image could not be read; it may be damaged.' };
  }
  const variants = await Promise.all(
    rendered.map(async ({ name, bytes, width, height }) => ({
      name,
      width,
      height,
      url: await files.save(variantPath(fileId, name), bytes, 'image/webp'),
    })),
  );
  const card = variants.find((variant) => variant.name === 'card') ?? variants[0];
  return { state: 'stored', image: { fileId, variants }, url: card?.url ?? null };
}

/**
 * Judges an upload that arrived for a pending file, keeps what passes (variants for images,
 * the file itself for resources), always drops the landed upload, and records the outcome on
 * files/{fileId}. Used by the local upload function and the production Storage trigger alike.
 */
export async function acceptArrival(
  fileId: string,
  record: FileRecord,
  arrival: Arrival,
  files: FileStore,
): Promise<ArrivalOutcome> {
  const problem = arrivalProblem(record, arrival);
  const outcome: ArrivalOutcome = problem
    ? { state: 'rejected', reason: problem }
    : await store(fileId, record, arrival, files);
  await arrival.discard();
  await docRef('files', fileId).update(
    outcome.state === 'stored'
      ? {
          state: 'stored',
          storedBytes: arrival.sizeBytes,
          image: outcome.image,
          url: outcome.url,
          uploadTokenHash: null,
          updatedAt: new Date(),
        }
      : {
          state: 'rejected',
          rejectReason: outcome.reason,
          uploadTokenHash: null,
          updatedAt: new Date(),
        },
  );
  logger.info('Upload judged', { fileId, purpose: record.purpose, state: outcome.state });
  return outcome;
}
