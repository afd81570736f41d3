import {
  type DocumentOf,
  FundaxError,
  type Resource,
  type UploadPurpose,
  type WithId,
  largestVariant,
} from '@fundax/core';
import type { Transaction } from 'firebase-admin/firestore';

import { readDoc } from '../data/documents';
import type { SignedInContext } from '../platform/call-context';

type Caller = Pick<SignedInContext, 'uid'>;

/**
 * A stored file the caller uploaded for this purpose, or the reason it cannot be attached:
 * an unknown id `not-found`, someone else's file `permission-denied`, a file uploaded for
 * another purpose `invalid-argument`, one still uploading or refused `failed-precondition`.
 */
export async function requireOwnFile(
  tx: Transaction,
  fileId: string,
  caller: Caller,
  purpose: UploadPurpose,
): Promise<WithId<DocumentOf<'files'>>> {
  const file = await readDoc(tx, 'files', fileId);
  if (!file) throw new FundaxError('not-found', 'There is no uploaded file with that id.');
  if (file.ownerId !== caller.uid) {
    throw new FundaxError('permission-denied', 'You can only attach files you uploaded.');
  }
  if (file.purpose !== purpose) {
    throw new FundaxError(
      'invalid-argument',
      `That file was uploaded as a ${file.purpose}, not a ${purpose}.`,
    );
  }
  if (file.state === 'pending') {
    throw new FundaxError('failed-precondition', 'That file has not finished uploading yet.');
  }
  if (file.state === 'rejected') {
    throw new FundaxError('failed-precondition', `That upload was refused: ${file.rejectReason}`);
  }
  return file;
}

/**
 * The picture fields a create or update writes: an attached image sets `image` (variants) and
 * `imageUrl` (its card size); `imageFileId: null` clears both; a typed `imageUrl` drops the
 * uploaded variants; nothing said changes nothing. Reads only: call it before any write.
 */
export async function imageFields(
  tx: Transaction,
  input: { imageFileId?: string | null; imageUrl?: string | null },
  caller: Caller,
  purpose: Extract<UploadPurpose, 'venue-photo' | 'event-image'>,
): Promise<{ image?: DocumentOf<'venues'>['image']; imageUrl?: string | null }> {
  if (input.imageFileId === null) return { image: null, imageUrl: null };
  if (input.imageFileId === undefined) return input.imageUrl === undefined ? {} : { image: null };
  const { image } = await requireOwnFile(tx, input.imageFileId, caller, purpose);
  if (!image) throw new FundaxError('failed-precondition', 'That file has no image variants.');
  return { image, imageUrl: largestVariant(image).url };
}

const KIND_TYPES: Record<Resource['kind'], string> = {
  video: 'video/mp4',
  document: 'application/pdf',
};

/**
 * Where a resource's file comes from: an uploaded file gives its stored address and the size
 * that arrived (never a typed one), and must be of the resource's kind; a typed address
 * detaches any earlier upload.
 */
export async function resourceFileFields(
  tx: Transaction,
  input: { fileId?: string; url?: string; kind: Resource['kind'] },
  caller: Caller,
): Promise<Partial<Pick<Resource, 'url' | 'sizeBytes' | 'fileId'>>> {
  if (input.fileId === undefined) return input.url === undefined ? {} : { fileId: null };
  const file = await requireOwnFile(tx, input.fileId, caller, 'resource');
  if (file.contentType !== KIND_TYPES[input.kind] || !file.url) {
    throw new FundaxError(
      'invalid-argument',
      `A ${input.kind} resource needs ${input.kind === 'video' ? 'an MP4 video' : 'a PDF document'}; that file is ${file.contentType}.`,
    );
  }
  return { url: file.url, sizeBytes: file.storedBytes, fileId: file.id };
}
