import { z } from '../zod';
import { networkCategorySchema } from './categories';
import { centsSchema, timestampSchema } from './common';
import { reviewStatusSchema } from './status';

/** Application answers: question key -> answer text. */
export const applicationAnswersSchema = z
  .record(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Question keys cannot be empty.'),
        z.maxLength(60, 'Question keys are at most 60 characters.'),
      ),
    z.string().check(z.trim(), z.maxLength(2000, 'Answers can be at most 2000 characters.')),
  )
  .check(
    z.refine((answers) => Object.keys(answers).length > 0, 'Answer at least one question.'),
    z.refine((answers) => Object.keys(answers).length <= 30, 'At most 30 answers.'),
  );

export const applicationCategoriesSchema = z.array(networkCategorySchema).check(
  z.minLength(1, 'Choose at least one category.'),
  z.maxLength(5, 'Choose at most five categories.'),
  z.refine((list) => new Set(list).size === list.length, 'Each category only once.'),
);

/** Membership dues an approved angel owes (/angels/payment/{id}). */
export const angelDuesSchema = z.object({
  amountCents: centsSchema,
  status: z.enum(['due', 'paid']),
  paidAt: z._default(z.nullable(timestampSchema), null),
  reference: z._default(z.nullable(z.string()), null),
});
export type AngelDues = z.infer<typeof angelDuesSchema>;

/**
 * applications/{id}: an angel's application to the networking side. Readable by the applicant
 * and admins. `submitDate` is in seconds (docs/product.md §3.6); `_status` is written only by functions.
 */
export const applicationSchema = z.object({
  applicantId: z.string(),
  applicantName: z.string(),
  submitDate: z.number().check(z.int(), z.nonnegative()),
  answers: applicationAnswersSchema,
  categories: applicationCategoriesSchema,
  _status: reviewStatusSchema,
  dues: z._default(z.nullable(angelDuesSchema), null),
});
export type Application = z.infer<typeof applicationSchema>;
