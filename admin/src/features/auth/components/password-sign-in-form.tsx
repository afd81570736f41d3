import { signInWithPassword, useThunk } from '@fundax/client';
import { emailSchema } from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { IdentityFailureNotice } from '../../../components/ui/failure-notice';
import { TextField } from '@fundax/client/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';

const passwordSignInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password.'),
});

/** Email and password sign-in; where to go next is the sign-in page's decision. */
export function PasswordSignInForm() {
  const signIn = useThunk(signInWithPassword);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(passwordSignInSchema),
    defaultValues: { email: '', password: '' },
  });
  return (
    <form
      noValidate
      aria-label="Sign in with email and password"
      onSubmit={(event) => void handleSubmit((values) => signIn.run(values))(event)}
    >
      <IdentityFailureNotice error={signIn.status === 'failed' ? signIn.error : null} />
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
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
      <SubmitButton pending={signIn.pending} pendingLabel="Signing in…">
        Sign in
      </SubmitButton>
    </form>
  );
}
