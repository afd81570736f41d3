import { z } from '../zod';
import { applicationAnswersSchema, applicationCategoriesSchema } from '../schemas/applications';
import { defineCallable } from './define';
import { idResultSchema } from './id-result';

/** An angel applies to the networking side; one open application at a time. */
export const submitAngelApplication = defineCallable({
  name: 'submitAngelApplication',
  access: 'signed-in',
  summary: 'Angel submits their application (pending review; one open application at a time).',
  input: z.strictObject({
    answers: applicationAnswersSchema,
    categories: applicationCategoriesSchema,
  }),
  output: idResultSchema,
});
