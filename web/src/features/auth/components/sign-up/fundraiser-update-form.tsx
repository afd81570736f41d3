import { applyFieldErrors, Link, updateProfileThunk, useThunk, voidSubmit } from '@fundax/client';
import { CallFailureNotice, Notice, SubmitButton } from '@fundax/client/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';

import {
  FundraiserFields,
  type FundraiserFormInput,
  emptyFundraiser,
  fundraiserFieldNames,
  fundraiserFormSchema,
  toFundraiserInput,
} from './fundraiser-fields';

const schema = z.object({ fundraiser: fundraiserFormSchema });

/** A signed-in fundaxer starts (or replaces) the fundraiser on their public profile. */
export function FundraiserUpdateForm({
  uid,
  defaults,
}: {
  uid: string;
  defaults?: Partial<FundraiserFormInput>;
}) {
  const update = useThunk(updateProfileThunk);
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { fundraiser: { ...emptyFundraiser, ...defaults } },
  });
  if (update.status === 'succeeded') {
    return (
      <Notice tone="success">
        <p>
          Your fundraiser is live on your public page.{' '}
          <Link to={`/fundaxer-listing?fundaxer=${encodeURIComponent(uid)}`}>See it</Link> or{' '}
          <Link to="/portal/dashboard">go to your portal</Link>.
        </p>
      </Notice>
    );
  }
  const onSubmit = handleSubmit(async ({ fundraiser }) => {
    const outcome = await update.run({ fundraiser: toFundraiserInput(fundraiser) });
    if (!outcome.ok) applyFieldErrors(outcome.error, setError, fundraiserFieldNames('fundraiser'));
  });
  return (
    <form
      className="card form-narrow"
      noValidate
      onSubmit={voidSubmit(onSubmit)}
      aria-labelledby="fundraiser-form"
    >
      <h2 id="fundraiser-form">Start your fundraiser</h2>
      <p className="muted">
        Saving replaces the fundraiser shown on your public page, if you had one.
      </p>
      <CallFailureNotice error={update.status === 'failed' ? update.error : null} />
      <FundraiserFields
        prefix="fundraiser"
        register={register}
        errors={formState.errors.fundraiser}
      />
      <SubmitButton pending={update.pending} pendingLabel="Saving your fundraiser…">
        Start my fundraiser
      </SubmitButton>
    </form>
  );
}
