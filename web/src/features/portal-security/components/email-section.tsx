import { changeEmail, selectIdentity, useAppSelector, useThunk, voidSubmit } from '@fundax/client';
import {
  EmailVerifiedBadge,
  FailureNotice,
  Notice,
  SubmitButton,
  TextField,
} from '@fundax/client/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';

import { reauthMethods } from '../api/reauth';
import { changeEmailFormSchema } from '../api/security-forms';
import { useReauth } from '../hooks/use-reauth';
import { ReauthDialog } from './reauth-dialog';

/** Where the link in the email brings the person back to. */
export const EMAIL_CONTINUE_PATH = '/portal/account';

/**
 * The sign-in email and how to change it. verifyBeforeUpdateEmail sends a link to the new
 * address and changes nothing until it is followed, so a typo never locks anyone out; the
 * identity provider then ends every session, and the person signs in with the new address
 * (the portal copies it onto the account when they do).
 */
export function EmailSection() {
  const identity = useAppSelector(selectIdentity);
  const current = identity?.email ?? null;
  const change = useThunk(changeEmail);
  const reauth = useReauth();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const schema = useMemo(() => changeEmailFormSchema(current), [current]);
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { newEmail: '' },
  });
  const submit = handleSubmit((values) =>
    reauth.attempt(async () => {
      setSentTo(null);
      const outcome = await change.run({
        newEmail: values.newEmail,
        continuePath: EMAIL_CONTINUE_PATH,
      });
      if (outcome.ok) {
        setSentTo(outcome.data.email);
        reset();
      }
      return outcome;
    }),
  );

  return (
    <section className="card portal-form" aria-labelledby="email-heading">
      <h2 id="email-heading">Sign-in email</h2>
      {current ? (
        <>
          <p className="security-email">
            You sign in as <strong>{current}</strong>{' '}
            <EmailVerifiedBadge verified={identity?.emailVerified ?? false} />
          </p>
          {sentTo ? (
            <Notice tone="success">
              <p>
                We sent a link to <strong>{sentTo}</strong>. Your sign-in email stays {current}{' '}
                until you follow it; if you never do, nothing changes.
              </p>
              <p>
                When you follow it, your sign-in email becomes {sentTo} and you are signed out
                everywhere. Sign in again{' '}
                {reauthMethods(identity).password
                  ? `with ${sentTo} and your password`
                  : 'the way you usually do'}
                : your Fundax account takes the new address then.
              </p>
            </Notice>
          ) : null}
          <form noValidate onSubmit={voidSubmit(submit)} aria-label="Change your sign-in email">
            <FailureNotice
              error={change.status === 'failed' ? change.error : null}
              prefix="No link was sent."
            />
            <TextField
              label="New email address"
              type="email"
              autoComplete="email"
              hint="We send a link there. Your sign-in email changes only when you follow it."
              error={formState.errors.newEmail?.message}
              {...register('newEmail')}
            />
            <SubmitButton pending={change.pending} pendingLabel="Sending the link…">
              Send the link
            </SubmitButton>
          </form>
        </>
      ) : (
        <p>
          Your account has no email address: you sign in with a code texted to your phone. Fundax
          reaches you by phone, and cannot email you or record payout details.
        </p>
      )}
      <ReauthDialog what="change your email" {...reauth.dialog} />
    </section>
  );
}
