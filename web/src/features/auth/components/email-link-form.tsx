import { sendSignInLink, useThunk, voidSubmit } from '@fundax/client';
import { IdentityFailureNotice, Notice, SubmitButton, TextField } from '@fundax/client/ui';
import { emailSchema } from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

const emailLinkSchema = z.object({ email: emailSchema });

/** Emails a one-time sign-in link that opens `continuePath` (kept: the `from` to return to). */
export function EmailLinkForm({ continuePath }: { continuePath: string }) {
  const send = useThunk(sendSignInLink);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(emailLinkSchema),
    defaultValues: { email: '' },
  });
  if (send.status === 'succeeded') {
    return (
      <Notice tone="success">
        <p>
          We sent a sign-in link to <strong>{send.data.email}</strong>. Open it on this device to
          finish signing in. It works once, within the hour.
        </p>
      </Notice>
    );
  }
  return (
    <form
      noValidate
      onSubmit={voidSubmit(handleSubmit(({ email }) => send.run({ email, continuePath })))}
    >
      <p className="muted">No password needed: we email you a link that signs you in.</p>
      <IdentityFailureNotice error={send.status === 'failed' ? send.error : null} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <SubmitButton pending={send.pending} pendingLabel="Sending the link…">
        Email me a sign-in link
      </SubmitButton>
    </form>
  );
}
