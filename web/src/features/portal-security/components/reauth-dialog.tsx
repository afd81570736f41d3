import {
  reauthenticateWithGoogle,
  reauthenticateWithPassword,
  selectIdentity,
  signOutUser,
  useAppSelector,
  useThunk,
  voidSubmit,
} from '@fundax/client';
import {
  IdentityFailureNotice,
  ModalDialog,
  ProgressButton,
  SignOutFailureNotice,
  SubmitButton,
  TextField,
} from '@fundax/client/ui';
import { type FormEvent, useState } from 'react';

import { passwordCheckFailure, reauthMethods } from '../api/reauth';

export interface ReauthDialogProps {
  isOpen: boolean;
  /** What the person was doing, after "to": "change your email", "delete your account". */
  what: string;
  onCancel: () => void;
  /** Called once the identity provider has accepted the new sign-in. */
  onConfirmed: () => void;
}

/**
 * "Confirm it's you": a modal dialog asking for the password, or a Google sign-in, when a
 * change needs a recent sign-in. Someone who signs in another way (a phone code, an emailed
 * link) signs out and in again instead.
 */
export function ReauthDialog({ isOpen, what, onCancel, onConfirmed }: ReauthDialogProps) {
  return (
    <ModalDialog isOpen={isOpen} title="Confirm it’s you" onDismiss={onCancel}>
      <ReauthChoices what={what} onCancel={onCancel} onConfirmed={onConfirmed} />
    </ModalDialog>
  );
}

function ReauthChoices({ what, onCancel, onConfirmed }: Omit<ReauthDialogProps, 'isOpen'>) {
  const identity = useAppSelector(selectIdentity);
  const methods = reauthMethods(identity);
  const withPassword = useThunk(reauthenticateWithPassword);
  const withGoogle = useThunk(reauthenticateWithGoogle);
  const signOut = useThunk(signOutUser);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // React passes a submit up the component tree: keep it from any form around the owner.
    event.stopPropagation();
    if (password === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    withGoogle.reset();
    if ((await withPassword.run({ password })).ok) onConfirmed();
  };
  const google = async () => {
    withPassword.reset();
    if ((await withGoogle.run()).ok) onConfirmed();
  };
  const failure =
    (withPassword.status === 'failed' ? passwordCheckFailure(withPassword.error) : null) ??
    (withGoogle.status === 'failed' ? withGoogle.error : null);

  return (
    <>
      <p>
        For your security, sign in again to {what}. It has been a while since you last did, and this
        change cannot be undone by someone who finds your device signed in.
      </p>
      <IdentityFailureNotice error={failure} />
      {methods.password ? (
        <form noValidate onSubmit={voidSubmit(submit)} aria-label="Confirm with your password">
          <TextField
            label="Your password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={missing ? 'Enter your password.' : undefined}
          />
          <SubmitButton pending={withPassword.pending} pendingLabel="Checking your password…">
            Confirm with my password
          </SubmitButton>
        </form>
      ) : null}
      {methods.google ? (
        <p>
          <ProgressButton
            type="button"
            variant={methods.password ? 'secondary' : 'primary'}
            pending={withGoogle.pending}
            pendingLabel="Waiting for the Google window…"
            onClick={() => void google()}
          >
            Confirm with Google
          </ProgressButton>
        </p>
      ) : null}
      {!methods.password && !methods.google ? (
        <>
          <p>
            You sign in with a code or a link, which cannot be asked for here. Sign out, sign in
            again, then come back to this page and repeat the change.
          </p>
          <SignOutFailureNotice error={signOut.status === 'failed' ? signOut.error : null} />
          <p>
            <ProgressButton
              type="button"
              pending={signOut.pending}
              pendingLabel="Signing out…"
              onClick={() => void signOut.run()}
            >
              Sign out to sign in again
            </ProgressButton>
          </p>
        </>
      ) : null}
      <p className="reauth-dialog__cancel">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </p>
    </>
  );
}
