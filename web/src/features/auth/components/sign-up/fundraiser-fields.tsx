import { Options, SelectField, TextAreaField, TextField } from '@fundax/client/ui';
import {
  CAUSE_CATEGORIES,
  CAUSE_LABELS,
  fundraiserInputSchema,
  moneyInputSchema,
} from '@fundax/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { z } from 'zod/mini';

const fundraiser = fundraiserInputSchema.shape;

/**
 * A fundraiser as the form takes it: the contract's fields, with the goal typed in dollars
 * (moneyInputSchema) and then held to the contract's goal rule.
 */
export const fundraiserFormSchema = z.object({
  title: fundraiser.title,
  story: fundraiser.story,
  category: fundraiser.category,
  goal: z.pipe(moneyInputSchema, fundraiser.goalCents),
});

export type FundraiserFormInput = z.input<typeof fundraiserFormSchema>;
export type FundraiserFormOutput = z.output<typeof fundraiserFormSchema>;

export const emptyFundraiser: FundraiserFormInput = {
  title: '',
  story: '',
  category: '' as FundraiserFormInput['category'],
  goal: '',
};

/** The contract's fundraiser input from the form's values. */
export function toFundraiserInput({ goal, ...rest }: FundraiserFormOutput) {
  return { ...rest, goalCents: goal };
}

/** Paths a server's field errors may name, under `prefix` (the goal is checked here alone). */
export function fundraiserFieldNames(prefix: string): string[] {
  return ['title', 'story', 'category'].map((name) => `${prefix}.${name}`);
}

/** The fundraiser's four fields, under `prefix` in a larger form. */
export function FundraiserFields<P extends string>({
  prefix,
  register,
  errors,
}: {
  prefix: P;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form with these fields
  register: UseFormRegister<any>;
  errors: FieldErrors<FundraiserFormInput> | undefined;
}) {
  return (
    <fieldset className="fieldset">
      <legend>Your fundraiser</legend>
      <TextField
        label="Fundraiser title"
        hint="For example: New uniforms for the Rio Rancho Rams."
        error={errors?.title?.message}
        {...register(`${prefix}.title`)}
      />
      <SelectField
        label="Cause"
        error={errors?.category?.message}
        {...register(`${prefix}.category`)}
      >
        <option value="">Choose a cause</option>
        <Options values={CAUSE_CATEGORIES} label={(category) => CAUSE_LABELS[category]} />
      </SelectField>
      <TextAreaField
        label="Your story"
        hint="Who you are raising money for, and what it will change. At least 20 characters."
        error={errors?.story?.message}
        {...register(`${prefix}.story`)}
      />
      <TextField
        label="Goal in dollars"
        inputMode="decimal"
        placeholder="1,500"
        error={errors?.goal?.message}
        {...register(`${prefix}.goal`)}
      />
    </fieldset>
  );
}
