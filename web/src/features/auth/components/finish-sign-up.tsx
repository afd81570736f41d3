import { Link, selectIdentity, useAppSelector } from '@fundax/client';
import { SignOutButton } from '@fundax/client/ui';

/** The three ways to join, for someone signed in who has no Fundax account yet. */
export const SIGN_UP_CHOICES = [
  {
    to: '/partner/signup',
    title: 'I run a local business',
    text: 'Host give-back events and welcome new customers.',
  },
  {
    to: '/fundaxers/sign-up',
    title: 'I raise money for a cause',
    text: 'Start a fundraiser and get matched with businesses that give back.',
  },
  {
    to: '/angels/sign-up',
    title: 'I want to join the business network',
    text: 'Apply to become an angel and meet local business owners.',
  },
] as const;

/**
 * A signed-in user without an account: the identity exists, the Fundax account does not (a
 * sign-up stopped half-way, or a first Google or phone sign-in). They choose how to continue.
 */
export function FinishSignUp() {
  const identity = useAppSelector(selectIdentity);
  return (
    <section className="card stack" aria-labelledby="finish-sign-up">
      <h2 id="finish-sign-up">Finish setting up your account</h2>
      <p>
        You are signed in{identity?.email ? ` as ${identity.email}` : ''}, but you have not told us
        yet how you will use Fundax.
      </p>
      <ul className="stack">
        {SIGN_UP_CHOICES.map((choice) => (
          <li key={choice.to}>
            <Link to={choice.to}>
              <strong>{choice.title}</strong>
            </Link>
            <br />
            <span className="muted">{choice.text}</span>
          </li>
        ))}
      </ul>
      <p>
        <SignOutButton />
      </p>
    </section>
  );
}
