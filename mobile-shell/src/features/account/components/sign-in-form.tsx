import { signInWithPassword, useThunk } from '@fundax/client';
import { emailSchema, identityErrorMessage } from '@fundax/core';
import { type FormEvent, useState } from 'react';

import { webUrl } from '../../../utils/format';

interface FieldErrors {
  email?: string;
  password?: string;
}

/** The email field's rule from core, and a password that is not empty. */
export function checkSignIn(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  const checked = emailSchema.safeParse(email);
  if (!checked.success) errors.email = checked.error.issues[0]?.message ?? 'Enter your email.';
  if (password === '') errors.password = 'Enter your password.';
  return errors;
}

/** Email and password sign-in through the kit's identity thunk; the session follows Auth. */
export function SignInForm() {
  const signIn = useThunk(signInWithPassword);
  const [errors, setErrors] = useState<FieldErrors>({});
  const reset = webUrl('/auth/forgot-password');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    const email = field('email');
    const password = field('password');
    const found = checkSignIn(email, password);
    setErrors(found);
    if (Object.keys(found).length === 0) void signIn.run({ email, password });
  };
  return (
    <form className="card" noValidate onSubmit={submit} aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading">Sign in</h2>
      <p className="muted">Your events, reviews and fundraiser at a glance.</p>
      {signIn.status === 'failed' ? (
        <p className="notice notice--error" role="alert">
          {identityErrorMessage(signIn.error.code)}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor="sign-in-email">Email</label>
        <input
          id="sign-in-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'sign-in-email-error' : undefined}
        />
        {errors.email ? (
          <p id="sign-in-email-error" className="field-error">
            {errors.email}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor="sign-in-password">Password</label>
        <input
          id="sign-in-password"
          name="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'sign-in-password-error' : undefined}
        />
        {errors.password ? (
          <p id="sign-in-password-error" className="field-error">
            {errors.password}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className="button"
        disabled={signIn.pending}
        aria-busy={signIn.pending || undefined}
      >
        {signIn.pending ? (
          <>
            <span className="spinner" aria-hidden="true" /> Signing in…
          </>
        ) : (
          'Sign in'
        )}
      </button>
      {reset ? (
        <p className="small">
          <a href={reset}>Forgot your password?</a>
        </p>
      ) : null}
    </form>
  );
}
