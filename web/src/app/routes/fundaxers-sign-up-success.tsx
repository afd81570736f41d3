import { Page } from '@fundax/client/ui';
import { Link } from '@fundax/client';

import { WelcomeName } from '../../features/auth/components/sign-up/welcome-name';
import '../../features/auth/components/sign-up/sign-up.css';

export function Component() {
  return (
    <Page
      title="Welcome, fundaxer"
      lede="Your fundaxer account is ready. Here is how you start raising money."
    >
      <WelcomeName />
      <ol className="next-steps">
        <li className="card">
          <h2>1. Tell your story</h2>
          <p>Your fundraiser’s title, cause and goal appear on your public page.</p>
          <Link className="button" to="/fundraising/new">
            Set up my fundraiser
          </Link>
        </li>
        <li className="card">
          <h2>2. Find a give-back event</h2>
          <p>Local businesses host events and share a part of their sales with your cause.</p>
          <Link className="button button--secondary" to="/">
            Find events near me
          </Link>
        </li>
        <li className="card">
          <h2>3. Bring your supporters</h2>
          <p>Share your event; after it ends, we pay out what it raised for you.</p>
          <Link className="button button--secondary" to="/portal/dashboard">
            Go to my portal
          </Link>
        </li>
      </ol>
    </Page>
  );
}
