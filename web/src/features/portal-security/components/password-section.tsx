import { Link, selectIdentity, useAppSelector, useThunk, voidSubmit } from '@fundax/client';
import { IdentityFailureNotice, Notice, SubmitButton, TextField } from '@fundax/client/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { changePasswordWithCurrent } from '../api/change-password';
import { changePasswordFormSchema } from '../api/security-forms';

/**
 * Changing the password: the current one first (which is also the recent sign-in the identity
 * provider asks for), then the new one twice. People who sign in with Google or a phone have no
 * password here, and are told so.
 */
export function PasswordSection() {
  const identity = useAppSelector(selectIdentity);
  const providers = identity?.providers ?? [];
  return (
    <section className="card portal-form" aria-labelledby="password-heading">
      <h2 id="password-heading">Password</h2>
      {providers.includes('password') ? (
        <ChangePasswordForm />
      ) : (
        <p>
          {providers.includes('google.com')
            ? 'You sign in with Google, so Fundax holds no password for you. Change your Google password at Google.'
            : 'You sign in with a code texted to your phone, so there is no password to change.'}
        </p>
      )}
    </section>
  );
}

function ChangePasswordForm() {
  const change = useThunk(changePasswordWithCurrent);
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', repeatPassword: '' },
  });
  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    if ((await change.run({ currentPassword, newPassword })).ok) reset();
  });
  return (
    <form noValidate onSubmit={voidSubmit(submit)} aria-label="Change your password">
      {change.status === 'succeeded' ? (
        <Notice tone="success">
          <p>
            Your password is changed. Use the new one next time you sign in. Other devices signed in
            to Fundax are signed out within the hour.
          </p>
        </Notice>
      ) : null}
      <IdentityFailureNotice error={change.status === 'failed' ? change.error : null} />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={formState.errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={formState.errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label="New password again"
        type="password"
        autoComplete="new-password"
        error={formState.errors.repeatPassword?.message}
        {...register('repeatPassword')}
      />
      <SubmitButton pending={change.pending} pendingLabel="Changing your password…">
        Change password
      </SubmitButton>
      <p className="muted small">
        Signed up with an emailed link and never set a password?{' '}
        <Link to="/auth/forgot-password">Set one through “Forgot your password?”</Link>
      </p>
    </form>
  );
}
