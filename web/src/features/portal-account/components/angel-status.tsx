import { ListingBadge, Loaded } from '@fundax/client/ui';
import { formatCents, formatShortDay } from '@fundax/core';
import { Link } from '@fundax/client';

import type { ApplicationView } from '../api/account-views';
import { useApplications } from '../hooks/use-own-profile';

/** An angel's latest application: in review, not approved (and why), or approved with dues. */
export function AngelStatus() {
  const { entry, retry } = useApplications();
  return (
    <Loaded entry={entry} what="your application" retry={retry}>
      {(applications) => {
        const latest = applications[0];
        return latest ? (
          <ApplicationCard application={latest} />
        ) : (
          <div className="card">
            <p>You have not applied to the angel network yet.</p>
            <Link className="button" to="/angels/sign-up">
              Apply now
            </Link>
          </div>
        );
      }}
    </Loaded>
  );
}

function ApplicationCard({ application }: { application: ApplicationView }) {
  const submitted = formatShortDay(new Date(application.submitDate * 1000));
  if (application.approved === null) {
    return (
      <div className="card">
        <p>
          <ListingBadge state="pending" />
        </p>
        <p>Submitted {submitted}. An admin reviews applications within a few days.</p>
      </div>
    );
  }
  if (application.approved === false) {
    return (
      <div className="card">
        <p>
          <ListingBadge state="rejected" />
        </p>
        {application.reason ? (
          <p>
            <strong>Reason:</strong> {application.reason}
          </p>
        ) : null}
        <p>
          Questions? <Link to="/portal/support">Ask support</Link>.
        </p>
      </div>
    );
  }
  const dues = application.dues;
  return (
    <div className="card">
      <p>
        <ListingBadge state="approved" />
      </p>
      <p>You are a Fundax angel since your application of {submitted}.</p>
      {dues ? (
        <p>
          Membership dues: <strong>{formatCents(dues.amountCents)}</strong>,{' '}
          {dues.status === 'paid' ? 'paid. Thank you!' : 'due.'}{' '}
          <Link to={`/angels/payment/${encodeURIComponent(application.id)}`}>
            {dues.status === 'paid' ? 'See your dues' : 'Pay your dues'}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
