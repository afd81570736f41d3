import { emailProblem } from '@fundax/core';
import { type FormEvent, type ReactNode, useState } from 'react';

import { signInWithPassword } from '../auth/password';
import { useThunk } from '../hooks/use-thunk';
import { IdentityFailureNotice } from './identity-failure-notice';
import { TextField } from './field';
import { SubmitButton } from './submit-button';

export interface SignInFieldErrors {
  email?: string;
  password?: string;
}

/**
 * The email field's rule from core (its plain form: a sign-in page's first load carries no
 * zod), and a password that is not empty.
 */
export function checkPasswordSignIn(email: string, password: string): SignInFieldErrors {
  const errors: SignInFieldErrors = {};
  const emailError = emailProblem(email);
  if (emailError) errors.email = emailError;
  if (password === '') errors.password = 'Enter your password.';
  return errors;
}

/**
 * Email and password sign-in through the kit's identity thunk; the session follows Auth, and
 * where to go next is the page's (or its guard's) decision. `footer` goes under the button
 * (e.g. a "Forgot your password?" link); `disabled` keeps the button off (offline: the page
 * says why).
 */
export function PasswordSignInForm({
  label = 'Sign in with email and password',
  footer,
  disabled = false,
}: {
  label?: string;
  footer?: ReactNode;
  disabled?: boolean;
}) {
  const signIn = useThunk(signInWithPassword);
  const [errors, setErrors] = useState<SignInFieldErrors>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    const email = field('email').trim();
    const password = field('password');
    const found = checkPasswordSignIn(email, password);
    setErrors(found);
    if (Object.keys(found).length === 0) void signIn.run({ email, password });
  };
  return (
    <form noValidate aria-label={label} onSubmit={submit}>
      <IdentityFailureNotice error={signIn.status === 'failed' ? signIn.error : null} />
      <TextField
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="username"
        error={errors.email}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
      />
      <SubmitButton pending={signIn.pending} pendingLabel="Signing in…" disabled={disabled}>
        Sign in
      </SubmitButton>
      {footer}
    </form>
  );
}
