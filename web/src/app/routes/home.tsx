import { Link } from 'react-router';

import { Page } from '../../components/ui/page';

export function Component() {
  return (
    <Page
      title="Raise money where your community already gathers"
      lede="Fundax connects fundraisers with local businesses in Albuquerque and Rio Rancho. A partner business hosts a give-back event at its venue, and a share of the evening’s sales goes to your cause."
    >
      <p>
        <Link className="button" to="/fundraising/new">
          Start a fundraiser
        </Link>{' '}
        <Link className="button button--secondary" to="/partner/signup">
          Host a give-back event
        </Link>
      </p>
    </Page>
  );
}
