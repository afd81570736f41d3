import {
  confirmAccountEmail,
  selectEmailToVerify,
  sendVerificationEmail,
  useAppSelector,
  useThunk,
} from '@fundax/client';
import { FailureNotice, ProgressButton } from '@fundax/client/ui';
import { formatTime, zoneAbbreviation } from '@fundax/core';
import { useEffect, useState } from 'react';

/**
 * How long "Resend the email" rests after a send: the identity provider limits these mails
 * too (too-many-requests), and a person pressing again at once only fills their inbox.
 */
export const RESEND_PAUSE_MS = 60_000;

/** Where the link in the email brings the person back to. */
const CONTINUE_PATH = '/portal/dashboard';

/**
 * Across the portal, for a password user whose address nobody has confirmed yet: until they
 * follow the link, Fundax sends them no mail and keeps payout details locked. "Resend the
 * email" sends the link again (then rests a minute); "I've verified it" reads the identity
 * again and copies the result onto the account, and the banner goes once it says verified.
 */
export function VerifyEmailBanner() {
  const email = useAppSelector(selectEmailToVerify);
  const send = useThunk(sendVerificationEmail);
  const confirm = useThunk(confirmAccountEmail);
  const [sentAt, setSentAt] = useState<Date | null>(null);
  const [resting, setResting] = useState(false);

  useEffect(() => {
    if (!resting) return;
    const timer = setTimeout(() => setResting(false), RESEND_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [resting, sentAt]);

  if (!email) return null;

  const resend = async () => {
    confirm.reset();
    const outcome = await send.run({ continuePath: CONTINUE_PATH });
    if (outcome.ok) {
      setSentAt(new Date());
      setResting(true);
    }
  };
  const check = async () => {
    send.reset();
    await confirm.run();
  };
  const failure =
    (send.status === 'failed' ? send.error : null) ??
    (confirm.status === 'failed' ? confirm.error : null);
  // Still unverified after a fresh look: the link has not been followed yet.
  const notYet = confirm.status === 'succeeded' && !confirm.data.emailVerified;

  return (
    <section className="verify-banner" aria-label="Verify your email">
      <p className="verify-banner__text">
        <strong>Please verify your email address, {email}.</strong> Follow the link we emailed you.
        Until then Fundax sends you no email and you cannot add payout details.
      </p>
      <div aria-live="polite">
        {sentAt && send.status === 'succeeded' ? (
          <p className="verify-banner__status">
            We sent a new link to {email} at {formatTime(sentAt)} {zoneAbbreviation(sentAt)}.
            {resting ? ' You can ask for another in a minute.' : null}
          </p>
        ) : null}
        {notYet ? (
          <p className="verify-banner__status">
            Your address is not verified yet. Open the newest email from Fundax, follow its link,
            then press “I’ve verified it” again.
          </p>
        ) : null}
      </div>
      <FailureNotice error={failure} />
      <div className="portal-actions">
        <ProgressButton
          type="button"
          variant="secondary"
          small
          pending={send.pending}
          pendingLabel="Sending…"
          disabled={resting}
          onClick={() => void resend()}
        >
          Resend the email
        </ProgressButton>
        <ProgressButton
          type="button"
          small
          pending={confirm.pending}
          pendingLabel="Checking…"
          onClick={() => void check()}
        >
          I’ve verified it
        </ProgressButton>
      </div>
    </section>
  );
}
