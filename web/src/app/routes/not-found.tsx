import { Page } from '@fundax/client/ui';
import { Link } from '@fundax/client';
import { useLocation } from 'react-router';

/** Any path the router does not know. */
export function Component() {
  const { pathname } = useLocation();
  return (
    <Page
      title="Page not found"
      lede="We couldn’t find that page. It may have moved, or the link may be mistyped."
    >
      <p>
        Nothing lives at <code>{pathname}</code>. Try one of these:
      </p>
      <ul>
        <li>
          <Link to="/">Home: events near you</Link>
        </li>
        <li>
          <Link to="/special-events">Special events</Link>
        </li>
        <li>
          <Link to="/fundaxer-listing">Fundraisers</Link>
        </li>
        <li>
          <Link to="/partners">Partner businesses</Link>
        </li>
        <li>
          <Link to="/support">Support</Link>
        </li>
      </ul>
    </Page>
  );
}
