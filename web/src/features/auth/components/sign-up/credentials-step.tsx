import {
  createIdentityWithPassword,
  Link,
  sendVerificationEmail,
  useAppDispatch,
  useThunk,
  voidSubmit,
} from '@fundax/client';
import {
  GoogleSignInButton,
  IdentityFailureNotice,
  SubmitButton,
  Tabs,
  TextField,
} from '@fundax/client/ui';
import { emailSchema, newPasswordSchema } from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { z } from 'zod/mini';

import { EmailLinkCompletion } from '../email-link-completion';
import { EmailLinkForm } from '../email-link-form';
import '../sign-in.css';

const newCredentialsSchema = z.object({ email: emailSchema, password: newPasswordSchema });

/**
 * Step one of every sign-up: an identity to sign in with later. Google, a password, or an
 * emailed link (which opens `emailLinkContinuePath` to carry on).
 */
export function CredentialsStep({ emailLinkContinuePath }: { emailLinkContinuePath: string }) {
  const { pathname } = useLocation();
  return (
    <section className="card sign-in" aria-labelledby="credentials-step">
      <h2 id="credentials-step">How you will sign in</h2>
      <EmailLinkCompletion />
      <GoogleSignInButton label="Sign up with Google" />
      <p className="sign-in__or" aria-hidden="true">
        or
      </p>
      <Tabs
        label="Sign up with"
        tabs={[
          { id: 'password', label: 'Email and password', panel: <PasswordCredentialsForm /> },
          {
            id: 'email-link',
            label: 'Email link',
            panel: <EmailLinkForm continuePath={emailLinkContinuePath} />,
          },
        ]}
      />
      <p className="sign-in__help">
        Already have an account?{' '}
        <Link to={`/login?${new URLSearchParams({ from: pathname }).toString()}`}>Sign in</Link>
      </p>
    </section>
  );
}

/** Where the link of the first verification email brings the person back to. */
export const VERIFIED_CONTINUE_PATH = '/portal/dashboard';

function PasswordCredentialsForm() {
  const dispatch = useAppDispatch();
  const create = useThunk(createIdentityWithPassword);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(newCredentialsSchema),
    defaultValues: { email: '', password: '' },
  });
  const submit = handleSubmit(async (values) => {
    const outcome = await create.run(values);
    // The address is only typed, not proven: the link asks its owner to confirm it. A failed
    // send does not hold up the sign-up; the portal's banner offers to send it again.
    if (outcome.ok) void dispatch(sendVerificationEmail({ continuePath: VERIFIED_CONTINUE_PATH }));
  });
  return (
    <form noValidate onSubmit={voidSubmit(submit)}>
      <IdentityFailureNotice error={create.status === 'failed' ? create.error : null} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Choose a password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <SubmitButton pending={create.pending} pendingLabel="Creating your sign-in…">
        Continue
      </SubmitButton>
    </form>
  );
}
