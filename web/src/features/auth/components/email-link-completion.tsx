import { completeSignInLink, mayBeEmailLink, useThunk, voidSubmit } from '@fundax/client';
import { IdentityFailureNotice, Loading, Notice, SubmitButton, TextField } from '@fundax/client/ui';
import { emailSchema } from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { z } from 'zod';

const confirmEmailSchema = z.object({ email: emailSchema });

/**
 * Finishes an email-link sign-in when this page was opened from the link; renders nothing
 * otherwise. Opened in another browser, it asks for the address the link was sent to.
 */
export function EmailLinkCompletion({
  retry = <p>Ask for a new link below, or sign in another way.</p>,
}: {
  /** What to offer when the link failed. */
  retry?: ReactNode;
}) {
  const complete = useThunk(completeSignInLink);
  const isLink = mayBeEmailLink(useLocation().search);
  const { run } = complete;
  // A link works once: never complete it twice (StrictMode runs effects twice in development).
  const started = useRef(false);
  useEffect(() => {
    if (!isLink || started.current) return;
    started.current = true;
    void run({ href: window.location.href });
  }, [isLink, run]);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(confirmEmailSchema),
    defaultValues: { email: '' },
  });
  if (!isLink) return null;
  if (complete.status === 'idle' || complete.status === 'pending') {
    return <Loading label="Signing you in with your email link…" />;
  }
  if (complete.status === 'failed') {
    return (
      <>
        <IdentityFailureNotice error={complete.error} />
        {retry}
      </>
    );
  }
  if (complete.data.status !== 'needs-email') return null;
  return (
    <form
      noValidate
      onSubmit={voidSubmit(handleSubmit(({ email }) => run({ href: window.location.href, email })))}
    >
      <Notice>
        <p>You opened the sign-in link in a different browser. Confirm the email it was sent to.</p>
      </Notice>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <SubmitButton pending={false} pendingLabel="Signing in…">
        Finish signing in
      </SubmitButton>
    </form>
  );
}
