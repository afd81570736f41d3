import { ANGEL_DUES_CENTS, formatCents } from '@fundax/core';
import { Link } from '@fundax/client';

import { type Step, Steps } from './steps';

/** /angels/success: what happens after an angel applies. */
export function AngelsNextStepsContent({ applicationId }: { applicationId: string | null }) {
  const steps: Step[] = [
    {
      title: 'We review your application',
      body: (
        <p>
          A Fundax admin reads every application, usually within 5 business days. We may call or
          email you with a question about your business.
        </p>
      ),
    },
    {
      title: 'You hear back',
      body: (
        <p>
          We email you the decision. If we cannot approve you yet, the email says why and you can
          apply again once it is sorted. An application not reviewed within 3 months lapses; apply
          again and tell support.
        </p>
      ),
    },
    {
      title: 'You pay your dues',
      body: (
        <p>
          Once approved, annual membership dues of {formatCents(ANGEL_DUES_CENTS)} are due. Your
          dues page shows the amount, how to pay and, once we record it, the date you paid.
        </p>
      ),
    },
    {
      title: 'You join a group',
      body: (
        <p>
          Your listing goes live in the angel directory and a group host invites you to your
          orientation. <Link to="/angels/training">See what new angels do</Link>.
        </p>
      ),
    },
  ];
  return (
    <>
      <section aria-labelledby="next-steps">
        <h2 id="next-steps">What happens next</h2>
        <Steps steps={steps} />
      </section>
      <div className="cta-row">
        {applicationId ? (
          <Link className="button" to={`/angels/payment/${encodeURIComponent(applicationId)}`}>
            View your dues
          </Link>
        ) : null}
        <Link className="button button--secondary" to="/angels">
          Browse the networking groups
        </Link>
        <Link className="button button--secondary" to="/portal/dashboard">
          Go to your portal
        </Link>
      </div>
    </>
  );
}
