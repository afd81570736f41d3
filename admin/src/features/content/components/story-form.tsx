import {
  applyMappedFieldErrors,
  emptyToNull,
  saveSuccessStoryThunk,
  useThunk,
} from '@fundax/client';
import {
  CallFailureNotice,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '@fundax/client/ui';
import {
  CAUSE_CATEGORIES,
  CAUSE_LABELS,
  centsSchema,
  centsToMoneyInput,
  parseMoneyInput,
  saveSuccessStory,
} from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';

import type { StoryRecord } from '../../../utils/records';
import { StoryPreview } from './story-preview';

/** Dollars as typed, or nothing: empty is "not told" (null), anything else core's money rule. */
const optionalDollars = z.pipe(
  z.pipe(
    z.string().check(z.trim()),
    z.transform((value: string, ctx) => {
      if (value === '') return null;
      const cents = parseMoneyInput(value);
      if (cents === null) {
        ctx.issues.push({
          code: 'custom',
          message: 'Enter an amount in dollars, like 1250.00.',
          input: value,
        });
        return z.NEVER;
      }
      return cents;
    }),
  ),
  z.nullable(centsSchema),
);

/** The contract's schema, with the amount raised typed in dollars. */
export const storyFormSchema = z.extend(z.omit(saveSuccessStory.input, { raisedCents: true }), {
  raised: optionalDollars,
});

export type StoryFormValues = z.input<typeof storyFormSchema>;

function valuesOf(story: StoryRecord | null): StoryFormValues {
  return {
    ...(story ? { id: story.id } : {}),
    title: story?.title ?? '',
    summary: story?.summary ?? '',
    body: story?.body ?? '',
    category: story?.category ?? 'community',
    published: story?.published ?? false,
    fundaxerId: story?.fundaxerId ?? null,
    eventId: story?.eventId ?? null,
    imageUrl: story?.imageUrl ?? null,
    raised: story?.raisedCents == null ? '' : centsToMoneyInput(story.raisedCents),
  };
}

/** Adds or edits a success story (saveSuccessStory) beside a live preview of how it reads. */
export function StoryForm({
  story,
  onSaved,
}: {
  story: StoryRecord | null;
  onSaved: (id: string, message: string) => void;
}) {
  const save = useThunk(saveSuccessStoryThunk);
  const { register, handleSubmit, formState, setError, control } = useForm({
    resolver: zodResolver(storyFormSchema),
    defaultValues: valuesOf(story),
  });
  const preview = useWatch({ control });
  const submit = handleSubmit(async ({ raised, ...values }) => {
    const outcome = await save.run({ ...values, raisedCents: raised });
    if (outcome.ok)
      onSaved(
        outcome.data.id,
        `Saved “${values.title}”${values.published ? ' (published)' : ' (draft)'}.`,
      );
    else
      applyMappedFieldErrors(outcome.error, setError, {
        title: 'title',
        summary: 'summary',
        body: 'body',
        category: 'category',
        fundaxerId: 'fundaxerId',
        eventId: 'eventId',
        imageUrl: 'imageUrl',
        raisedCents: 'raised',
      });
  });
  const errors = formState.errors;
  return (
    <div className="grid-2">
      <form
        noValidate
        aria-label={story ? `Edit ${story.title}` : 'New success story'}
        onSubmit={(event) => void submit(event)}
      >
        <TextField label="Title" error={errors.title?.message} {...register('title')} />
        <TextAreaField
          label="Summary"
          hint="One or two sentences for the story card."
          rows={2}
          error={errors.summary?.message}
          {...register('summary')}
        />
        <TextAreaField
          label="Story"
          hint="Blank lines start new paragraphs."
          rows={10}
          error={errors.body?.message}
          {...register('body')}
        />
        <div className="form-row">
          <SelectField label="Cause" error={errors.category?.message} {...register('category')}>
            {CAUSE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CAUSE_LABELS[category]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Raised (USD, optional)"
            inputMode="decimal"
            error={errors.raised?.message}
            {...register('raised')}
          />
        </div>
        <div className="form-row">
          <TextField
            label="Fundaxer id (optional)"
            spellCheck={false}
            error={errors.fundaxerId?.message}
            {...register('fundaxerId', { setValueAs: emptyToNull })}
          />
          <TextField
            label="Event id (optional)"
            spellCheck={false}
            error={errors.eventId?.message}
            {...register('eventId', { setValueAs: emptyToNull })}
          />
        </div>
        <TextField
          label="Image address (optional)"
          type="url"
          error={errors.imageUrl?.message}
          {...register('imageUrl', { setValueAs: emptyToNull })}
        />
        <div className="field">
          <label className="checks">
            <input type="checkbox" {...register('published')} /> Published (visible to the public)
          </label>
        </div>
        <CallFailureNotice
          error={save.status === 'failed' ? save.error : null}
          prefix="The story was not saved."
        />
        <SubmitButton pending={save.pending} pendingLabel="Saving…">
          {story ? 'Save story' : 'Add story'}
        </SubmitButton>
      </form>
      <StoryPreview values={preview} />
    </div>
  );
}
