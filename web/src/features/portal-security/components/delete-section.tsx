import {
  clearSavedCopy,
  deleteAccountThunk,
  signOutUser,
  useAppDispatch,
  useThunk,
  voidSubmit,
} from '@fundax/client';
import { CallFailureNotice, Notice, SubmitButton } from '@fundax/client/ui';
import type { CallableOutput, deleteAccount } from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';

import { SAVED_DASHBOARD } from '../../../utils/saved-dashboard';
import { deleteAccountFormSchema } from '../api/security-forms';
import { useReauth } from '../hooks/use-reauth';
import { KeptRecords } from './kept-records';
import { ReauthDialog } from './reauth-dialog';

/** Where a deleted person lands, signed out: a page saying what happened. */
export const ACCOUNT_DELETED_PATH = '/account-deleted';

/** What the deletion did, for the page the person lands on. */
export type DeletedSummary = Pick<
  CallableOutput<typeof deleteAccount>,
  'cancelledEvents' | 'disabledVenues'
>;

/**
 * "Delete my account": what goes, what stays and why, then a confirm step. deleteAccount needs
 * a sign-in within the last few minutes (the re-authentication dialog asks for one, then the
 * call runs again); the last administrator is refused with the server's reason. On success the
 * person is signed out and lands on a page saying what happened.
 */
export function DeleteSection({ isAdmin }: { isAdmin: boolean }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <section className="card portal-form" aria-labelledby="delete-heading">
      <h2 id="delete-heading">Delete my account</h2>
      <WhatDeletionDoes />
      {isAdmin ? (
        <Notice tone="warning">
          <p>
            You are a Fundax administrator. The last administrator cannot delete their account: make
            someone else an administrator first, so that reviews and payouts can go on.
          </p>
        </Notice>
      ) : null}
      {confirming ? (
        <ConfirmDeletion onKeep={() => setConfirming(false)} />
      ) : (
        <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
          Delete my account…
        </button>
      )}
    </section>
  );
}

function WhatDeletionDoes() {
  return (
    <>
      <p>Deleting your account cannot be undone. Download your data first if you want a copy.</p>
      <h3 className="security-list-title">What is deleted</h3>
      <ul>
        <li>Your sign-in: your email and password stop working.</li>
        <li>
          Your account and contact details, your public profile (and your angel listing), your
          support requests, messages and email settings.
        </li>
        <li>
          Your upcoming events are cancelled (the other party is told why) and your locations come
          off the map. Your name comes off events that raised money for you.
        </li>
      </ul>
      <KeptRecords />
    </>
  );
}

function ConfirmDeletion({ onKeep }: { onKeep: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const remove = useThunk(deleteAccountThunk);
  const reauth = useReauth();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(deleteAccountFormSchema),
    defaultValues: { understood: false },
  });
  const submit = handleSubmit(() =>
    reauth.attempt(async () => {
      const outcome = await remove.run({});
      if (outcome.ok) {
        // Nothing of the deleted account stays in this browser (the sign-out below clears it
        // too, unless it fails).
        clearSavedCopy(SAVED_DASHBOARD);
        const summary: DeletedSummary = {
          cancelledEvents: outcome.data.cancelledEvents,
          disabledVenues: outcome.data.disabledVenues,
        };
        // The page first, then the sign-out: signed out on a portal page, the guard would send
        // the person to sign in again.
        await navigate(ACCOUNT_DELETED_PATH, { replace: true, state: summary });
        await dispatch(signOutUser());
      }
      return outcome;
    }),
  );
  const error = formState.errors.understood?.message;
  return (
    <>
      <form noValidate onSubmit={voidSubmit(submit)} aria-label="Confirm deleting your account">
        <CallFailureNotice
          error={remove.status === 'failed' ? remove.error : null}
          prefix="Your account was not deleted."
        />
        <div className="field">
          <label className="security-check">
            <input
              type="checkbox"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'delete-understood-error' : undefined}
              {...register('understood')}
            />{' '}
            I understand that my account is deleted for good, and that the records above are kept.
          </label>
          {error ? (
            <p id="delete-understood-error" className="field-error">
              {error}
            </p>
          ) : null}
        </div>
        <div className="portal-actions">
          <SubmitButton
            variant="danger"
            pending={remove.pending}
            pendingLabel="Deleting your account…"
          >
            Delete my account
          </SubmitButton>
          <button
            type="button"
            className="button button--secondary"
            onClick={onKeep}
            disabled={remove.pending}
          >
            Keep my account
          </button>
        </div>
      </form>
      <ReauthDialog what="delete your account" {...reauth.dialog} />
    </>
  );
}
