import { Link, selectLoggedIn, selectSession, useAppSelector } from '@fundax/client';
import { SignOutButton } from '@fundax/client/ui';

/** The header's account control: sign in, or the portal and sign out. */
export function AccountMenu() {
  const loggedIn = useAppSelector(selectLoggedIn);
  const { displayName } = useAppSelector(selectSession);
  if (!loggedIn) {
    return (
      <Link className="button button--secondary" to="/login">
        Sign in
      </Link>
    );
  }
  return (
    <span className="account-menu">
      <Link className="button" to="/portal/dashboard">
        {displayName ? `${displayName.split(' ')[0]}’s portal` : 'Your portal'}
      </Link>{' '}
      <SignOutButton />
    </span>
  );
}
