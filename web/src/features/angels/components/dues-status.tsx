import { Badge, Notice } from '@fundax/client/ui';
import { ANGEL_DUES_CENTS, formatCents, formatLongDay } from '@fundax/core';
import { Link } from '@fundax/client';

import type { DuesView } from '../api/read-angels';
import './angels.css';

/** The reference an angel quotes when paying: short, unambiguous, from the application id. */
export function paymentReference(applicationId: string): string {
  return `ANGEL-${applicationId.slice(0, 8).toUpperCase()}`;
}

function HowToPay({ applicationId }: { applicationId: string }) {
  return (
    <section aria-labelledby="dues-how" className="card">
      <h2 id="dues-how">How to pay</h2>
      <ul>
        <li>
          <strong>By check</strong> payable to &ldquo;Fundax&rdquo;, handed to your group host at
          your first meeting.
        </li>
        <li>
          <strong>By bank transfer</strong>: email{' '}
          <a href="mailto:support@fundax.example">support@fundax.example</a> for the account
          details.
        </li>
      </ul>
      <p>
        Either way, quote the reference <strong>{paymentReference(applicationId)}</strong>. An admin
        records your payment within two business days and this page then shows it as paid.
      </p>
    </section>
  );
}

/** What the angel owes for one application, its status and, once paid, when. */
export function DuesStatus({ view }: { view: DuesView }) {
  if (view.approved === null) {
    return (
      <Notice>
        <p>
          Your application of {formatLongDay(view.submittedAt)} is waiting for review. Dues of{' '}
          {formatCents(ANGEL_DUES_CENTS)} a year are due only once it is approved; nothing is owed
          yet.
        </p>
      </Notice>
    );
  }
  if (view.approved === false) {
    return (
      <Notice tone="error">
        <p>
          Your application was not approved, so no dues are owed.
          {view.reason ? ` The reviewer said: ${view.reason}` : ''}
        </p>
        <p>
          You can <Link to="/angels/sign-up">apply again</Link> once that is sorted.
        </p>
      </Notice>
    );
  }
  const dues = view.dues ?? {
    amountCents: ANGEL_DUES_CENTS,
    status: 'due',
    paidAt: null,
    reference: null,
  };
  const paid = dues.status === 'paid';
  return (
    <div className="stack">
      <section aria-labelledby="dues-summary" className="card">
        <h2 id="dues-summary">Annual membership dues</h2>
        <dl className="dues-facts">
          <dt>Member</dt>
          <dd>{view.applicantName}</dd>
          <dt>Amount</dt>
          <dd>{formatCents(dues.amountCents)}</dd>
          <dt>Status</dt>
          <dd>
            <Badge tone={paid ? 'paid' : 'due'}>{paid ? 'Paid' : 'Due'}</Badge>
          </dd>
          {paid && dues.paidAt ? (
            <>
              <dt>Paid on</dt>
              <dd>
                <time dateTime={dues.paidAt}>{formatLongDay(dues.paidAt)}</time>
              </dd>
            </>
          ) : null}
          {paid && dues.reference ? (
            <>
              <dt>Payment reference</dt>
              <dd>{dues.reference}</dd>
            </>
          ) : null}
        </dl>
        {paid ? (
          <p>Thank you: your listing stays in the angel directory for the year.</p>
        ) : (
          <p>Your application is approved. Pay your dues to keep your listing in the directory.</p>
        )}
      </section>
      {paid ? null : <HowToPay applicationId={view.applicationId} />}
    </div>
  );
}
