import { selectSession, useAppSelector } from '@fundax/client';

/** "Thanks for joining, Dana." once the session knows the name. */
export function WelcomeName() {
  const { loggedIn, displayName } = useAppSelector(selectSession);
  if (!loggedIn || !displayName) return null;
  return <p className="lede">Thanks for joining, {displayName}.</p>;
}
