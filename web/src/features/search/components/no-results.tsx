import { Link } from '@fundax/client';

import { EmptyState } from '../../../components/ui/empty-state';
import { searchPath } from '../../../utils/public-paths';
import type { SearchRequest } from '../utils/search-request';

/** Nothing matched: say so, and what to try instead. */
export function NoResults({ request }: { request: SearchRequest }) {
  return (
    <EmptyState title={`Nothing found for “${request.query}”.`}>
      <ul className="search-suggestions">
        <li>
          Try fewer words, or the start of a name: “hops” finds “Garden Hops Night”. Small typos and
          missing accents are forgiven.
        </li>
        {request.kinds.length > 0 ? (
          <li>
            <Link to={searchPath(request.query)}>Search everything for “{request.query}”</Link>.
          </li>
        ) : null}
        <li>
          Browse instead: <Link to="/">events near you</Link>,{' '}
          <Link to="/special-events">special events</Link>,{' '}
          <Link to="/partners">partner businesses</Link> or{' '}
          <Link to="/fundaxer-listing">fundraisers</Link>.
        </li>
      </ul>
    </EmptyState>
  );
}
