import { emailProblem } from '@fundax/core';
import { type FormEvent, useState } from 'react';

import { sendSignInLink } from '../auth/email-link';
import { useThunk } from '../hooks/use-thunk';
import { IdentityFailureNotice } from './identity-failure-notice';
import { TextField } from './field';
import { Notice } from './notice';
import { SubmitButton } from './submit-button';

/** The text of a form field by name ('' when absent). */
function fieldOf(event: FormEvent<HTMLFormElement>, name: string): string {
  const value = new FormData(event.currentTarget).get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * Emails a one-time sign-in link that opens `continuePath` (kept: the `from` to return to). The
 * address is checked with core's email rule (its plain form) before anything is sent;
 * `disabled` keeps the button off (offline: the page says why).
 */
export function EmailLinkForm({
  continuePath,
  disabled = false,
}: {
  continuePath: string;
  disabled?: boolean;
}) {
  const send = useThunk(sendSignInLink);
  const [error, setError] = useState<string | undefined>();
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
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = fieldOf(event, 'email');
    const problem = emailProblem(email) ?? undefined;
    setError(problem);
    if (!problem) void send.run({ email, continuePath });
  };
  return (
    <form noValidate aria-label="Email me a sign-in link" onSubmit={submit}>
      <p className="muted">No password needed: we email you a link that signs you in.</p>
      <IdentityFailureNotice error={send.status === 'failed' ? send.error : null} />
      <TextField label="Email" name="email" type="email" autoComplete="email" error={error} />
      <SubmitButton pending={send.pending} pendingLabel="Sending the link…" disabled={disabled}>
        Email me a sign-in link
      </SubmitButton>
    </form>
  );
}
