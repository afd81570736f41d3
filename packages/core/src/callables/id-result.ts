import { z } from '../zod';
import { docIdSchema } from '../schemas/common';

/** The result of most mutations: the id of the document created or changed. */
export const idResultSchema = z.object({ id: z.string() });

/** Input naming one existing document. */
export const idInputSchema = z.strictObject({ id: docIdSchema });
