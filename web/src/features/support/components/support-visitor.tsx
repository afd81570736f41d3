import { Link } from '@fundax/client';

/** What a visitor sees instead of the form: sign in, or write to us. */
export function SupportVisitor({ loginPath }: { loginPath: string }) {
  return (
    <section aria-labelledby="support-contact" className="card">
      <h2 id="support-contact">Contact us</h2>
      <p>
        Requests from signed-in members come with their account and events attached, so we can
        answer faster.
      </p>
      <p>
        <Link className="button" to={loginPath}>
          Sign in to send a request
        </Link>
      </p>
      <p>
        No account? Email <a href="mailto:support@fundax.example">support@fundax.example</a>. We
        answer within one business day.
      </p>
    </section>
  );
}
