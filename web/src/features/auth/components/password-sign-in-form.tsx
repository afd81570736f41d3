import { signInWithPassword, useThunk } from '@fundax/client';
import { emailSchema } from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';

import { TextField } from './field';
import { IdentityFailureNotice } from './failure-notice';
import { SubmitButton } from './submit-button';
import { voidSubmit } from '../utils/void-submit';

const passwordSignInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password.'),
});

/** Email and password sign-in. Where to go next is the page's guard's job. */
export function PasswordSignInForm() {
  const signIn = useThunk(signInWithPassword);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(passwordSignInSchema),
    defaultValues: { email: '', password: '' },
  });
  return (
    <form noValidate onSubmit={voidSubmit(handleSubmit((values) => signIn.run(values)))}>
      <IdentityFailureNotice error={signIn.status === 'failed' ? signIn.error : null} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <p>
        <Link to="/auth/forgot-password">Forgot your password?</Link>
      </p>
      <SubmitButton pending={signIn.pending} pendingLabel="Signing in…">
        Sign in
      </SubmitButton>
    </form>
  );
}
