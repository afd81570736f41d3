import {
  refreshAccount,
  refreshIdentity,
  sendVerificationEmail,
  syncAccountEmailThunk,
  useAppDispatch,
  useAppSelector,
  selectUid,
  useThunk,
} from '@fundax/client';
import { FailureNotice, Notice, ProgressButton } from '@fundax/client/ui';
import { useState } from 'react';

import type { NotificationSettingsView } from '../api/notification-settings-view';

/** Where the verification link brings the person back to: these settings. */
const BACK_HERE = '/portal/profile#email-settings';

/**
 * Where email goes. An unverified address gets no email at all (Fundax mails only verified
 * addresses), so the person is told, can have the verification link sent here, and, once they
 * followed it, checks again: the identity provider's answer is copied onto the account
 * (`syncAccountEmail`), and the settings read it back.
 */
export function EmailAddressStatus({ settings }: { settings: NotificationSettingsView }) {
  if (!settings.email) {
    return (
      <Notice tone="warning">
        <p>
          Your account has no email address, so Fundax cannot email you. Every message still reaches
          your Notifications.
        </p>
      </Notice>
    );
  }
  if (settings.emailVerified) {
    return (
      <p>
        Email goes to <strong>{settings.email}</strong> (verified).
      </p>
    );
  }
  return <UnverifiedEmail email={settings.email} />;
}

function UnverifiedEmail({ email }: { email: string }) {
  const dispatch = useAppDispatch();
  const uid = useAppSelector(selectUid);
  const send = useThunk(sendVerificationEmail);
  const refresh = useThunk(refreshIdentity);
  const sync = useThunk(syncAccountEmailThunk);
  const [stillUnverified, setStillUnverified] = useState(false);

  const checkAgain = async () => {
    setStillUnverified(false);
    const identity = await refresh.run();
    if (!identity.ok) return;
    if (!identity.data.emailVerified) {
      setStillUnverified(true);
      return;
    }
    // The account takes the verified address; these settings read it again (the slice marks
    // them out of date), and so does the session's copy of the account.
    const synced = await sync.run({});
    if (synced.ok && uid) void dispatch(refreshAccount(uid));
  };

  return (
    <Notice tone="warning">
      <p>
        <strong>{email}</strong> is not verified yet, so Fundax sends it no email. Every message
        still reaches your Notifications.
      </p>
      {send.status === 'succeeded' ? (
        <p>We sent a verification link to {email}. Follow it, then check again here.</p>
      ) : null}
      {stillUnverified ? (
        <p>The address is not verified yet. Follow the link in the email, then check again.</p>
      ) : null}
      <FailureNotice error={send.status === 'failed' ? send.error : null} />
      <FailureNotice
        error={
          refresh.status === 'failed' ? refresh.error : sync.status === 'failed' ? sync.error : null
        }
      />
      <div className="portal-actions">
        <ProgressButton
          type="button"
          variant="secondary"
          small
          pending={send.pending}
          pendingLabel="Sending…"
          onClick={() => void send.run({ continuePath: BACK_HERE })}
        >
          {send.status === 'succeeded' ? 'Send the link again' : 'Send the verification link'}
        </ProgressButton>
        <ProgressButton
          type="button"
          variant="secondary"
          small
          pending={refresh.pending || sync.pending}
          pendingLabel="Checking…"
          onClick={() => void checkAgain()}
        >
          I have verified it
        </ProgressButton>
      </div>
    </Notice>
  );
}
