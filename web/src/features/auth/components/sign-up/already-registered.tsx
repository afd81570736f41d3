import { Link, type Account } from '@fundax/client';
import { Notice, SignOutButton } from '@fundax/client/ui';

const ROLE_NAMES = { partner: 'partner', fundaxer: 'fundaxer', angel: 'angel' } as const;

/** Someone who already has an account opened a sign-up page. */
export function AlreadyRegistered({ account }: { account: Account }) {
  return (
    <Notice>
      <p>
        You already have a Fundax {ROLE_NAMES[account.role]} account as{' '}
        <strong>{account.displayName}</strong>.{' '}
        <Link to="/portal/dashboard">Go to your portal</Link>, or sign out to create a different
        account.
      </p>
      <SignOutButton />
    </Notice>
  );
}
