import { emailProblem } from '@fundax/core';
import {
  type FormEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

import { completeSignInLink, mayBeEmailLink } from '../auth/email-link';
import { useThunk } from '../hooks/use-thunk';
import { IdentityFailureNotice } from './identity-failure-notice';
import { TextField } from './field';
import { Loading } from './loading';
import { Notice } from './notice';
import { SubmitButton } from './submit-button';

// The page's address does not change while it shows (a link opens a new page). Prerendered at
// build time there is none: the page is rendered as without a link, and hydration then renders
// it with the address the browser opened.
const noChange = () => () => undefined;
const pageHref = () => window.location.href;
const noPageHref = () => '';

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
  const isLink = mayBeEmailLink(useSyncExternalStore(noChange, pageHref, noPageHref));
  const { run } = complete;
  const [error, setError] = useState<string | undefined>();
  // A link works once: never complete it twice (StrictMode runs effects twice in development).
  const started = useRef(false);
  useEffect(() => {
    if (!isLink || started.current) return;
    started.current = true;
    void run({ href: window.location.href });
  }, [isLink, run]);
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
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('email');
    const email = typeof value === 'string' ? value : '';
    const problem = emailProblem(email) ?? undefined;
    setError(problem);
    if (!problem) void run({ href: window.location.href, email });
  };
  return (
    <form noValidate aria-label="Finish signing in" onSubmit={submit}>
      <Notice>
        <p>You opened the sign-in link in a different browser. Confirm the email it was sent to.</p>
      </Notice>
      <TextField label="Email" name="email" type="email" autoComplete="email" error={error} />
      <SubmitButton pending={false} pendingLabel="Signing in…">
        Finish signing in
      </SubmitButton>
    </form>
  );
}
