import { z } from '../zod';

import {
  uploadContentTypeSchema,
  uploadProblem,
  uploadPurposeSchema,
} from '../files/upload-limits';
import { docIdSchema, isoDateTimeSchema } from '../schemas/common';
import { defineCallable } from './define';

/**
 * Asks for a URL to PUT one file to. The purpose decides who may ask (a partner for a venue
 * photo, a partner or fundaxer for an event image, an admin for a portal resource) and what is
 * accepted; the file is attached afterwards by createVenue/updateVenue, createEvent/updateEvent
 * or saveResource, which check that the caller owns both the file and the listing.
 */
export const requestUpload = defineCallable({
  name: 'requestUpload',
  access: 'signed-in',
  summary: 'Hands out a short-lived URL to PUT one photo, video or document to.',
  input: z
    .strictObject({
      purpose: uploadPurposeSchema,
      contentType: uploadContentTypeSchema,
      sizeBytes: z
        .number({ error: 'The file size is a number of bytes.' })
        .check(
          z.int('The file size is a whole number of bytes.'),
          z.positive('The file is empty.'),
        ),
    })
    .check(
      z.superRefine((input, ctx) => {
        const problem = uploadProblem(input.purpose, input.contentType, input.sizeBytes);
        if (problem)
          ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
      }),
    ),
  output: z.object({
    fileId: docIdSchema,
    uploadUrl: z.url({ protocol: /^https?$/ }),
    /** Headers the PUT must carry exactly (the signed URL covers them). */
    headers: z.record(z.string(), z.string()),
    expiresAt: isoDateTimeSchema,
  }),
});
