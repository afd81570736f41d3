import { Page } from '@fundax/client/ui';
import { Link } from '@fundax/client';

import { WelcomeName } from '../../features/auth/components/sign-up/welcome-name';
import '../../features/auth/components/sign-up/sign-up.css';

export function Component() {
  return (
    <Page
      title="Welcome, partner"
      lede="Your partner account is ready. Here is how your first give-back event comes together."
    >
      <WelcomeName />
      <ol className="next-steps">
        <li className="card">
          <h2>1. Add your venue</h2>
          <p>
            Where events happen: address, hours and a photo. An admin approves it, usually within a
            day.
          </p>
          <Link className="button" to="/portal/locations/add">
            Add my venue
          </Link>
        </li>
        <li className="card">
          <h2>2. Plan a give-back event</h2>
          <p>Pick a date and the share of sales you give. We match you with a local fundraiser.</p>
          <Link className="button button--secondary" to="/portal/events">
            Plan an event
          </Link>
        </li>
        <li className="card">
          <h2>3. Welcome new customers</h2>
          <p>The fundraiser brings their supporters; after the event we handle the payout.</p>
          <Link className="button button--secondary" to="/portal/dashboard">
            Go to my portal
          </Link>
        </li>
      </ol>
    </Page>
  );
}
