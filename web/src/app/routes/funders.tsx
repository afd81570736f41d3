import { LoadError, Loading, Page } from '@fundax/client/ui';
import { Link } from '@fundax/client';

import { EmptyState } from '../../components/ui/empty-state';
import { FundersTable } from '../../features/partners/components/funders-table';
import { useFunders } from '../../features/partners/hooks/use-partners';
import '../../components/ui/blocks.css';

/** /funders: partner businesses that have given back, with what their events raised. */
export function Component() {
  const { entry, retry } = useFunders();
  return (
    <Page
      title="Our funders"
      lede="The local businesses that have hosted give-back events, and what those events raised for schools, teams, shelters and gardens."
    >
      {entry?.data ? (
        entry.data.length > 0 ? (
          <FundersTable funders={entry.data} />
        ) : (
          <EmptyState title="No give-back events have been reported yet.">
            <p>
              Totals appear here once partners report what their events raised.{' '}
              <Link to="/partners">See our partner businesses</Link>.
            </p>
          </EmptyState>
        )
      ) : entry?.status === 'failed' && entry.error ? (
        <LoadError error={entry.error} what="the funders" onRetry={retry} />
      ) : (
        <Loading label="Adding up what partners have raised…" reserve />
      )}
      <section aria-labelledby="funders-join" className="section">
        <h2 id="funders-join">Put your business on this list</h2>
        <p>
          Partners choose the cause, the night and the share of sales. A give-back event fills
          tables on a slow evening and brings in families who come back.
        </p>
        <p>
          <Link className="button" to="/partner/signup">
            Become a partner
          </Link>
        </p>
      </section>
    </Page>
  );
}
