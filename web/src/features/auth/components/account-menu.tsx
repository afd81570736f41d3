import { Link } from 'react-router';

/** The header's account control. */
export function AccountMenu() {
  return (
    <Link className="button button--secondary" to="/login">
      Sign in
    </Link>
  );
}
