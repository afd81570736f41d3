import { submitAngelApplicationThunk, useThunk, voidSubmit } from '@fundax/client';
import { CallFailureNotice, SubmitButton, TextAreaField, TextField } from '@fundax/client/ui';
import { NETWORK_CATEGORIES, NETWORK_LABELS, applicationCategoriesSchema } from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';

/** The application's questions: key (stored), the question, and whether it must be answered. */
export const APPLICATION_QUESTIONS = [
  { key: 'business', label: 'Your business or profession', required: true, long: false },
  {
    key: 'why',
    label: 'Why do you want to join the Fundax angel network?',
    required: true,
    long: true,
  },
  {
    key: 'giving',
    label: 'How would you like to support local fundraisers? (optional)',
    required: false,
    long: true,
  },
  { key: 'referral', label: 'How did you hear about us? (optional)', required: false, long: false },
] as const;

type QuestionKey = (typeof APPLICATION_QUESTIONS)[number]['key'];

const answer = (required: boolean) =>
  required
    ? z
        .string()
        .check(
          z.trim(),
          z.minLength(2, 'Please answer this question.'),
          z.maxLength(2000, 'Keep it under 2000 characters.'),
        )
    : z.string().check(z.trim(), z.maxLength(2000, 'Keep it under 2000 characters.'));

const applicationFormSchema = z.object({
  ...(Object.fromEntries(APPLICATION_QUESTIONS.map((q) => [q.key, answer(q.required)])) as Record<
    QuestionKey,
    z.ZodMiniString
  >),
  categories: applicationCategoriesSchema,
});

/** Step three for angels: the application an admin reviews (submitAngelApplication). */
export function AngelApplicationForm({ onSubmitted }: { onSubmitted: (id: string) => void }) {
  const submit = useThunk(submitAngelApplicationThunk);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(applicationFormSchema),
    defaultValues: { business: '', why: '', giving: '', referral: '', categories: [] },
  });
  const onSubmit = handleSubmit(async ({ categories, ...answers }) => {
    const given = Object.fromEntries(Object.entries(answers).filter(([, text]) => text !== ''));
    const outcome = await submit.run({ answers: given, categories });
    if (outcome.ok) onSubmitted(outcome.data.id);
  });
  return (
    <form
      className="card form-narrow"
      noValidate
      onSubmit={voidSubmit(onSubmit)}
      aria-labelledby="angel-application"
    >
      <h2 id="angel-application">Your application</h2>
      <p className="muted">An admin reviews every application, usually within a week.</p>
      <CallFailureNotice
        error={submit.status === 'failed' ? submit.error : null}
        prefix="Your application was not sent."
      />
      {APPLICATION_QUESTIONS.map((question) =>
        question.long ? (
          <TextAreaField
            key={question.key}
            label={question.label}
            error={formState.errors[question.key]?.message}
            {...register(question.key)}
          />
        ) : (
          <TextField
            key={question.key}
            label={question.label}
            error={formState.errors[question.key]?.message}
            {...register(question.key)}
          />
        ),
      )}
      <fieldset
        className="fieldset"
        aria-describedby={formState.errors.categories ? 'categories-error' : 'categories-hint'}
      >
        <legend>Your business categories</legend>
        <p id="categories-hint" className="field-hint">
          Choose one to five. We introduce you to groups in these fields.
        </p>
        <div className="checkbox-grid">
          {NETWORK_CATEGORIES.map((category) => (
            <label key={category} className="checkbox">
              <input type="checkbox" value={category} {...register('categories')} />{' '}
              {NETWORK_LABELS[category]}
            </label>
          ))}
        </div>
        {formState.errors.categories ? (
          <p id="categories-error" className="field-error">
            {formState.errors.categories.message}
          </p>
        ) : null}
      </fieldset>
      <SubmitButton pending={submit.pending} pendingLabel="Sending your application…">
        Submit my application
      </SubmitButton>
    </form>
  );
}
