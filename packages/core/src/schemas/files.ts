import { z } from '../zod';
import { storedImageSchema } from '../files/stored-image';
import { uploadContentTypeSchema, uploadPurposeSchema } from '../files/upload-limits';
import { timestampSchema, urlSchema } from './common';

export const FILE_STATES = ['pending', 'stored', 'rejected'] as const;
export type FileState = (typeof FILE_STATES)[number];

/**
 * files/{fileId}: one upload, from the URL requestUpload handed out to what was stored. Written
 * only by functions; its owner (and admins) read it to follow the upload. The bytes never live
 * here: they are in Cloud Storage (locally, in the folder beside the emulator data).
 *
 * - `contentType` and `sizeBytes` are what the uploader declared; the bytes that arrive must
 *   match both (sniffed type, exact count), or the file is `rejected` with `rejectReason`.
 * - `stored`: an image has `image` (its variants), a resource has `url`; `storedBytes` is the
 *   size that arrived (resources take their size from it).
 * - `uploadTokenHash`: the SHA-256 of the local upload token (emulator only; null in
 *   production, where the signed URL is the credential).
 */
export const fileRecordSchema = z.object({
  ownerId: z.string(),
  purpose: uploadPurposeSchema,
  contentType: uploadContentTypeSchema,
  sizeBytes: z.number().check(z.int(), z.positive()),
  state: z.enum(FILE_STATES),
  rejectReason: z._default(z.nullable(z.string()), null),
  storedBytes: z._default(z.nullable(z.number().check(z.int(), z.nonnegative())), null),
  url: z._default(z.nullable(urlSchema), null),
  image: z._default(z.nullable(storedImageSchema), null),
  uploadTokenHash: z._default(z.nullable(z.string()), null),
  uploadExpiresAt: timestampSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type FileRecord = z.infer<typeof fileRecordSchema>;
