import { Link, sendPasswordReset, useThunk, voidSubmit } from '@fundax/client';
import { IdentityFailureNotice, Notice, SubmitButton, TextField } from '@fundax/client/ui';
import { emailSchema } from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';

const resetSchema = z.object({ email: emailSchema });

/** Sends the password reset email; its link comes back to the sign-in page. */
export function PasswordResetForm() {
  const reset = useThunk(sendPasswordReset);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(resetSchema),
    defaultValues: { email: '' },
  });
  if (reset.status === 'succeeded') {
    return (
      <Notice tone="success">
        <p>
          We sent a password reset link to <strong>{reset.data.email}</strong>. Open it to choose a
          new password, then <Link to="/login">sign in</Link>.
        </p>
      </Notice>
    );
  }
  return (
    <form
      className="card sign-in"
      noValidate
      onSubmit={voidSubmit(
        handleSubmit(({ email }) => reset.run({ email, continuePath: '/login' })),
      )}
    >
      <IdentityFailureNotice error={reset.status === 'failed' ? reset.error : null} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <SubmitButton pending={reset.pending} pendingLabel="Sending the link…">
        Send the reset link
      </SubmitButton>
      <p className="sign-in__help">
        Remembered it? <Link to="/login">Back to sign in</Link>
      </p>
    </form>
  );
}
