import { Link } from 'react-router';

import { Page } from '../../components/ui/page';

export function Component() {
  return (
    <Page
      title="Page not found"
      lede="We couldn’t find that page. It may have moved, or the link may be mistyped."
    >
      <p>
        <Link to="/">Go to the home page</Link> or{' '}
        <Link to="/special-events">browse upcoming events</Link>.
      </p>
    </Page>
  );
}
