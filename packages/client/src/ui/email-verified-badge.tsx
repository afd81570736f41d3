import { Badge } from './badge';

/**
 * Whether an email address has been proven by its owner following a link. An unverified one is
 * only what someone typed: wherever an address shows to the person or to an admin, this says
 * which it is.
 */
export function EmailVerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge tone="approved">Verified</Badge>
  ) : (
    <Badge tone="pending">Not verified</Badge>
  );
}

/** An address with its badge, or `none` when there is no address. */
export function EmailWithVerification({
  email,
  verified,
  none = 'No email',
}: {
  email: string | null;
  verified: boolean;
  none?: string;
}) {
  if (!email) return <span className="muted">{none}</span>;
  return (
    <span className="email-with-verification">
      {email} <EmailVerifiedBadge verified={verified} />
    </span>
  );
}
