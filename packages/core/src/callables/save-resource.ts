import { z } from '../zod';
import { docIdSchema, urlSchema } from '../schemas/common';
import { resourceSchema } from '../schemas/content';
import { defineCallable } from './define';
import { idResultSchema } from './id-result';

/**
 * An admin adds (no id) or edits (id) a portal video or document. Its file is either uploaded
 * (`fileId` from requestUpload: the address and size then come from the stored file, and its
 * type must match the kind) or a typed web address (a video hosted elsewhere), never both.
 */
export const saveResource = defineCallable({
  name: 'saveResource',
  access: 'admin',
  summary: 'Admin adds or edits a portal video or document (an uploaded file or a web address).',
  input: z
    .strictObject({
      ...z.omit(resourceSchema, { createdAt: true, updatedAt: true, fileId: true }).shape,
      id: z.optional(docIdSchema),
      url: z.optional(urlSchema),
      fileId: z.optional(docIdSchema),
    })
    .check(
      z.refine((input) => input.url === undefined || input.fileId === undefined, {
        path: ['fileId'],
        message: 'Upload a file or give a web address, not both.',
      }),
      z.refine((input) => input.fileId === undefined || input.sizeBytes == null, {
        path: ['sizeBytes'],
        message: 'An uploaded file’s size is taken from the file; leave the size out.',
      }),
      z.refine((input) => input.id !== undefined || input.url !== undefined || input.fileId, {
        path: ['url'],
        message: 'Upload the file or give its web address.',
      }),
    ),
  output: idResultSchema,
});
